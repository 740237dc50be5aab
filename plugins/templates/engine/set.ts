/**
 * Evaluates a sample set: each result, then the final computed values, which see `specimens`
 * (each result's fields and computed values with castDate, testDate, age, testAge, status and
 * remarks) and `sample`. Pure, like evaluateResult: the reports evaluate a whole set with it.
 */
import { compileFormula } from '../formula/index.ts';
import type { FormulaValue } from '../formula/index.ts';
import type { CompiledTemplate } from './compile.ts';
import { evaluateResult, specimenForFormulas } from './evaluate.ts';
import type { ResultError, ResultEvaluation, ResultInput } from './evaluate.ts';
import { sampleForFormulas } from './status.ts';

export interface SetInput {
  sample?: Readonly<Record<string, unknown>>;
  /** One entry per specimen of the set, tested or not (an untested one has no fields). */
  results: readonly Omit<ResultInput, 'sample'>[];
}

export interface SetEvaluation {
  /** The sample as formulas see it (a min psi of 0 is null). */
  sample: Readonly<Record<string, unknown>>;
  results: ResultEvaluation[];
  /** The records final computed values see as `specimens`. */
  specimens: Record<string, unknown>[];
  final: Record<string, FormulaValue>;
  errors: ResultError[];
}

/**
 * What a final formula sees of one specimen. `testAge`, the group a strength belongs to (the
 * 28-day breaks), is the age the specimen is scheduled to be tested at; a specimen that does not
 * say falls back on its age at test.
 */
function specimenRecord(
  result: ResultEvaluation,
  specimen: Readonly<Record<string, unknown>>,
  sample: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const castDate = specimen.castDate ?? sample.castDate ?? null;
  const testDate = specimen.testDate ?? null;
  const age = Object.hasOwn(result.computed, 'age') ? result.computed.age : dateAge(castDate, testDate);
  const testAge = specimenForFormulas(specimen).testAge ?? age;
  return {
    ...specimen,
    ...result.fields,
    ...result.computed,
    castDate,
    testDate,
    age,
    testAge,
    status: result.status,
    remarks: result.remarks,
  };
}

const AGE = compileFormula('dateDiff(castDate, testDate)');

/** Age in days, for templates that do not compute their own `age`. */
function dateAge(castDate: unknown, testDate: unknown): FormulaValue {
  const result = AGE.ok ? AGE.evaluate({ castDate, testDate }) : AGE;
  return result.ok ? result.value : null;
}

/**
 * Evaluates every result of a set, then its final computed values.
 *
 * @example
 * evaluateSet(concrete, { sample: { minPsi: 4000, castDate: '2024-03-01' }, results: [{ fields: {...}, specimen: { testDate: '2024-03-29', testAge: 28 } }] })
 * // { results: [...], final: { strengthTest28: 4140, ... }, errors: [] }
 */
export function evaluateSet(template: CompiledTemplate, input: SetInput): SetEvaluation {
  const results = input.results.map((result) => evaluateResult(template, { ...result, sample: input.sample ?? {} }));
  const sample = sampleForFormulas(input.sample ?? {});
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
