/**
 * What the operators do with values of different kinds. Arithmetic takes numbers, numeric
 * text and true/false (as 1/0), and gives the decimal answer (exact.ts); null in gives null
 * out; division by zero gives null.
 */
import { FormulaFailure } from './errors.ts';
import type { SourcePosition } from './errors.ts';
import { exact } from './exact.ts';
import { parseDate } from './functions/date-parse.ts';
import { describe, finite, isEmpty, numericValue } from './values.ts';

/** The number an arithmetic operand stands for; null for null and empty text. */
export function operand(value: unknown, position: SourcePosition): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    const number = numericValue(value);
    if (number !== null) return number;
  }
  throw new FormulaFailure(`cannot do arithmetic with ${describe(value)}`, position);
}

export type Arithmetic = (a: number, b: number) => number | null;

// A whole power up to this is multiplied out exactly (`d ^ 2`); others go through Math.pow.
const MAX_EXACT_POWER = 32;

function power(base: number, exponent: number): number {
  if (!Number.isInteger(exponent) || exponent < 0 || exponent > MAX_EXACT_POWER) return base ** exponent;
  let result = 1;
  for (let i = 0; i < exponent; i += 1) result = exact(result, base, '*');
  return result;
}

export const ARITHMETIC: Record<string, Arithmetic> = {
  '+': (a, b) => finite(exact(a, b, '+')),
  '-': (a, b) => finite(exact(a, b, '-')),
  '*': (a, b) => finite(exact(a, b, '*')),
  '/': (a, b) => (b === 0 ? null : finite(exact(a, b, '/'))),
  '^': (a, b) => finite(power(a, b)),
};

/** A date's instant, for Date objects and text that reads as a date ("03/29/2024", "2024-03-29"); else null. */
function dateInstant(value: unknown): number | null {
  if (!(value instanceof Date) && typeof value !== 'string') return null;
  return parseDate(value)?.epoch ?? null;
}

/**
 * Orders two values: numbers (and numeric text) by value, dates (Date objects and date text
 * in any accepted form) by day and time, other text alphabetically without regard to case.
 * Null when either side is empty: unknown, not false.
 */
export function compare(a: unknown, b: unknown, position: SourcePosition): number | null {
  if (isEmpty(a) || isEmpty(b)) return null;
  const aNumber = numericValue(a);
  const bNumber = numericValue(b);
  if (aNumber !== null && bNumber !== null) return Math.sign(aNumber - bNumber);
  const aDate = dateInstant(a);
  const bDate = dateInstant(b);
  if (aDate !== null && bDate !== null) return Math.sign(aDate - bDate);
  if (aDate === null && bDate === null && typeof a === 'string' && typeof b === 'string') {
    const left = a.trim().toLowerCase();
    const right = b.trim().toLowerCase();
    return left < right ? -1 : left > right ? 1 : 0;
  }
  throw new FormulaFailure(`cannot compare ${describe(a)} with ${describe(b)}`, position);
}

export const COMPARISONS: Record<string, (order: number) => boolean> = {
  '<': (order) => order < 0,
  '<=': (order) => order <= 0,
  '>': (order) => order > 0,
  '>=': (order) => order >= 0,
};
