/**
 * Runs a template's fixtures: each case's result must give the expected computed values,
 * status, message, remarks and errors (none unless listed), each set its final values and statuses. A number written with k decimals matches when the
 * result is within half a unit of its last decimal (12.566 accepts 12.56637...); a whole
 * number must match exactly.
 */
import { looseEqual } from '../formula/index.ts';
import type { CompiledTemplate } from './compile.ts';
import { evaluateResult } from './evaluate.ts';
import type { Fixtures } from './fixtures-schema.ts';
import { problem } from './problems.ts';
import type { TemplateProblem } from './problems.ts';
import { evaluateSet } from './set.ts';

function tolerance(expected: number): number {
  const text = String(expected);
  if (/e/i.test(text)) return Math.abs(expected) * 1e-9;
  const decimals = text.split('.')[1]?.length ?? 0;
  return decimals === 0 ? 1e-9 : 0.5 * 10 ** -decimals + 1e-12;
}

/** Whether a computed value matches the value a fixture expects. */
export function matchesExpected(actual: unknown, expected: unknown): boolean {
  if (typeof expected === 'number') return typeof actual === 'number' && Math.abs(actual - expected) <= tolerance(expected);
  if (expected === null) return actual === null;
  if (Array.isArray(expected))
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => matchesExpected(actual[i], item));
  if (typeof expected === 'string' || typeof expected === 'boolean') return actual === expected;
  return looseEqual(actual, expected);
}

function compare(
  where: string,
  label: string,
  actual: Readonly<Record<string, unknown>>,
  expected: Readonly<Record<string, unknown>>,
  id: string,
): TemplateProblem[] {
  return Object.entries(expected).flatMap(([name, value]) => {
    if (!Object.hasOwn(actual, name)) return [problem(id, where, `${label} has no value '${name}'`)];
    if (matchesExpected(actual[name], value)) return [];
    return [problem(id, where, `${name} is ${JSON.stringify(actual[name])}, expected ${JSON.stringify(value)}`)];
  });
}

export function runFixtures(template: CompiledTemplate, fixtures: Fixtures): TemplateProblem[] {
  const found: TemplateProblem[] = [];
  for (const item of fixtures.cases) {
    const where = `fixtures: ${item.name}`;
    const result = evaluateResult(template, item.input);
    const errors = result.errors.map((error) => error.message);
    if (item.expected.errors === undefined)
      errors.forEach((error) => found.push(problem(template.id, where, `unexpected error: ${error}`)));
    else if (errors.join('\n') !== item.expected.errors.join('\n'))
      found.push(problem(template.id, where, `errors are ${JSON.stringify(errors)}, expected ${JSON.stringify(item.expected.errors)}`));
    found.push(...compare(where, 'the result', result.computed, item.expected.computed, template.id));
    if (item.expected.status !== undefined && result.status !== item.expected.status) {
      found.push(
        problem(
          template.id,
          where,
          `status is ${result.status}${result.message ? ` (${result.message})` : ''}, expected ${item.expected.status}`,
        ),
      );
    }
    const remarks = result.remarks.map((remark) => remark.text);
    if (item.expected.remarks !== undefined && remarks.join('\n') !== item.expected.remarks.join('\n')) {
      found.push(problem(template.id, where, `remarks are ${JSON.stringify(remarks)}, expected ${JSON.stringify(item.expected.remarks)}`));
    }
    if (item.expected.message !== undefined && result.message !== item.expected.message) {
      found.push(
        problem(
          template.id,
          where,
          `message is ${JSON.stringify(result.message ?? null)}, expected ${JSON.stringify(item.expected.message)}`,
        ),
      );
    }
  }
  for (const set of fixtures.sets) {
    const where = `fixtures: ${set.name}`;
    const result = evaluateSet(template, { sample: set.sample, results: set.results });
    for (const error of result.errors) found.push(problem(template.id, where, `unexpected error: ${error.message}`));
    found.push(...compare(where, 'the set', result.final, set.expected.final, template.id));
    const statuses = result.results.map((item) => item.status);
    if (set.expected.statuses !== undefined && statuses.join() !== set.expected.statuses.join()) {
      found.push(problem(template.id, where, `statuses are ${statuses.join(', ')}, expected ${set.expected.statuses.join(', ')}`));
    }
  }
  return found;
}
