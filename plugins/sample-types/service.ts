/** The lab's rules about sample types and test types, as pure functions other plugins call. */

interface Sortable {
  nonSpecimen: boolean;
  description: string;
}

/**
 * List order: specimen types first, non-specimen types (trips, field visits) after them,
 * each group by description.
 */
export function compareSampleTypes(a: Sortable, b: Sortable): number {
  return Number(a.nonSpecimen) - Number(b.nonSpecimen) || a.description.localeCompare(b.description, 'en', { numeric: true, sensitivity: 'base' });
}

/**
 * The max psi a new sample set starts with: min psi plus min psi times the type's Max PSI %
 * over 100; a type without one uses a factor of 1 (twice the min psi).
 * @example defaultMaxPsi(4000, 50) // 6000
 * @example defaultMaxPsi(4000, null) // 8000
 */
export function defaultMaxPsi(minPsi: number, maxPsiPct: number | null): number {
  const factor = maxPsiPct === null ? 1 : maxPsiPct / 100;
  return Math.round((minPsi + minPsi * factor) * 100) / 100;
}

/**
 * A specimen's default test date: the cast date plus the test type's days. A variance of 0
 * (a hold) gives no default.
 * @example defaultTestDate('2026-01-30', 28) // '2026-02-27'
 */
export function defaultTestDate(castDate: string, dateVariance: number): string | null {
  if (dateVariance <= 0) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(castDate);
  if (!match) return null;
  // Calendar arithmetic in UTC: a date has no time of day, so no daylight-saving shift can move it.
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + dateVariance));
  return date.toISOString().slice(0, 10);
}
