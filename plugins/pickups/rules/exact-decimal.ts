/**
 * Numbers as exact decimals (an integer count of 10^-scale), for rules the browser runs too:
 * decimal.js (12.6 KB gzipped) stays on the server. A number is read as JavaScript writes it,
 * its shortest form, as decimal.js reads it: 12.5 is 125 × 10^-1.
 */
export interface ExactDecimal {
  units: bigint;
  scale: number;
}

/** A finite number as an exact decimal: `exactDecimal(12.5)` is `{ units: 125n, scale: 1 }`. */
export function exactDecimal(value: number): ExactDecimal {
  const [mantissa = '', exponent = '0'] = value.toString().toLowerCase().split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  const units = BigInt(whole + fraction);
  return scale < 0 ? { units: units * 10n ** BigInt(-scale), scale: 0 } : { units, scale };
}

/** The number nearest an exact decimal, as `Number()` reads its decimal text. */
export function toNumber({ units, scale }: ExactDecimal): number {
  return Number(`${units}e-${scale}`);
}
