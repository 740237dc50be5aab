import { useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { confirmAction, showError } from '../../../web/ui/index.ts';
import type { DisconnectProps } from './props.ts';
export { disconnectPropsSchema as props } from './props.ts';

/** Disconnects the QuickBooks company after asking; syncs then wait until a company is connected again. */
export default function Disconnect({ companyName }: DisconnectProps) {
  const [busy, setBusy] = useState(false);

  async function disconnect() {
    const sure = await confirmAction({
      title: 'Disconnect QuickBooks',
      message: `Disconnect ${companyName}? Invoices are no longer synced until QuickBooks is connected again.`,
      confirmLabel: 'Disconnect',
    });
    if (!sure) return;
    setBusy(true);
    try {
      await api.post('/api/quickbooks/disconnect');
      location.assign('/admin/quickbooks');
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : 'Request failed');
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" onClick={disconnect} disabled={busy}>
      Disconnect
    </Button>
  );
}
