import { dueDate as netTermsDueDate } from './dates.ts';

export const DUE_BEFORE_INVOICE = 'The due date cannot be before the invoice date';

/** An invoice's dates and whether its due date was typed by hand. */
export interface InvoiceDates {
  invoiceDate: string;
  dueDate: string;
  dueDateByHand: boolean;
}

/**
 * The dates of an invoice created by hand: a due date left empty comes from the customer's net
 * terms and the invoice date; one typed is kept as typed.
 * @example datesOnCreate('2026-11-24', null, 30) // { invoiceDate: '2026-11-24', dueDate: '2026-12-24', dueDateByHand: false }
 */
export function datesOnCreate(invoiceDate: string, dueDate: string | null | undefined, netTermDays: number): InvoiceDates {
  return dueDate
    ? { invoiceDate, dueDate, dueDateByHand: true }
    : { invoiceDate, dueDate: netTermsDueDate(invoiceDate, netTermDays), dueDateByHand: false };
}

/**
 * The dates after an edit. A due date typed is kept as typed; one emptied (null or '') comes
 * from the net terms again; one not sent stays, except that a due date that came from the net
 * terms moves with a new invoice date (to the new date plus the terms).
 * @example datesOnUpdate({ invoiceDate: '2026-11-24', dueDate: '2026-12-24', dueDateByHand: false }, { invoiceDate: '2026-12-01' }, 30)
 *   // { invoiceDate: '2026-12-01', dueDate: '2026-12-31', dueDateByHand: false }
 */
export function datesOnUpdate(
  current: InvoiceDates,
  change: { invoiceDate?: string | undefined; dueDate?: string | null | undefined },
  netTermDays: number,
): InvoiceDates {
  const invoiceDate = change.invoiceDate ?? current.invoiceDate;
  if (change.dueDate) return { invoiceDate, dueDate: change.dueDate, dueDateByHand: true };
  const fromTerms = { invoiceDate, dueDate: netTermsDueDate(invoiceDate, netTermDays), dueDateByHand: false };
  if (change.dueDate !== undefined) return fromTerms;
  // An edit that leaves the dates alone (rows, notes) leaves the due date too, whatever the terms are now.
  if (!current.dueDateByHand && invoiceDate !== current.invoiceDate) return fromTerms;
  return { invoiceDate, dueDate: current.dueDate, dueDateByHand: current.dueDateByHand };
}

/** Why these dates cannot be kept (a field message for `dueDate`), or null. */
export function datesProblem(dates: Pick<InvoiceDates, 'invoiceDate' | 'dueDate'>): string | null {
  return dates.dueDate < dates.invoiceDate ? DUE_BEFORE_INVOICE : null;
}
