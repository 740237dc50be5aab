import { toDisplayDate } from '../../core/dates.ts';
import type { Invoice } from './present.ts';

/** Which invoice mail: generated, changed, sent again by the office, or a reminder. */
export type InvoiceMailKind = 'created' | 'updated' | 'sent' | 'reminder';

const SUBJECTS: Record<InvoiceMailKind, (num: number) => string> = {
  created: (num) => `Invoice ${num}`,
  updated: (num) => `Updated invoice ${num}`,
  sent: (num) => `Invoice ${num}`,
  reminder: (num) => `Reminder: invoice ${num} is past due`,
};

export function invoiceMailSubject(kind: InvoiceMailKind, invoice: Invoice): string {
  return SUBJECTS[kind](invoice.invoiceNum);
}

export function InvoiceMail({ kind, invoice }: { kind: InvoiceMailKind; invoice: Invoice }) {
  const amount = `$${invoice.balance.toFixed(2)}`;
  return (
    <>
      <p>Dear {invoice.Customer?.companyName ?? 'customer'},</p>
      {kind === 'reminder' ? (
        <p>
          Invoice {invoice.invoiceNum} was due on {toDisplayDate(invoice.dueDate)} and has a balance of {amount}. Please arrange payment at
          your earliest convenience.
        </p>
      ) : (
        <p>
          {kind === 'updated' ? 'Invoice' : 'Please find attached invoice'} {invoice.invoiceNum}
          {kind === 'updated' ? ' has been updated; the current version is attached.' : '.'} Balance due: {amount}, due on{' '}
          {toDisplayDate(invoice.dueDate)}.
        </p>
      )}
      <p>Thank you for your business.</p>
    </>
  );
}
