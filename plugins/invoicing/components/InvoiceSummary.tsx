import type { ReactNode } from 'react';
import { dateInZone, toDisplayDate } from '../../../shared/dates.ts';
import { creditNoteNumber, type Invoice } from '../present.ts';
import { formatMoney } from '../../../shared/format.ts';

/**
 * A void invoice's notice: when it was voided and the credit notes issued for the money received;
 * staff also read who voided it and why (the lab's own words, not the customer's business).
 */
function VoidNotice({ invoice, staff, timeZone }: { invoice: Invoice; staff: boolean; timeZone: string }) {
  const voided = invoice.voided;
  if (!voided) return null;
  return (
    <div role="status" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900" data-field="Void">
      <p className="font-semibold">
        VOID since {toDisplayDate(dateInZone(new Date(voided.at), timeZone))}: nothing is owed on this invoice.
        {staff && ` Voided by ${voided.by ?? 'a former user'}: ${voided.reason}`}
      </p>
      {invoice.creditNotes.map((note) => (
        <p key={note.id} data-field="Credit note">
          Credit note {creditNoteNumber(note.creditNum)}: {formatMoney(note.amount)} received on it is credited to the customer's account.
        </p>
      ))}
    </div>
  );
}

/**
 * An invoice's header: number, customer, dates and money, and its pickup: a link to the
 * pickup's page for staff (`pickupBase`), the pickup number as plain text for a customer.
 */
export function InvoiceSummary({
  invoice,
  pickupBase,
  staff,
  timeZone,
}: {
  invoice: Invoice;
  pickupBase: string | null;
  staff: boolean;
  timeZone: string;
}) {
  const pickup = invoice.Pickup;
  const pickupCell: ReactNode = !pickup ? (
    'None'
  ) : pickupBase ? (
    <a className="link" href={`${pickupBase}/${pickup.id}`}>
      {pickup.pickupNumber}
    </a>
  ) : (
    <span>{pickup.pickupNumber}</span>
  );
  const facts: Array<[string, ReactNode]> = [
    ['Customer', invoice.Customer?.companyName ?? ''],
    ['Invoice Date', toDisplayDate(invoice.invoiceDate)],
    ['Due Date', toDisplayDate(invoice.dueDate)],
    ['Terms', invoice.Customer?.NetTerm?.term ?? ''],
    ['Pickup', pickupCell],
    ['Total', formatMoney(invoice.totalAmt)],
    ['Late Fee', formatMoney(invoice.lateFee)],
    ['Payments', formatMoney(invoice.paymentsReceived)],
    ['Balance', formatMoney(invoice.balance)],
  ];
  return (
    <div className="space-y-3">
      <VoidNotice invoice={invoice} staff={staff} timeZone={timeZone} />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900" data-field={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
