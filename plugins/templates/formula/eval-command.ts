/**
 * `portal formula eval '<expression>' [--scope file.json]`, as a plain function so the CLI
 * only reads the file and prints. Lookup tables are written inline as lists of rows.
 */
import { evaluateFormula } from './formula.ts';

export interface CommandOutput {
  output: string;
  exitCode: number;
}

function scopeError(message: string): CommandOutput {
  const error = { message, line: 1, column: 1, offset: 0, length: 0 };
  return { output: JSON.stringify({ error: { ...error, formula: 'scope' } }, null, 2), exitCode: 1 };
}

/**
 * Evaluates an expression and prints `{ "value": ... }` (exit 0) or `{ "error": {...} }` (exit 1).
 *
 * @example
 * formulaEvalCommand('vlookup(7, [[0, 10], [5, 20]], 2)') // { output: '{\n  "value": 20\n}', exitCode: 0 }
 */
export function formulaEvalCommand(expression: string, scopeJson?: string): CommandOutput {
  let scope: Record<string, unknown> = {};
  if (scopeJson !== undefined && scopeJson.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(scopeJson);
    } catch (error) {
      return scopeError(`the scope is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return scopeError('the scope must be a JSON object of names and values');
    }
    scope = parsed as Record<string, unknown>;
  }
  const result = evaluateFormula(expression, scope);
  if (result.ok) return { output: JSON.stringify({ value: result.value }, null, 2), exitCode: 0 };
  return { output: JSON.stringify({ error: result.error }, null, 2), exitCode: 1 };
}
