/**
 * How the portal writes numbers and times people read: money, concrete strength, percentages
 * and instants. Tables, forms, PDFs, mails and exports all go through these, so a value reads
 * the same everywhere ($24.50, 3,980 psi, 75%, 11/24/2026 12:20 PM), never as the raw value
 * (24.5, 3980.00, 2026-11-24T20:20:00Z).
 */

const CURRENCY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A number from what the database or a form gives (numeric columns arrive as text). */
function numberOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * Dollars as currency, with cents and thousands separators; empty for no value.
 * @example formatMoney(24.5) // '$24.50'
 * @example formatMoney('1234.5') // '$1,234.50'
 */
export function formatMoney(dollars: number | string | null | undefined): string {
  const number = numberOf(dollars);
  return number === null ? '' : CURRENCY.format(number);
}

/** Cents (statements keep integer cents) as currency. */
export function formatCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : CURRENCY.format(cents / 100);
}

/**
 * A strength as whole psi with a thousands separator and its unit; empty for no value.
 * @example formatStrength(3980) // '3,980 psi'
 */
export function formatStrength(psi: number | string | null | undefined): string {
  const number = numberOf(psi);
  return number === null ? '' : `${formatPsi(number)} psi`;
}

/** The whole-psi number without its unit, for a column whose heading names it ("Strength (psi)"). */
export function formatPsi(psi: number | string | null | undefined): string {
  const number = numberOf(psi);
  // `+ 0` turns the -0 that rounding -0.4 gives into 0.
  return number === null ? '' : WHOLE.format(Math.round(number) + 0);
}

/**
 * A percentage with its % sign, to one decimal at most; empty for no value.
 * @example formatPercent(75) // '75%'
 * @example formatPercent(-2.25) // '-2.3%'
 */
export function formatPercent(percent: number | string | null | undefined): string {
  const number = numberOf(percent);
  return number === null ? '' : `${PERCENT.format(number)}%`;
}

/** A number in the way a table column declares it (`format` of a table field); as it is without one. */
export function formatNumber(value: number | string | null | undefined, format?: 'money' | 'strength' | 'percent'): string {
  if (format === 'money') return formatMoney(value);
  if (format === 'strength') return formatStrength(value);
  if (format === 'percent') return formatPercent(value);
  return value === null || value === undefined ? '' : String(value);
}

/**
 * An instant as a person in the lab reads it: MM/DD/YYYY h:mm AM/PM in the lab's time zone
 * (`labTimeZone`), whatever the server's or the browser's zone (issue 27: a history showed
 * 8:20 PM, UTC, for a 12:20 PM break).
 * @example formatLabDateTime('2026-11-24T20:20:00Z', 'America/Los_Angeles') // '11/24/2026 12:20 PM'
 */
export function formatLabDateTime(instant: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')} ${Number(part('hour'))}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}
