/** Shared by the formula tests: evaluate or fail the test with the formula's own error. */
import { evaluateFormula } from './formula.ts';
import type { FormulaError } from './errors.ts';
import type { Scope } from './scope.ts';

export function valueOf(source: string, scope?: Scope): unknown {
  const result = evaluateFormula(source, scope);
  if (!result.ok) throw new Error(`${source}: ${result.error.message} at ${result.error.line}:${result.error.column}`);
  return result.value;
}

export function errorOf(source: string, scope?: Scope): FormulaError {
  const result = evaluateFormula(source, scope);
  if (result.ok) throw new Error(`${source}: expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
}
