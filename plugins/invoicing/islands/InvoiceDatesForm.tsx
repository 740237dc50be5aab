import { useState } from 'react';
import { toDisplayDate } from '../../../core/dates.ts';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import type { InvoiceDatesFormProps } from './props.ts';

/**
 * An invoice's dates, for admin: a due date emptied comes from the customer's net terms again,
 * and one that came from them moves with a new invoice date; one typed stays as typed. Save
 * mails the updated invoice, as a row edit does.
 */
export default function InvoiceDatesForm({
  invoiceId,
  version,
  invoiceDate: savedDate,
  dueDate: savedDue,
  dueDateByHand,
  terms,
}: InvoiceDatesFormProps) {
  const [invoiceDate, setInvoiceDate] = useState(savedDate);
  // A due date from the net terms shows empty: left so, it keeps following the invoice date.
  const [dueDate, setDueDate] = useState(dueDateByHand ? savedDue : '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      const answer = await api.put<{ message: string }>(`/api/invoices/${invoiceId}`, { version, invoiceDate, dueDate });
      showSuccess(answer.message);
      setTimeout(() => location.reload(), 800);
    } catch (caught) {
      const details = (caught as { fields?: Record<string, string> }).fields;
      if (details) setFields(details);
      showError(caught instanceof Error ? caught.message : 'Request failed');
      setBusy(false);
    }
  }

  return (
    <form
      aria-label="Invoice dates"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        type="date"
        label="Invoice Date"
        name="invoiceDate"
        value={invoiceDate}
        onChange={setInvoiceDate}
        error={fields.invoiceDate}
      />
      <div>
        <TextField type="date" label="Due Date" name="dueDate" value={dueDate} onChange={setDueDate} error={fields.dueDate} />
        <p className="mt-1 text-xs text-slate-600">
          {dueDate ? 'Set by hand.' : `Empty: ${terms ?? 'the net terms'} from the invoice date (now ${toDisplayDate(savedDue)}).`}
        </p>
      </div>
      <Button type="submit" disabled={busy} className="sm:mt-6">
        Save Dates
      </Button>
    </form>
  );
}
