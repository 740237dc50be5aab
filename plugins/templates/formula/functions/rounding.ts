/**
 * `roundTo`, `roundSig`, `numberFormat` and `numberFormatSig`, computed in decimal so that roundTo(2.345, 2) is
 * 2.35 and roundTo(1.005, 2) is 1.01, as written on the data sheet, not as stored in binary.
 */
import { Decimal } from 'decimal.js';
import { FunctionError } from '../errors.ts';
import { describe, finite, isEmpty, numericValue } from '../values.ts';
import { eager } from './types.ts';

// ROUND_HALF_UP in decimal.js rounds half away from zero, as Excel's ROUND does.
const Exact = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

// Past these, digits no longer change a double; the cap keeps decimal.js work bounded.
const MAX_DIGITS = 100;
const MIN_DIGITS = -330;

/** The number in an argument, null for null/empty, an error for anything else. */
export function numberArgument(value: unknown, fn: string, what: string): number | null {
  if (isEmpty(value)) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const number = numericValue(value);
  if (number === null) throw new FunctionError(`${fn}: ${what} must be a number, not ${describe(value)}`);
  return number;
}

function digitsArgument(value: unknown, fn: string): number {
  const digits = numberArgument(value, fn, 'the number of digits') ?? 0;
  return Math.min(MAX_DIGITS, Math.max(MIN_DIGITS, Math.trunc(digits)));
}

/** Rounds half away from zero to `digits` decimals; negative digits round to tens, hundreds... */
export function roundDecimal(x: number, digits: number): Decimal {
  const value = new Exact(x);
  if (digits >= 0) return value.toDecimalPlaces(digits);
  const scale = new Exact(10).pow(-digits);
  return value.div(scale).toDecimalPlaces(0).times(scale);
}

const POWERS = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * Rounding in binary gives the decimal answer unless the scaled value sits next to a half:
 * then (2.345 is stored as 2.34499999...) decimal.js decides. Integers up to 2^53 scale, and
 * divide by powers of ten up to 10^22, exactly, so the fast answer is the decimal one.
 */
function fastRound(x: number, places: number): number | undefined {
  const power = POWERS[Math.abs(places)];
  if (power === undefined) return undefined;
  const scaled = places >= 0 ? Math.abs(x) * power : Math.abs(x) / power;
  if (scaled >= 2 ** 52) return undefined;
  const fraction = scaled - Math.floor(scaled);
  if (Math.abs(fraction - 0.5) <= scaled * 1e-15 + 1e-9) return undefined;
  const whole = Math.sign(x) * Math.floor(scaled + 0.5);
  return places >= 0 ? whole / power : whole * power;
}

export const roundTo = eager(1, 2, ([x, digits]) => {
  const number = numberArgument(x, 'roundTo', 'the value');
  const places = digitsArgument(digits, 'roundTo');
  if (number === null) return null;
  if (Number.isInteger(number) && places >= 0) return finite(number);
  return finite(fastRound(number, places) ?? roundDecimal(number, places).toNumber());
});

// Past 17 figures a double has no more to give.
const MAX_FIGURES = 17;

/**
 * `roundSig(x, figures)`: rounds to `figures` significant figures (default 3), half away from
 * zero, at any magnitude: 143,668 → 144,000, 1,234,567 → 1,230,000, 0.012345 → 0.0123.
 */
export const roundSig = eager(1, 2, ([x, figuresValue]) => {
  const number = numberArgument(x, 'roundSig', 'the value');
  const figures = figuresArgument(figuresValue, 'roundSig');
  if (number === null) return null;
  return finite(new Exact(number).toSignificantDigits(figures).toNumber());
});

function figuresArgument(value: unknown, fn: string): number {
  const figures = numberArgument(value, fn, 'the number of figures') ?? 3;
  if (!Number.isInteger(figures) || figures < 1 || figures > MAX_FIGURES)
    throw new FunctionError(`${fn}: the number of figures must be a whole number from 1 to ${MAX_FIGURES}, not ${describe(value)}`);
  return figures;
}

/** "4123.46" → "4,123.46": commas between thousands of the whole part only. */
function groupThousands(fixed: string): string {
  const negative = fixed.startsWith('-');
  const body = negative ? fixed.slice(1) : fixed;
  const [whole = '', fraction] = body.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^[0.]*$/.test(body);
  return `${negative && !isZero ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

export const numberFormat = eager(1, 2, ([x, decimals]) => {
  const number = isEmpty(x) ? null : numericValue(x);
  // Twenty decimals is more than a double holds; the cap keeps the text finite.
  const places = Math.min(20, digitsArgument(decimals, 'numberFormat'));
  if (number === null) return '';
  return groupThousands(roundDecimal(number, places).toFixed(Math.max(0, places)));
});

/**
 * `numberFormatSig(x, figures)`: the text of x to `figures` significant figures (default 3), with
 * thousands separators and the zeros that are significant: 144,000; 12.0; 0.352; 1,230,000.
 */
export const numberFormatSig = eager(1, 2, ([x, figuresValue]) => {
  const number = isEmpty(x) ? null : numericValue(x);
  const figures = figuresArgument(figuresValue, 'numberFormatSig');
  if (number === null) return '';
  const rounded = new Exact(number).toSignificantDigits(figures);
  const exponent = rounded.isZero() ? 0 : rounded.e;
  return groupThousands(rounded.toFixed(Math.max(0, figures - 1 - exponent)));
});
