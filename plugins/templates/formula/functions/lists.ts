/** Working with lists of records: `map`, `lastValue`, and the first-usable-value `or`. */
import { FunctionError } from '../errors.ts';
import { isEmpty, isRecord } from '../values.ts';
import { asList, eager } from './types.ts';
import type { LazyFunction } from './types.ts';

/** Follows a dotted path ("sample.minPsi") into a record; null where it leads nowhere. */
export function pathValue(record: unknown, path: readonly string[]): unknown {
  let value = record;
  for (const key of path) {
    if (!isRecord(value) || !Object.hasOwn(value, key)) return null;
    value = value[key];
  }
  return value ?? null;
}

export const map = eager(2, 2, ([list, field]) => {
  if (typeof field !== 'string' || field.trim() === '')
    throw new FunctionError('map needs the field name as text, e.g. map(specimens, "calculatedPsi")');
  const path = field.trim().split('.');
  return asList(list).map((item) => pathValue(item, path));
});

export const lastValue = eager(1, 1, ([list]) => {
  const items = asList(list);
  for (let i = items.length - 1; i >= 0; i -= 1) {
    if (!isEmpty(items[i])) return items[i];
  }
  return null;
});

/** The first argument that is not null, empty, false or NaN; else the last argument. */
export const or: LazyFunction = {
  kind: 'lazy',
  minArgs: 1,
  maxArgs: Infinity,
  call(args) {
    let value: unknown = null;
    for (const arg of args) {
      value = arg();
      if (value !== false && !isEmpty(value)) return value;
    }
    return value;
  },
};
