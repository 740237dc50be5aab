import type { ReactElement } from 'react';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { InvoicePage } from '../invoicing/index.ts';
import * as InvoiceSync from './islands/InvoiceSync.tsx';
import { QUICKBOOKS_PERMISSION } from './permissions.ts';
import type { QuickbooksDatabase } from './quickbooks.table.ts';
import { findInvoiceSync } from './sync.repository.ts';
import { Island } from '../../core/ssr/island.tsx';

/**
 * The QuickBooks panel on an invoice's page, for the office (those who may sync): the sync's
 * state, its last fault as QuickBooks worded it, and Sync to QuickBooks. A customer sees nothing.
 */
export async function invoiceSyncPanel(page: InvoicePage, ctx: PluginContext<QuickbooksDatabase>): Promise<ReactElement | null> {
  if (!ctx.http.permissions.allows(page.actor.role, QUICKBOOKS_PERMISSION.sync)) return null;
  const sync = await findInvoiceSync(ctx.db, page.invoiceId);
  return (
    <section aria-label="QuickBooks" className="rounded-lg border border-slate-200 bg-white px-4 pt-2">
      <h2 className="text-lg font-semibold">QuickBooks</h2>
      <Island
        of={InvoiceSync}
        invoiceId={page.invoiceId}
        invoiceNum={page.invoiceNum}
        status={sync?.status ?? null}
        error={sync?.lastError ?? null}
      />
    </section>
  );
}
