/**
 * Reading dates for `dateDiff` and `dateFormat`. Accepted: ISO dates and date-times
 * ("2024-03-01", "2024-03-01T14:30", "2024-03-01T14:30:00-05:00"), US dates ("03/01/2024")
 * and Date objects (read in UTC). Anything else, including 2023-02-30, is not a date.
 */

export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** The instant, in ms; wall-clock times without an offset are taken as UTC so differences stay exact. */
  epoch: number;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] ?? 0);
}

function offsetMinutes(zone: string | undefined): number {
  if (zone === undefined || zone.toUpperCase() === 'Z') return 0;
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  return sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
}

// Called once per date read, so it takes plain numbers rather than building an array.
function build(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millisecond: number,
  zone?: string,
): DateParts | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  const epoch = wallClock - offsetMinutes(zone) * 60_000;
  return { year, month, day, hour, minute, second, millisecond, epoch };
}

function fromDate(date: Date): DateParts | null {
  const epoch = date.getTime();
  if (Number.isNaN(epoch)) return null;
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    millisecond: date.getUTCMilliseconds(),
    epoch,
  };
}

/** The parts of a date, or null when the value is not a valid date. */
export function parseDate(value: unknown): DateParts | null {
  if (value instanceof Date) return fromDate(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = ISO.exec(text);
  if (iso !== null) {
    const [, year, month, day, hour, minute, second, fraction, zone] = iso;
    const millisecond = fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000);
    return build(Number(year), Number(month), Number(day), Number(hour ?? 0), Number(minute ?? 0), Number(second ?? 0), millisecond, zone);
  }
  const us = US.exec(text);
  if (us !== null) {
    const [, month, day, year] = us;
    return build(Number(year), Number(month), Number(day), 0, 0, 0, 0);
  }
  return null;
}
