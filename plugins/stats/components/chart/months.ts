const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * Every month (YYYY-MM) from the month of `start` to the month of `end`, both included: a series'
 * x axis, so that a month without rows still shows, as zero.
 * @example monthsBetween('2025-12-01', '2026-02-14') // ['2025-12', '2026-01', '2026-02']
 */
export function monthsBetween(start: string, end: string): string[] {
  const index = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  const months: string[] = [];
  for (let at = index(start); at <= index(end); at++) months.push(`${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`);
  return months;
}

/** A month under a bar: `Mar`. */
export const shortMonth = (month: string) => SHORT[Number(month.slice(5, 7)) - 1] ?? month;

/** A month in a table: `Mar 2026`. */
export const longMonth = (month: string) => `${shortMonth(month)} ${month.slice(0, 4)}`;
