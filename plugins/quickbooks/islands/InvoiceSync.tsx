import { useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import type { InvoiceSyncProps } from './props.ts';
export { invoiceSyncPropsSchema as props } from './props.ts';

const STATUS_TEXT = {
  queued: 'Waiting to sync',
  synced: 'Synced',
  failed: 'Refused by QuickBooks',
  deleted: 'Deleted in QuickBooks',
  voided: 'Voided in QuickBooks',
} as const;

/** An invoice's QuickBooks sync: its state, the last fault as QuickBooks worded it, and Sync now. */
export default function InvoiceSync({ invoiceId, invoiceNum, status, error }: InvoiceSyncProps) {
  const [state, setState] = useState({ status, error });
  const [busy, setBusy] = useState(false);

  async function sync() {
    setBusy(true);
    try {
      const answer = await api.post<{ message: string; waiting?: true }>(`/api/invoices/sync/${invoiceId}`);
      setState(answer.waiting ? { status: 'queued', error: answer.message } : { status: 'synced', error: null });
      showSuccess(answer.message);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : 'Request failed';
      setState({ status: 'failed', error: message });
      showError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className="flex flex-col gap-2 border-b border-slate-100 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-invoice-sync={invoiceId}
    >
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">
          Invoice {invoiceNum ?? `#${invoiceId}`}: {state.status ? STATUS_TEXT[state.status] : 'Not synced yet'}
        </p>
        {state.error && (
          <p className="break-words text-red-700" data-testid="quickbooks-fault">
            {state.error}
          </p>
        )}
      </div>
      <Button variant="secondary" onClick={sync} disabled={busy}>
        Sync to QuickBooks
      </Button>
    </div>
  );
}
