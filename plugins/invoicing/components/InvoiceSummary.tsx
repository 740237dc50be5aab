import type { ReactNode } from 'react';
import { toDisplayDate } from '../../../core/dates.ts';
import type { Invoice } from '../present.ts';

const dollars = (value: number) => `$${value.toFixed(2)}`;

/**
 * An invoice's header: number, customer, dates and money, and its pickup: a link to the
 * pickup's page for staff (`pickupBase`), the pickup number as plain text for a customer.
 */
export function InvoiceSummary({ invoice, pickupBase }: { invoice: Invoice; pickupBase: string | null }) {
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
    ['Total', dollars(invoice.totalAmt)],
    ['Late Fee', dollars(invoice.lateFee)],
    ['Payments', dollars(invoice.paymentsReceived)],
    ['Balance', dollars(invoice.balance)],
  ];
  return (
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
  );
}
