/**
 * Evaluates a sample set: each result, then the final computed values, which see `specimens`
 * (each result's fields and computed values with castDate, testDate, age and status) and `sample`.
 */
import { compileFormula } from '../formula/index.ts';
import type { FormulaValue } from '../formula/index.ts';
import type { CompiledTemplate } from './compile.ts';
import { evaluateResult } from './evaluate.ts';
import type { ResultError, ResultEvaluation, ResultInput } from './evaluate.ts';

export interface SetInput {
  sample?: Readonly<Record<string, unknown>>;
  results: readonly Omit<ResultInput, 'sample'>[];
}

export interface SetEvaluation {
  sample: Readonly<Record<string, unknown>>;
  results: ResultEvaluation[];
  /** The records final computed values see as `specimens`. */
  specimens: Record<string, unknown>[];
  final: Record<string, FormulaValue>;
  errors: ResultError[];
}

function specimenRecord(
  result: ResultEvaluation,
  specimen: Readonly<Record<string, unknown>>,
  sample: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const castDate = specimen.castDate ?? sample.castDate ?? null;
  const testDate = specimen.testDate ?? null;
  const age = Object.hasOwn(result.computed, 'age') ? result.computed.age : dateAge(castDate, testDate);
  return { ...specimen, ...result.fields, ...result.computed, castDate, testDate, age, status: result.status };
}

const AGE = compileFormula('dateDiff(castDate, testDate)');

/** Age in days, for templates that do not compute their own `age`. */
function dateAge(castDate: unknown, testDate: unknown): FormulaValue {
  const result = AGE.ok ? AGE.evaluate({ castDate, testDate }) : AGE;
  return result.ok ? result.value : null;
}

export function evaluateSet(template: CompiledTemplate, input: SetInput): SetEvaluation {
  const sample = input.sample ?? {};
  const results = input.results.map((result) => evaluateResult(template, { ...result, sample }));
  const specimens = results.map((result, i) => specimenRecord(result, input.results[i]?.specimen ?? {}, sample));
  const errors: ResultError[] = results.flatMap((result) => result.errors);
  const final: Record<string, FormulaValue> = {};
  const context: Record<string, unknown> = { sample, specimens };
  const scope = (name: string): unknown => {
    if (Object.hasOwn(final, name)) return final[name];
    if (Object.hasOwn(template.tables, name)) return template.tables[name];
    return Object.hasOwn(context, name) ? context[name] : undefined;
  };
  for (const { name, formula } of template.final) {
    const result = formula.evaluate(scope);
    final[name] = result.ok ? result.value : null;
    if (!result.ok) errors.push(result.error);
  }
  return { sample, results, specimens, final, errors };
}
