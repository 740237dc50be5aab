import { toDisplayDate } from '../../shared/dates.ts';
import { creditNoteNumber, type Invoice } from './present.ts';
import { formatMoney } from '../../shared/format.ts';

/** Which invoice mail: generated, changed, sent again by the office, a reminder, or voided. */
export type InvoiceMailKind = 'created' | 'updated' | 'sent' | 'reminder' | 'voided';

const SUBJECTS: Record<InvoiceMailKind, (num: number) => string> = {
  created: (num) => `Invoice ${num}`,
  updated: (num) => `Updated invoice ${num}`,
  sent: (num) => `Invoice ${num}`,
  reminder: (num) => `Reminder: invoice ${num} is past due`,
  voided: (num) => `Invoice ${num} is void`,
};

export function invoiceMailSubject(kind: InvoiceMailKind, invoice: Invoice): string {
  return SUBJECTS[kind](invoice.invoiceNum);
}

/** What the mail says of the invoice, by kind; a void one says what became of the money received. */
function InvoiceText({ kind, invoice, amount }: { kind: InvoiceMailKind; invoice: Invoice; amount: string }) {
  const due = toDisplayDate(invoice.dueDate);
  switch (kind) {
    case 'reminder':
      return (
        <p>
          Invoice {invoice.invoiceNum} was due on {due} and has a balance of {amount}. Please arrange payment at your earliest convenience.
        </p>
      );
    case 'voided':
      return (
        <>
          <p>Invoice {invoice.invoiceNum} has been voided: nothing is owed on it. The void invoice is attached for your records.</p>
          {invoice.creditNotes.map((note) => (
            <p key={note.id}>
              The {formatMoney(note.amount)} received on it is credited to your account as credit note {creditNoteNumber(note.creditNum)}.
            </p>
          ))}
        </>
      );
    case 'updated':
      return (
        <p>
          Invoice {invoice.invoiceNum} has been updated; the current version is attached. Balance due: {amount}, due on {due}.
        </p>
      );
    default:
      return (
        <p>
          Please find attached invoice {invoice.invoiceNum}. Balance due: {amount}, due on {due}.
        </p>
      );
  }
}

/** An invoice mail, with the link to the invoice on the portal (the customer's own page). */
export function InvoiceMail({ kind, invoice, link }: { kind: InvoiceMailKind; invoice: Invoice; link: string }) {
  return (
    <>
      <p>Dear {invoice.Customer?.companyName ?? 'customer'},</p>
      <InvoiceText kind={kind} invoice={invoice} amount={formatMoney(invoice.balance)} />
      <p>
        You can also see it on the portal: <a href={link}>{link}</a>
      </p>
      <p>Thank you for your business.</p>
    </>
  );
}
