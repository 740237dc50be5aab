import { useState } from 'react';
import { fromDisplayDate, toDisplayDate } from '../../../shared/dates.ts';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { DateField } from '../../../web/ui/DateField.tsx';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import { CustomerPicker } from '../../customers/client.ts';
import type { InvoiceCreateFormProps } from './props.ts';
export { invoiceCreateFormPropsSchema as props } from './props.ts';

/** A manual invoice: the customer, its date and a due date (left empty: from the customer's net terms); Create opens it. */
export default function InvoiceCreateForm({ today }: InvoiceCreateFormProps) {
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [invoiceDate, setInvoiceDate] = useState(toDisplayDate(today));
  const [dueDate, setDueDate] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function create() {
    setBusy(true);
    try {
      const answer = await api.post<{ message: string; invoice: { id: number } }>('/api/invoices', {
        customerId,
        // What is not a date goes as typed, for the server's message; an empty due date comes from the net terms.
        invoiceDate: fromDisplayDate(invoiceDate) ?? invoiceDate,
        dueDate: fromDisplayDate(dueDate) ?? dueDate,
      });
      showSuccess(answer.message);
      setTimeout(() => location.assign(`/admin/invoices/${answer.invoice.id}`), 800);
    } catch (caught) {
      const details = (caught as { fields?: Record<string, string> }).fields;
      if (details) setFields(details);
      showError(caught instanceof Error ? caught.message : 'Request failed');
      setBusy(false);
    }
  }

  return (
    <form
      className="max-w-lg space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <CustomerPicker value={customerId} onChange={(id) => setCustomerId(id)} error={fields.customerId} />
      <DateField label="Invoice Date" name="invoiceDate" value={invoiceDate} onChange={setInvoiceDate} error={fields.invoiceDate} />
      <div>
        <DateField label="Due Date" name="dueDate" value={dueDate} onChange={setDueDate} error={fields.dueDate} />
        <p className="mt-1 text-xs text-slate-600">Left empty, it comes from the customer's net terms and the invoice date.</p>
      </div>
      <Button type="submit" disabled={busy}>
        Create
      </Button>
    </form>
  );
}
