/**
 * The values a formula works with, and the coercions every operator and function shares.
 * Scope values arrive as `unknown` (JSON from a form, rows from the database), so every
 * helper here accepts anything and never produces NaN or Infinity.
 */

/** A value a formula can produce: JSON-like data, plus Date objects handed in by callers. */
export type FormulaValue = number | string | boolean | null | Date | readonly FormulaValue[] | { readonly [key: string]: FormulaValue };

const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A plain record (not a list, not a Date): the only kind of value a dotted path walks into. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** Number for numbers and numeric text ("4.01", " 12 "); null for anything else. */
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!NUMERIC_TEXT.test(text)) return null;
    const parsed = Number(text);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** True for null, undefined, NaN, text that is only spaces, and empty lists. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The truth of a condition: false, 0, null, empty text and empty lists are false. */
export function isTruthy(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'string') return value !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return value !== null && value !== undefined;
}

/** A finite number, with -0 folded into 0; null for NaN and the infinities. */
export function finite(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  return value === 0 ? 0 : value;
}

/**
 * Turns anything from a scope into a formula value: undefined, NaN, Infinity, functions and
 * symbols become null; lists and records are cleaned through.
 */
export function toFormulaValue(value: unknown): FormulaValue {
  switch (typeof value) {
    case 'number':
      return finite(value);
    case 'string':
    case 'boolean':
      return value;
    case 'bigint':
      return finite(Number(value));
    case 'object':
      if (value === null || value instanceof Date) return value;
      if (Array.isArray(value)) return value.map(toFormulaValue);
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toFormulaValue(item)]));
    default:
      return null;
  }
}

/** A short description of a value for error messages: `text "abc"`, `a list`. */
export function describe(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return `text ${JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value)}`;
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'object') return 'a record';
  return String(value);
}
