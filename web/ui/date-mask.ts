import { fromDisplayDate } from '../../shared/dates.ts';

/** What a date field says of a partial or impossible date (the specification's words). */
export const INVALID_DATE_FORMAT = 'Invalid Date Format';

/**
 * What a date field shows for what was typed: the seeds' mask MM/DD/YYYY. Digits fill the month,
 * the day and the year in turn and the slashes come by themselves; a slash typed after a
 * one-digit month or day moves on (`1/5/2026`, made whole by `completeDate`); anything else is
 * dropped, and nothing past the year's fourth digit is kept.
 * @example maskDate('11272026') // '11/27/2026'
 */
export function maskDate(typed: string): string {
  const parts = ['', '', ''];
  const widths = [2, 2, 4];
  let part = 0;
  for (const char of typed) {
    if (char === '/') {
      if (part < 2 && parts[part]!.length > 0) part += 1;
      continue;
    }
    if (!/\d/.test(char)) continue;
    if (parts[part]!.length === widths[part]) {
      if (part === 2) break;
      part += 1;
    }
    parts[part] += char;
  }
  return parts.slice(0, part + 1).join('/');
}

/**
 * A typed date made whole once the field is left: a one-digit month or day gets its zero.
 * @example completeDate('1/5/2026') // '01/05/2026'
 */
export function completeDate(text: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return match ? `${match[1]!.padStart(2, '0')}/${match[2]!.padStart(2, '0')}/${match[3]}` : text;
}

/**
 * The message of a typed date: none when empty or a real date, 'Invalid Date Format' when
 * partial (`11/27/20`) or impossible (`02/30/2026`).
 */
export function dateMessage(text: string): string | undefined {
  return text === '' || fromDisplayDate(text) !== null ? undefined : INVALID_DATE_FORMAT;
}
