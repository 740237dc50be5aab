/**
 * Arithmetic on the decimals a lab writes. `4.06 - 4` is 0.06 and `(3.94 - 4) / 4 * 100` is
 * -1.5 exactly, so a value on a limit (C109's 1.5 % area rule) falls on the right side; in
 * binary they are 0.0599999999999996 and -1.5000000000000013. Decision 062.
 *
 * A number that is a short decimal (at most 15 significant digits, as typed or as an earlier
 * exact step gave it) is an integer over a power of ten. The operation is then done on the
 * integers, exactly, and the result is the double nearest the exact answer: one correctly
 * rounded division by a power of ten (or, for `/`, of the two exact integers). When the
 * integers would pass 2^53, decimal.js does it. A long number (`PI`, a quotient such as
 * 4117.4312...) is already an approximation: binary arithmetic is as good as any there.
 */
import { Decimal } from 'decimal.js';

const Exact = Decimal.clone({ precision: 40 });

// 10^0 to 10^22 are exact doubles: dividing an exact integer by one is correctly rounded.
const POWERS = Array.from({ length: 23 }, (_, i) => 10 ** i);
const MAX_PLACES = 15;
const MAX_DIGITS = 1e15;

/** The places after the point of `x` written as a short decimal, or -1 when it is not one. */
function places(x: number): number {
  if (Number.isInteger(x)) return Math.abs(x) < MAX_DIGITS ? 0 : -1;
  for (let p = 1; p <= MAX_PLACES; p += 1) {
    const power = POWERS[p] as number;
    const scaled = Math.round(x * power);
    if (Math.abs(scaled) >= MAX_DIGITS) return -1;
    if (scaled / power === x) return p;
  }
  return -1;
}

function isSafe(value: number): boolean {
  return Math.abs(value) <= Number.MAX_SAFE_INTEGER;
}

type Operator = '+' | '-' | '*' | '/';

function withDecimal(a: number, b: number, operator: Operator): number {
  const x = new Exact(a);
  const y = new Exact(b);
  const result = operator === '+' ? x.plus(y) : operator === '-' ? x.minus(y) : operator === '*' ? x.times(y) : x.div(y);
  return result.toNumber();
}

/**
 * `a operator b` with the decimal answer; `b` is not 0 for a division.
 *
 * @example
 * exact(4.06, 4, '-') // 0.06 (binary: 0.05999999999999961)
 * exact(0.1, 0.2, '+') // 0.3
 */
export function exact(a: number, b: number, operator: Operator): number {
  const binary = operator === '+' ? a + b : operator === '-' ? a - b : operator === '*' ? a * b : a / b;
  const pa = places(a);
  if (pa < 0) return binary;
  const pb = places(b);
  if (pb < 0 || (pa === 0 && pb === 0 && operator !== '/' && isSafe(binary))) return binary;
  const ia = Math.round(a * (POWERS[pa] as number));
  const ib = Math.round(b * (POWERS[pb] as number));
  if (operator === '+' || operator === '-') {
    const p = Math.max(pa, pb);
    const left = ia * (POWERS[p - pa] as number);
    const right = ib * (POWERS[p - pb] as number);
    const sum = operator === '+' ? left + right : left - right;
    return isSafe(left) && isSafe(right) && isSafe(sum) ? sum / (POWERS[p] as number) : withDecimal(a, b, operator);
  }
  if (operator === '*') {
    const product = ia * ib;
    return isSafe(product) && pa + pb < POWERS.length ? product / (POWERS[pa + pb] as number) : withDecimal(a, b, operator);
  }
  // a / b = (ia / 10^pa) / (ib / 10^pb): scale the one with fewer places up to the other.
  const numerator = pb >= pa ? ia * (POWERS[pb - pa] as number) : ia;
  const denominator = pb >= pa ? ib : ib * (POWERS[pa - pb] as number);
  return isSafe(numerator) && isSafe(denominator) ? numerator / denominator : withDecimal(a, b, operator);
}
