import { useState } from 'react';
import { fromDisplayDate, toDisplayDate } from '../../../shared/dates.ts';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { DateField } from '../../../web/ui/DateField.tsx';
import { dateMessage } from '../../../web/ui/date-mask.ts';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import type { InvoiceDatesFormProps } from './props.ts';
export { invoiceDatesFormPropsSchema as props } from './props.ts';

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
  // Shown and typed as MM/DD/YYYY; sent as YYYY-MM-DD.
  const [invoiceDate, setInvoiceDate] = useState(toDisplayDate(savedDate));
  // A due date from the net terms shows empty: left so, it keeps following the invoice date.
  const [dueDate, setDueDate] = useState(dueDateByHand ? toDisplayDate(savedDue) : '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save() {
    const typed = { invoiceDate: dateMessage(invoiceDate), dueDate: dateMessage(dueDate) };
    if (typed.invoiceDate || typed.dueDate) {
      setFields(Object.fromEntries(Object.entries(typed).filter(([, message]) => message)) as Record<string, string>);
      return;
    }
    setBusy(true);
    try {
      const answer = await api.put<{ message: string }>(`/api/invoices/${invoiceId}`, {
        version,
        invoiceDate: fromDisplayDate(invoiceDate) ?? '',
        dueDate: fromDisplayDate(dueDate) ?? '',
      });
      showSuccess(answer.message);
      setTimeout(() => location.reload(), 800);
    } catch (caught) {
      const details = (caught as { fields?: Record<string, string> }).fields;
      if (details) setFields(details);
      showError(caught instanceof Error ? caught.message : 'Request failed');
      setBusy(false);
    }
  }

  // A field's message stays until the field is edited.
  const edited = (set: (value: string) => void, field: string) => (value: string) => {
    set(value);
    setFields(({ [field]: _gone, ...rest }) => rest);
  };

  return (
    <form
      aria-label="Invoice dates"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <DateField
        label="Invoice Date"
        name="invoiceDate"
        value={invoiceDate}
        onChange={edited(setInvoiceDate, 'invoiceDate')}
        error={fields.invoiceDate}
      />
      <div>
        <DateField label="Due Date" name="dueDate" value={dueDate} onChange={edited(setDueDate, 'dueDate')} error={fields.dueDate} />
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
