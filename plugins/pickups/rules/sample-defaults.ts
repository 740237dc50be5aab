import { Decimal } from 'decimal.js';
import { addDays } from '../../../core/dates.ts';

/** The phrase a min psi field may hold instead of a number: results are reported, never judged. */
export const FOR_INFORMATION_ONLY = 'For Information Only';

/**
 * A sample set's default max psi: min psi plus min psi × maxPsiPct / 100, with a factor of 1
 * (so twice the min psi) when the sample type has no maxPsiPct.
 * @example defaultMaxPsi(4000, 50) // 6000
 */
export function defaultMaxPsi(minPsi: number, maxPsiPct: number | null | undefined): number {
  const factor = maxPsiPct === null || maxPsiPct === undefined ? new Decimal(1) : new Decimal(maxPsiPct).div(100);
  return new Decimal(minPsi).plus(new Decimal(minPsi).times(factor)).toNumber();
}

export interface RateSources {
  /** The customer's negotiated rate for the sample type. */
  customerRate?: string | number | null;
  /** The rate typed on the sample set. */
  sampleRate?: string | number | null;
  /** The sample type's default rate. */
  typeDefaultRate?: string | number | null;
  /** 'Override Default Rate?': the rate typed on the sample set wins. */
  overrideDefaultRate?: boolean;
}

const present = (value: string | number | null | undefined): value is string | number =>
  value !== null && value !== undefined && value !== '';

/**
 * The rate a sample set is billed at, as a decimal string with cents: with the override on, the
 * sample's own rate; otherwise the customer's rate for the type, else the sample's own, else the
 * type's default; null when none is known.
 */
export function sampleRate({ customerRate, sampleRate: own, typeDefaultRate, overrideDefaultRate }: RateSources): string | null {
  const chosen = overrideDefaultRate && present(own) ? own : [customerRate, own, typeDefaultRate].find(present);
  return chosen === undefined ? null : new Decimal(chosen).toFixed(2);
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
