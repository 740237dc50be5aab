/**
 * `isEqual`, also used by the `=` operator, `condAvg` and exact `vlookup`: the equality a lab
 * manager expects from a spreadsheet rather than JavaScript's.
 */
import { isEmpty, isRecord, numericValue } from '../values.ts';
import { parseDate } from './date-parse.ts';
import { eager } from './types.ts';

const TOLERANCE = 1e-9;

/**
 * Numbers equal within 1e-9 (numeric text counts as its number), dates equal on the same
 * instant whatever their form ("03/01/2024" and "2024-03-01"), text equal trimmed and
 * case-insensitive, null equal to empty text and empty lists, lists and records compared
 * item by item. `looseEqual(" Type 1 ", "type 1")` is true; `looseEqual("4.0", 4)` too.
 */
export function looseEqual(a: unknown, b: unknown): boolean {
  const aEmpty = isEmpty(a);
  const bEmpty = isEmpty(b);
  if (aEmpty || bEmpty) return aEmpty && bEmpty;
  const aNumber = numericValue(a);
  const bNumber = numericValue(b);
  if (aNumber !== null && bNumber !== null) return Math.abs(aNumber - bNumber) <= TOLERANCE;
  const aDate = a instanceof Date || typeof a === 'string' ? parseDate(a) : null;
  const bDate = aDate !== null && (b instanceof Date || typeof b === 'string') ? parseDate(b) : null;
  if (aDate !== null && bDate !== null) return aDate.epoch === bDate.epoch;
  if (typeof a === 'string' || typeof b === 'string' || typeof a === 'boolean' || typeof b === 'boolean') {
    return isScalar(a) && isScalar(b) && String(a).trim().toLowerCase() === String(b).trim().toLowerCase();
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => looseEqual(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => looseEqual(a[key], b[key]));
  }
  return false;
}

function isScalar(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

export const isEqual = eager(2, 2, ([a, b]) => looseEqual(a, b));
