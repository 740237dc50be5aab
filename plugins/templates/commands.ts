import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { formulaEvalCommand } from './formula/index.ts';
import { PROJECT_ROOT } from '../../core/islands/manifest.ts';
import { templateCheckCommand, templateEvalCommand } from './engine/commands.ts';
import { UsageError, parseOptions } from '../../core/cli/args.ts';
import type { CommandDefinition } from '../../core/plugin/define-plugin.ts';

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

export const formulaCommand: CommandDefinition = {
  name: 'formula',
  summary: 'Evaluate a formula of the report formula language and print its value or error as JSON',
  usage: "portal formula eval '<expression>' [--scope file.json]",
  async run(args) {
    const { values, positionals } = parseOptions(args, { scope: { type: 'string' } });
    const [action, expression] = positionals;
    if (action !== 'eval' || expression === undefined) throw new UsageError(`Usage: ${formulaCommand.usage}`);
    const scope = values.scope ? await readJsonFile(values.scope, 'scope') : undefined;
    return print(formulaEvalCommand(expression, scope));
  },
};

export const templateCommand: CommandDefinition = {
  name: 'template',
  summary: 'Check report templates, or evaluate one result with a template',
  usage: 'portal template check [id]   |   portal template eval <id> --input file.json',
  async run(args) {
    const { values, positionals } = parseOptions(args, { input: { type: 'string' } });
    const [action, id] = positionals;
    const root = fileURLToPath(PROJECT_ROOT);
    if (action === 'check') return print(await templateCheckCommand(id, { root }));
    if (action === 'eval' && id && values.input)
      return print(await templateEvalCommand(id, await readJsonFile(values.input, 'input'), { root }));
    throw new UsageError(`Usage: ${templateCommand.usage}`);
  },
};
