import { addDays } from '../../../shared/dates.ts';

export type InvoiceFrequency = 'Daily' | 'Weekly' | 'Monthly' | 'Manual';

/** The due date: the invoice date plus the customer's net-terms days. */
export function dueDate(invoiceDate: string, netTermDays: number): string {
  return addDays(invoiceDate, netTermDays);
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The Saturday ending the week (Sunday to Saturday) of a date. */
export function endOfWeek(date: string): string {
  return addDays(date, 6 - weekday(date));
}

/** The last day of the month of a date. */
export function endOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0));
  return last.toISOString().slice(0, 10);
}

/**
 * When a received pickup is due to be invoiced, by the customer's invoice frequency: Weekly,
 * the end of the week of the pickup date + 4 days; Daily, the receive date + 1 day; Monthly,
 * the end of the month of the receive date + 4 days; Manual, never (invoiced by hand).
 * @example expectedInvoiceDate('Weekly', { pickupDate: '2026-11-18', receiveDate: '2026-11-19' }) // '2026-11-25'
 */
export function expectedInvoiceDate(frequency: InvoiceFrequency, pickup: { pickupDate: string; receiveDate: string }): string | null {
  switch (frequency) {
    case 'Weekly':
      return addDays(endOfWeek(pickup.pickupDate), 4);
    case 'Daily':
      return addDays(pickup.receiveDate, 1);
    case 'Monthly':
      return addDays(endOfMonth(pickup.receiveDate), 4);
    case 'Manual':
      return null;
  }
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Whether a received pickup is due for the daily invoicing today: never while its customer is
 * on Manual; otherwise once its expected invoice date has come: the date stored on receipt
 * (`stored`), else the one the customer's frequency gives now (a pickup received under Manual,
 * or before dates were stored). The pickup date is the actual one, else the scheduled.
 * @example dueForInvoicing('Daily', { actualPickupDate: null, schedPickupDate: '2026-11-20', receiveDate: '2026-11-20' }, '2026-11-21', '2026-11-25') // false
 */
export function dueForInvoicing(
  frequency: InvoiceFrequency,
  pickup: { actualPickupDate: string | null; schedPickupDate: string; receiveDate: string | null },
  today: string,
  stored?: string | null,
): boolean {
  if (frequency === 'Manual') return false;
  const receiveDate = pickup.receiveDate ?? today;
  const expected = stored ?? expectedInvoiceDate(frequency, { pickupDate: pickup.actualPickupDate ?? pickup.schedPickupDate, receiveDate });
  return expected !== null && expected <= today;
}
