import { reminderLabel } from './constants.ts';
import type { SampleTypeOption } from './sample-types.ts';
import type { Customer } from './rules.ts';
import { formatMoney } from '../../shared/format.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-sm">{value || '—'}</dd>
    </div>
  );
}

/**
 * A customer as customer-service sees it: the admin customer form is an admin screen (§6), so
 * the rest of the office reads the company, its contact, billing, invoicing and rates here.
 */
export function CustomerSummary({ customer, sampleTypes }: { customer: Customer; sampleTypes: readonly SampleTypeOption[] }) {
  const typeName = (id: number) => sampleTypes.find((type) => type.id === id)?.description ?? `Sample type ${id}`;
  const billing = [
    customer.billingAddress1,
    customer.billingAddress2,
    `${customer.billingCity}, ${customer.billingState} ${customer.billingZip}`,
  ];
  return (
    <section aria-label="Customer" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Field label="Status" value={customer.status} />
        <Field label="Short name" value={customer.shortName} />
        <Field label="Company phone" value={customer.companyPhone} />
        <Field label="Contact" value={`${customer.contactFirstName} ${customer.contactLastName}`} />
        <Field label="Billing email" value={customer.contactEmail} />
        <Field label="Contact phone" value={[customer.contactPhone, customer.contactPhone2].filter(Boolean).join(', ')} />
        <Field label="Billing address" value={billing.filter(Boolean).join('\n')} />
        <Field label="Report email" value={customer.reportEmail} />
        <Field label="License" value={customer.companyLicense} />
        <Field label="Net terms" value={customer.netTerms?.term} />
        <Field label="Invoice frequency" value={customer.invoiceFrequency} />
        <Field label="Invoice reminder" value={reminderLabel(customer.invoiceReminder)} />
        <Field label="Send invoices" value={yesNo(customer.sendInvoices)} />
        <Field label="Send statements" value={yesNo(customer.sendStatements)} />
        <Field label="Send reports" value={yesNo(customer.sendReports)} />
      </dl>
      {customer.sampleRates.length > 0 && (
        <table className="mt-6 w-full text-left text-sm">
          <caption className="mb-2 text-left font-medium">Sample rates</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th className="py-1 pr-4 font-medium">Sample type</th>
              <th className="py-1 pr-4 font-medium">Rate</th>
              <th className="py-1 font-medium">Bogo interval</th>
            </tr>
          </thead>
          <tbody>
            {customer.sampleRates.map((rate) => (
              <tr key={rate.sampleTypeId} className="border-b border-slate-100">
                <td className="py-1 pr-4">{typeName(rate.sampleTypeId)}</td>
                <td className="py-1 pr-4">{formatMoney(rate.rate) || '—'}</td>
                <td className="py-1">{rate.bogoInterval ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
