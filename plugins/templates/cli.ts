/**
 * The code of `portal formula` and `portal template`, imported only when one of them runs:
 * reads the files named on the command line and prints what the command functions answer.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { UsageError, parseOptions } from '../../lib/commands/args.ts';
import { PROJECT_ROOT } from '../../core/islands/manifest.ts';
import { FORMULA_USAGE, TEMPLATE_USAGE } from './commands.ts';
import { templateCheckCommand, templateEvalCommand } from './engine/commands.ts';
import { templateFieldsCommand, templateLayoutCommand } from './engine/layout/layout-command.ts';
import { formulaEvalCommand } from './formula/index.ts';

function print({ output, exitCode }: { output: string; exitCode: number }): number {
  (exitCode === 0 ? console.log : console.error)(output);
  return exitCode;
}

async function readJsonFile(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    throw new UsageError(`Cannot read ${what} file ${path}`);
  }
}

/** `portal formula eval '<expression>' [--scope file.json]`; a formula may start with a minus sign. */
export async function formulaCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseOptions(args, { scope: { type: 'string' } }, { dashedPositionals: true });
  const [action, expression, ...extra] = positionals;
  if (action !== 'eval' || expression === undefined || extra.length > 0) throw new UsageError(`Usage: ${FORMULA_USAGE}`);
  const scope = values.scope ? await readJsonFile(values.scope, 'scope') : undefined;
  return print(formulaEvalCommand(expression, scope));
}

/** `portal template check [id]`, `eval <id> --input file.json`, `layout <id> [id ...]` and `fields`. */
export async function templateCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseOptions(args, { input: { type: 'string' } });
  const [action, id, ...extra] = positionals;
  const root = fileURLToPath(PROJECT_ROOT);
  if (action === 'layout' && id) return print(await templateLayoutCommand([id, ...extra], root));
  if (action === 'fields' && id === undefined) return print(templateFieldsCommand());
  if (extra.length > 0) throw new UsageError(`Usage: ${TEMPLATE_USAGE}`);
  if (action === 'check') return print(await templateCheckCommand(id, { root }));
  if (action === 'eval' && id && values.input)
    return print(await templateEvalCommand(id, await readJsonFile(values.input, 'input'), { root }));
  throw new UsageError(`Usage: ${TEMPLATE_USAGE}`);
}
