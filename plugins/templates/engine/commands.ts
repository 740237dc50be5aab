/**
 * `portal template check [id]` and `portal template eval <id> --input file.json`, as plain
 * functions returning what to print and the exit code; the CLI only wires them in.
 */
import type { CommandOutput } from '../formula/index.ts';
import { checkTemplate } from './check.ts';
import { compileTemplate } from './compile.ts';
import { evaluateResult } from './evaluate.ts';
import { resultInputSchema } from './fixtures-schema.ts';
import type { ResultInput } from './fixtures-schema.ts';
import { loadTemplatePackages } from './loader.ts';
import { formatProblem } from './problems.ts';
import type { TemplateProblem } from './problems.ts';

export interface CommandOptions {
  /** The portal's folder, holding templates/ and node_modules/; the working directory by default. */
  root?: string;
}

function rootOf(options: CommandOptions): string {
  return options.root ?? process.cwd();
}

/** Checks every template (or the one named) and prints one line per template or problem. */
export async function templateCheckCommand(id?: string, options: CommandOptions = {}): Promise<CommandOutput> {
  const loaded = await loadTemplatePackages(rootOf(options));
  const packages = loaded.packages.filter((item) => id === undefined || item.id === id);
  if (id !== undefined && packages.length === 0) return { output: `No template with the id '${id}'.`, exitCode: 1 };
  const problems: TemplateProblem[] = loaded.problems.filter((item) => id === undefined || item.templateId === id);
  const lines: string[] = [];
  for (const item of packages) {
    const found = await checkTemplate(item);
    problems.push(...found);
    if (found.length === 0) lines.push(`ok  ${item.id} ${item.version} (${item.origin}/${item.dir.split(/[\\/]/).pop()})`);
  }
  lines.push(...problems.map(formatProblem));
  lines.push(
    `${packages.length} template${packages.length === 1 ? '' : 's'} checked, ${problems.length} problem${problems.length === 1 ? '' : 's'}.`,
  );
  return { output: lines.join('\n'), exitCode: problems.length === 0 ? 0 : 1 };
}

/**
 * Evaluates one result: the input is `{ "fields": {...}, "sample": {...}, "specimen": {...} }`
 * (JSON text or an object); prints `{ "computed", "status", "errors" }` and a "message" when
 * the status has a reason. Exits 1 when the input or the template has errors.
 */
export async function templateEvalCommand(id: string, input: string | ResultInput, options: CommandOptions = {}): Promise<CommandOutput> {
  let raw: unknown = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch (error) {
      return { output: `The input is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, exitCode: 1 };
    }
  }
  const parsed = resultInputSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      output: `The input must be { "fields": {...}, "sample": {...}, "specimen": {...} }: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'} ${issue.message}`).join('; ')}`,
      exitCode: 1,
    };
  }
  const loaded = await loadTemplatePackages(rootOf(options));
  const found = loaded.packages.find((item) => item.id === id);
  if (found === undefined) return { output: `No template with the id '${id}'.`, exitCode: 1 };
  const compiled = compileTemplate(found.template, { id: found.id, version: found.version });
  if (!compiled.ok) return { output: compiled.problems.map(formatProblem).join('\n'), exitCode: 1 };
  const result = evaluateResult(compiled.template, parsed.data);
  const printed = {
    computed: result.computed,
    status: result.status,
    ...(result.message !== undefined && { message: result.message }),
    errors: result.errors,
  };
  return { output: JSON.stringify(printed, null, 2), exitCode: result.errors.length === 0 ? 0 : 1 };
}
