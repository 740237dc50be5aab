import { addDays } from '../../../shared/dates.ts';
import { exactDecimal, toNumber } from './exact-decimal.ts';

/** The phrase a min psi field may hold instead of a number: results are reported, never judged. */
export const FOR_INFORMATION_ONLY = 'For Information Only';

/**
 * A sample set's default max psi: min psi plus min psi × maxPsiPct / 100, with a factor of 1
 * (so twice the min psi) when the sample type has no maxPsiPct.
 * @example defaultMaxPsi(4000, 50) // 6000
 */
export function defaultMaxPsi(minPsi: number, maxPsiPct: number | null | undefined): number {
  // Doubling is exact in floating point; a percentage is worked in exact decimals (12.5 % of 3333 is 416.625).
  if (maxPsiPct === null || maxPsiPct === undefined) return minPsi * 2;
  if (!Number.isFinite(minPsi) || !Number.isFinite(maxPsiPct)) return minPsi + (minPsi * maxPsiPct) / 100;
  const min = exactDecimal(minPsi);
  const pct = exactDecimal(maxPsiPct);
  // min + min × pct / 100, over the common power of ten 10^(min.scale + pct.scale + 2).
  const units = min.units * 10n ** BigInt(pct.scale + 2) + min.units * pct.units;
  return toNumber({ units, scale: min.scale + pct.scale + 2 });
}

/** A specimen's default test date: cast date + the test type's dateVariance days; none for 0 or no cast date. */
export function defaultTestDate(castDate: string | null | undefined, dateVariance: number | null | undefined): string | null {
  if (!castDate || !dateVariance) return null;
  return addDays(castDate, dateVariance);
}

/** Sample sets are numbered `{pickupNumber}.{n}`, specimens `{sampleNum}.{n}`. */
export function childNumber(parent: string | number, n: number): string {
  return `${parent}.${n}`;
}

export interface ParsedMinPsi {
  minPsi: number | null;
  forInformationOnly: boolean;
}

/**
 * Reads the min psi field: a non-negative number, the phrase 'For Information Only' (any case),
 * or empty. Answers null for anything else, which the form shows as 'Invalid number'.
 */
export function parseMinPsi(value: string | number | null | undefined): ParsedMinPsi | null {
  if (value === null || value === undefined || value === '') return { minPsi: null, forInformationOnly: false };
  if (typeof value === 'string' && value.trim().toLowerCase() === FOR_INFORMATION_ONLY.toLowerCase()) {
    return { minPsi: null, forInformationOnly: true };
  }
  const number = typeof value === 'number' ? value : Number(value.trim().replace(/,/g, ''));
  return Number.isFinite(number) && number >= 0 ? { minPsi: number, forInformationOnly: false } : null;
}
