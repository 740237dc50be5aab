/** How the playground shows values and where it marks an error in a formula's text. */
import type { FormulaError, FormulaValue } from '../formula/index.ts';

/**
 * A value as an author needs to see it: text quoted (so "4" and 4 differ), null spelled
 * out, numbers to 12 significant digits (binary-float tails such as 0.30000000000000004 hidden).
 *
 * @example formatValue(Math.PI * 4) // '12.5663706144'; formatValue('4') // '"4"'
 */
export function formatValue(value: FormulaValue | undefined): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'number') return String(Number(value.toPrecision(12)));
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `[${value.map((item: FormulaValue) => formatValue(item)).join(', ')}]`;
  if (typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${key}: ${formatValue(item)}`)
      .join(', ')}}`;
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

export interface ErrorSpan {
  before: string;
  /** The characters the error covers; empty when it points between characters (an unexpected end). */
  marked: string;
  after: string;
}

/** Splits a formula around its error, clamped to the text, for underlining. */
export function errorSpan(source: string, error: Pick<FormulaError, 'offset' | 'length'>): ErrorSpan {
  const start = Math.min(Math.max(error.offset, 0), source.length);
  const end = Math.min(start + Math.max(error.length, 0), source.length);
  return { before: source.slice(0, start), marked: source.slice(start, end), after: source.slice(end) };
}

/** 'line 2, column 5: unknown name ...' */
export function errorText(error: Pick<FormulaError, 'line' | 'column' | 'message'>): string {
  return `line ${error.line}, column ${error.column}: ${error.message}`;
}
