import { useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { confirmAction, showError, showSuccess, showWarning } from '../../../web/ui/index.ts';
import type { InvoiceActionProps } from './props.ts';
export { invoiceActionPropsSchema as props } from './props.ts';

/** One invoice call (or a statement's), reported with the server's message, then the next page (or a reload). */
export default function InvoiceAction({ label, path, method, confirm, next, variant = 'secondary' }: InvoiceActionProps) {
  const [busy, setBusy] = useState(false);

  async function act() {
    if (confirm && !(await confirmAction({ message: confirm, confirmLabel: label }))) return;
    setBusy(true);
    try {
      type Answer = { message?: string; invoice?: { id: number }; sent?: boolean };
      const answer = method === 'DELETE' ? await api.delete<Answer>(path) : await api.post<Answer>(path);
      // The server had something to say instead (a statement with no open invoices): nothing changed.
      if (answer.sent === false) {
        showWarning(answer.message ?? 'Nothing was sent');
        setBusy(false);
        return;
      }
      if (answer.message) showSuccess(answer.message);
      const id = answer.invoice ? String(answer.invoice.id) : '';
      setTimeout(() => (next ? location.assign(next.replace('{id}', id)) : location.reload()), 800);
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : 'Request failed');
      setBusy(false);
    }
  }

  return (
    <Button variant={variant} onClick={act} disabled={busy}>
      {label}
    </Button>
  );
}
