import { useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { Dialog } from '../../../web/ui/Dialog.tsx';
import { TextAreaField } from '../../../web/ui/form/fields.tsx';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import { INVOICE_MESSAGES as M } from '../messages.ts';
import { REASON_MIN } from '../rules/void.ts';
import type { InvoiceReasonActionProps } from './props.ts';
export { invoiceReasonActionPropsSchema as props } from './props.ts';

/**
 * A destructive invoice call that must say why (Void, Delete): a dialog asks for the reason, the
 * server's field message stays under it, and the audit dashboard keeps it with who and when.
 */
export default function InvoiceReasonAction({ label, confirmLabel, title, explanation, path, method, next }: InvoiceReasonActionProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    // The server says the same; asked first here, a short reason costs no round trip.
    if (reason.trim().length < REASON_MIN) {
      setError(M.reason);
      return;
    }
    setBusy(true);
    try {
      const answer =
        method === 'DELETE'
          ? await api.delete<{ message: string }>(`${path}?reason=${encodeURIComponent(reason)}`)
          : await api.post<{ message: string }>(path, { reason });
      showSuccess(answer.message);
      setOpen(false);
      setTimeout(() => (next ? location.assign(next) : location.reload()), 800);
    } catch (caught) {
      const fields = (caught as { fields?: Record<string, string> }).fields;
      if (fields?.reason) setError(fields.reason);
      else showError(caught instanceof Error ? caught.message : 'Request failed');
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" className="text-red-700" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} title={title} onClose={() => setOpen(false)} width="max-w-lg">
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p className="text-sm text-slate-700">{explanation}</p>
          <TextAreaField
            label="Reason"
            name="reason"
            value={reason}
            onChange={(value) => {
              setReason(value);
              setError(undefined);
            }}
            error={error}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {confirmLabel}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
