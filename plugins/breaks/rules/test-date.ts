import { toDisplayDate } from '../../../shared/dates.ts';

/** The field messages of a test date the server (and the form, before it sends) refuses. */
export const TEST_DATE_MESSAGE = {
  beforeCast: (castDate: string) => `The test date cannot be before the cast date (${toDisplayDate(castDate)})`,
  future: 'The test date cannot be after today',
} as const;

/**
 * The Test Date a break starts with: the specimen's scheduled test date (its stored one, else
 * cast date + its test type's dateVariance, which the caller works out), never after today (a
 * specimen broken before its date was broken today); today when it has none. Leaving it at
 * today would make a late break of a 28-day cylinder read as younger than it is, and a break
 * on its cast date read as age 0 (issue 25).
 * @example startingTestDate('2026-11-20', '2026-11-24') // '2026-11-20': an overdue specimen, broken on its date
 * @example startingTestDate('2026-12-18', '2026-11-24') // '2026-11-24': an early break
 */
export function startingTestDate(scheduled: string | null, today: string): string {
  return scheduled !== null && scheduled <= today ? scheduled : today;
}

/**
 * Why a test date cannot be right, or undefined: before the cast date (an age below 0) or after
 * today (a break not yet made). Dates are YYYY-MM-DD, so text order is date order.
 * @example testDateError('2026-12-25', '2026-11-01', '2026-11-27') // 'The test date cannot be after today'
 */
export function testDateError(testDate: string, castDate: string | null, today: string): string | undefined {
  if (testDate > today) return TEST_DATE_MESSAGE.future;
  if (castDate !== null && testDate < castDate) return TEST_DATE_MESSAGE.beforeCast(castDate);
  return undefined;
}
