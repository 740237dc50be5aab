/**
 * Dates as the lab speaks them. "Today" and every date rule use the lab's time zone
 * (`labTimeZone`), never the server's. A date is a `YYYY-MM-DD` string; screens show `MM/DD/YYYY`.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** One formatter per time zone: making one costs far more than using it, and the dashboard asks for today on every request. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format)
    dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format;
}

/** The calendar date of an instant in a time zone. */
export function dateInZone(instant: Date, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today in the lab's time zone. */
export function labToday(timeZone: string, now = new Date()): string {
  return dateInZone(now, timeZone);
}

/** The years a lab's dates fall in; outside them a date is a typing mistake (0000-01-01, 20226-01-01). */
export const DATE_YEARS = { first: 1900, last: 2100 } as const;

/** Whether a string is a real calendar date in `YYYY-MM-DD` (not 2026-02-30), in the years of `DATE_YEARS`. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < DATE_YEARS.first || year > DATE_YEARS.last) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * Adds whole days to a date; calendar arithmetic, so daylight-saving changes never shift it.
 * @example addDays('2026-10-01', 28) // '2026-10-29'
 */
export function addDays(date: string, days: number): string {
  if (!isIsoDate(date)) throw new RangeError(`Not a date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` → `MM/DD/YYYY`, as screens and tables show dates; anything else → ''. */
export function toDisplayDate(date: string | null | undefined): string {
  const match = date ? ISO_DATE.exec(date) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** `MM/DD/YYYY` → `YYYY-MM-DD`, or null when it is not a real date ('Invalid Date Format'). */
export function fromDisplayDate(text: string): string | null {
  const match = US_DATE.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[1]}-${match[2]}`;
  return isIsoDate(iso) ? iso : null;
}
