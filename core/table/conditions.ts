import { z } from 'zod';
import type { TableModel } from './model.ts';
import { checkValue, type FilterValue } from './values.ts';

export const CONDITION_OPS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'like'] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

/** One checked filter: `null` with eq/ne means IS NULL / IS NOT NULL. */
export type Condition =
  | { field: string; op: 'in'; value: FilterValue[] }
  | { field: string; op: Exclude<ConditionOp, 'in'>; value: FilterValue | null };

/** The most values one `in` may list: more would be a query, not a filter. */
export const MAX_IN_VALUES = 500;

const isOp = (key: string): key is ConditionOp => (CONDITION_OPS as readonly string[]).includes(key);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the `conditions` parameter: JSON `{ "field": value }` or `{ "field": { "op": value } }`.
 * Problems are added to `ctx` with the field (and operator) as their path.
 */
export function readConditions(model: TableModel, text: string, ctx: z.RefinementCtx): Condition[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isPlainObject(parsed)) {
    ctx.addIssue({ code: 'custom', message: 'conditions must be a JSON object' });
    return [];
  }
  const conditions: Condition[] = [];
  for (const [name, given] of Object.entries(parsed)) {
    const field = Object.hasOwn(model.fields, name) ? model.fields[name] : undefined;
    if (!field) {
      ctx.addIssue({ code: 'custom', path: [name], message: `Unknown field "${name}"` });
      continue;
    }
    if (field.filterable === false) {
      ctx.addIssue({ code: 'custom', path: [name], message: `Cannot filter by "${name}"` });
      continue;
    }
    const ops = isPlainObject(given) ? Object.entries(given) : [['eq', given] as const];
    if (ops.length === 0) ctx.addIssue({ code: 'custom', path: [name], message: `No operator given for "${name}"` });
    for (const [op, value] of ops) {
      const problem = (message: string) => ctx.addIssue({ code: 'custom', path: isPlainObject(given) ? [name, op] : [name], message });
      if (!isOp(op)) {
        problem(`Unknown operator "${op}"; use ${CONDITION_OPS.join(', ')}`);
      } else if (op === 'in') {
        if (!Array.isArray(value) || value.length === 0 || value.length > MAX_IN_VALUES) {
          problem(`"in" needs a list of 1 to ${MAX_IN_VALUES} values`);
          continue;
        }
        const checked = value.map((item) => checkValue(name, field.type, item));
        const bad = checked.find((check) => !check.ok);
        if (bad && !bad.ok) problem(bad.message);
        else conditions.push({ field: name, op, value: checked.map((check) => (check.ok ? check.value : '')) });
      } else if (op === 'like' && field.type !== 'text') {
        problem(`"like" applies to text fields only`);
      } else if (op === 'like' && typeof value === 'string' && /(^|[^\\])(\\\\)*\\$/.test(value)) {
        // A backslash escapes the character after it; at the end it escapes nothing, and PostgreSQL refuses the pattern.
        problem(`A "like" pattern must not end with a backslash`);
      } else if (value === null) {
        if (op === 'eq' || op === 'ne') conditions.push({ field: name, op, value: null });
        else problem(`Only eq and ne compare with null`);
      } else if (field.type === 'boolean' && op !== 'eq' && op !== 'ne') {
        problem(`"${name}" compares with eq, ne or in only`);
      } else {
        const check = checkValue(name, field.type, value);
        if (check.ok) conditions.push({ field: name, op, value: check.value });
        else problem(check.message);
      }
    }
  }
  return conditions;
}
