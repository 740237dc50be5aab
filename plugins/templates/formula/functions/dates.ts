/**
 * `dateDiff`, `dateFormat` and `latestDate`. An invalid or empty date gives null in dateDiff and
 * latestDate, 'NR' in dateFormat.
 */
import { FunctionError } from '../errors.ts';
import { describe, isEmpty } from '../values.ts';
import { parseDate } from './date-parse.ts';
import type { DateParts } from './date-parse.ts';
import { eager } from './types.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FIXED_UNITS: Record<string, number> = { hours: HOUR, days: DAY, weeks: 7 * DAY };
const UNITS = 'days, weeks, months, years or hours';

function unitArgument(value: unknown): string {
  if (isEmpty(value)) return 'days';
  const unit = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const plural = unit.endsWith('s') ? unit : `${unit}s`;
  if (Object.hasOwn(FIXED_UNITS, plural) || plural === 'months' || plural === 'years') return plural;
  throw new FunctionError(`dateDiff: the unit must be one of ${UNITS}, not ${describe(value)}`);
}

/** Time within the month, so that Jan 31 → Feb 28 is not yet a whole month. */
function withinMonth(parts: Date): number {
  return parts.getTime() - Date.UTC(parts.getUTCFullYear(), parts.getUTCMonth(), 1);
}

function wholeMonths(from: DateParts, to: DateParts): number {
  const a = new Date(from.epoch);
  const b = new Date(to.epoch);
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  if (months > 0 && withinMonth(b) < withinMonth(a)) months -= 1;
  if (months < 0 && withinMonth(b) > withinMonth(a)) months += 1;
  return months;
}

/** `dateDiff(a, b, unit)`: b minus a in whole units, truncated toward zero. */
export const dateDiff = eager(2, 3, ([a, b, unitValue]) => {
  const unit = unitArgument(unitValue);
  const from = parseDate(a);
  const to = parseDate(b);
  if (from === null || to === null) return null;
  const fixed = FIXED_UNITS[unit];
  const whole = fixed !== undefined ? Math.trunc((to.epoch - from.epoch) / fixed) : wholeMonths(from, to);
  const result = unit === 'years' ? Math.trunc(whole / 12) : whole;
  return result === 0 ? 0 : result;
});

const TOKENS = /\[([^\]]*)]|YYYY|MM|DD|hh|mm|M|D|h|A/g;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function formatToken(token: string, literal: string | undefined, parts: DateParts): string {
  if (literal !== undefined) return literal;
  const hour12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  switch (token) {
    case 'YYYY':
      return String(parts.year).padStart(4, '0');
    case 'MM':
      return pad(parts.month);
    case 'DD':
      return pad(parts.day);
    case 'M':
      return String(parts.month);
    case 'D':
      return String(parts.day);
    case 'hh':
      return pad(hour12);
    case 'h':
      return String(hour12);
    case 'mm':
      return pad(parts.minute);
    default:
      return parts.hour < 12 ? 'AM' : 'PM';
  }
}

/** `dateFormat(date, pattern)`: tokens YYYY MM DD M D hh h mm A; text in [brackets] is kept. */
export const dateFormat = eager(1, 2, ([date, pattern]) => {
  if (!isEmpty(pattern) && typeof pattern !== 'string') {
    throw new FunctionError(`dateFormat: the pattern must be text such as "MM/DD/YYYY", not ${describe(pattern)}`);
  }
  const parts = parseDate(date);
  if (parts === null) return 'NR';
  const layout = typeof pattern === 'string' && pattern !== '' ? pattern : 'MM/DD/YYYY';
  return layout.replace(TOKENS, (token: string, literal: string | undefined) => formatToken(token, literal, parts));
});

/**
 * `latestDate(dates...)`: the latest of the dates among its arguments (lists flattened), as it was
 * given; values that are not dates are skipped; null when there is none. Unlike lastValue, the
 * order of the list does not matter.
 */
export const latestDate = eager(1, Infinity, (args) => {
  let latest: unknown = null;
  let latestEpoch = -Infinity;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    const epoch = parseDate(value)?.epoch;
    if (epoch !== undefined && epoch > latestEpoch) {
      latest = value;
      latestEpoch = epoch;
    }
  };
  args.forEach(visit);
  return latest;
});
