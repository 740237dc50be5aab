/**
 * `portal template check [id]` and `portal template eval <id> --input file.json` (a result or a
 * set), as plain functions returning what to print and the exit code; the CLI only wires them in.
 */
import type { CommandOutput } from '../formula/index.ts';
import { checkTemplate } from './check.ts';
import { compileTemplate } from './compile.ts';
import { evaluateResult } from './evaluate.ts';
import type { ResultEvaluation, ResultInput } from './evaluate.ts';
import { resultInputSchema, setInputSchema } from './fixtures-schema.ts';
import { evaluateSet } from './set.ts';
import type { SetInput } from './set.ts';
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

type EvalInput = { kind: 'result'; result: ResultInput } | { kind: 'set'; set: SetInput } | { kind: 'invalid'; output: string };

/** A set when it has `results`, else one result; what is wrong when it fits neither shape. */
function evalInput(raw: unknown): EvalInput {
  const describe = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) =>
    error.issues.map((issue) => `${issue.path.map(String).join('.') || 'input'} ${issue.message}`).join('; ');
  if (typeof raw === 'object' && raw !== null && Object.hasOwn(raw, 'results')) {
    const set = setInputSchema.safeParse(raw);
    if (set.success) return { kind: 'set', set: set.data };
    return {
      kind: 'invalid',
      output: `A set must be { "sample": {...}, "results": [{ "fields": {...}, "specimen": {...} }] }: ${describe(set.error)}`,
    };
  }
  const result = resultInputSchema.safeParse(raw);
  if (result.success) return { kind: 'result', result: result.data };
  return {
    kind: 'invalid',
    output: `The input must be a result { "fields": {...}, "sample": {...}, "specimen": {...} } or a set { "sample": {...}, "results": [...] }: ${describe(result.error)}`,
  };
}

/** What is printed of one result: its values, status, reason and remarks, and what holds it back. */
function printedResult(result: ResultEvaluation) {
  return {
    computed: result.computed,
    status: result.status,
    ...(result.message !== undefined && { message: result.message }),
    remarks: result.remarks,
    errors: result.errors,
  };
}

/**
 * Evaluates one result, `{ "fields": {...}, "sample": {...}, "specimen": {...} }`, or a whole
 * set, `{ "sample": {...}, "results": [{ "fields", "specimen" }, ...] }` (JSON text or an
 * object). Prints `{ computed, status, message?, remarks, errors }` for a result, and
 * `{ results: [...], final, errors }` for a set. Exits 1 when the input or the template has errors.
 */
export async function templateEvalCommand(id: string, input: string | object, options: CommandOptions = {}): Promise<CommandOutput> {
  let raw: unknown = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch (error) {
      return { output: `The input is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, exitCode: 1 };
    }
  }
  const parsed = evalInput(raw);
  if (parsed.kind === 'invalid') return { output: parsed.output, exitCode: 1 };
  const loaded = await loadTemplatePackages(rootOf(options));
  const found = loaded.packages.find((item) => item.id === id);
  if (found === undefined) return { output: `No template with the id '${id}'.`, exitCode: 1 };
  const compiled = compileTemplate(found.template, { id: found.id, version: found.version });
  if (!compiled.ok) return { output: compiled.problems.map(formatProblem).join('\n'), exitCode: 1 };
  if (parsed.kind === 'set') {
    const set = evaluateSet(compiled.template, parsed.set);
    const printed = { results: set.results.map(printedResult), final: set.final, errors: set.errors };
    return { output: JSON.stringify(printed, null, 2), exitCode: set.errors.length === 0 ? 0 : 1 };
  }
  const result = evaluateResult(compiled.template, parsed.result);
  return { output: JSON.stringify(printedResult(result), null, 2), exitCode: result.errors.length === 0 ? 0 : 1 };
}
