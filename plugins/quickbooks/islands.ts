import { defineIsland } from '../../core/ssr/island.tsx';
import Disconnect from './islands/Disconnect.tsx';
import InvoiceSync from './islands/InvoiceSync.tsx';
import { disconnectPropsSchema, invoiceSyncPropsSchema } from './islands/props.ts';

export const DisconnectIsland = defineIsland({
  name: 'quickbooks.Disconnect',
  file: new URL('./islands/Disconnect.tsx', import.meta.url),
  props: disconnectPropsSchema,
  component: Disconnect,
});

/** An invoice's sync with its last fault and Sync now; for any page that shows an invoice. */
export const InvoiceSyncIsland = defineIsland({
  name: 'quickbooks.InvoiceSync',
  file: new URL('./islands/InvoiceSync.tsx', import.meta.url),
  props: invoiceSyncPropsSchema,
  component: InvoiceSync,
});
