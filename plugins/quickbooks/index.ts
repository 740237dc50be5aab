import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { extend, joinTransaction } from '../../core/plugin/extension-points.ts';
import { invoiceAuditEntries, invoiceKept, invoicePagePanels, invoicingService, invoiceWritten } from '../invoicing/index.ts';
import { quickbooksApi } from './api.ts';
import { syncAuditEntries } from './audit-entries.ts';
import { connectedClient } from './connection.service.ts';
import { invoiceSyncPanel } from './invoice-panel.tsx';
import { quickbooksPages } from './pages.tsx';
import { readPayments, READ_PAYMENTS_JOB, schedulePaymentsRead } from './payments.service.ts';
import { nextReadAfter, type ScheduledRead } from './rules.ts';
import { QUICKBOOKS_PERMISSION, quickbooksPermissions } from './permissions.ts';
import type { QuickbooksDatabase } from './quickbooks.table.ts';
import { findInvoiceSync } from './sync.repository.ts';
import { queueInvoiceSync, runInvoiceSync, SYNC_INVOICE_JOB, type SyncJobData } from './sync.service.ts';

export { quickbooksErrorMessage } from './errors.ts';

/**
 * QuickBooks Online: the connection (OAuth 2, tokens encrypted at rest), invoices synced with
 * their customers and items whenever invoicing writes one (a job queued in the same
 * transaction, retried until QuickBooks answers), and payments read back on a schedule and on
 * Intuit's webhook. Invoicing knows nothing of it: switched off, invoices are simply not synced.
 */
export default definePlugin<QuickbooksDatabase>({
  id: 'quickbooks',
  dependsOn: ['invoicing', 'customers', 'sample-types'],
  permissions: quickbooksPermissions,
  migrations: new URL('./migrations/', import.meta.url),
  nav: [{ label: 'QuickBooks', href: '/admin/quickbooks', permission: QUICKBOOKS_PERMISSION.connect, order: 130 }],
  api: quickbooksApi,
  pages: quickbooksPages,
  extensions: [
    extend(invoicePagePanels, invoiceSyncPanel),
    extend(invoiceAuditEntries, syncAuditEntries),
    // An invoice the books have is voided, never deleted: deleting it here would leave QuickBooks' copy unexplained.
    extend(invoiceKept, async (check) => {
      const sync = await findInvoiceSync(joinTransaction<QuickbooksDatabase>(check.trx), check.invoiceId);
      return sync?.quickbooksInvoiceId && sync.status !== 'deleted' ? 'synced to QuickBooks' : null;
    }),
    extend(invoiceWritten, async (event, ctx) => {
      const trx = joinTransaction<QuickbooksDatabase>(event.trx);
      // A delete runs before the rows go: the number still finds the QuickBooks invoice afterwards.
      const invoiceNum = event.action === 'deleted' ? (await invoicingService.findInvoice(trx, event.invoiceId))?.invoiceNum : undefined;
      await queueInvoiceSync(trx, ctx.jobs, {
        invoiceId: event.invoiceId,
        action: event.action,
        ...(invoiceNum === undefined ? {} : { invoiceNum }),
      });
    }),
  ],
  jobs: [
    {
      name: SYNC_INVOICE_JOB,
      async run(data, ctx) {
        await runInvoiceSync(ctx, connectedClient(ctx.db), data as SyncJobData);
      },
    },
    {
      name: READ_PAYMENTS_JOB,
      async run(data, ctx) {
        const read = data as ScheduledRead;
        await readPayments(ctx, connectedClient(ctx.db));
        if (read.scheduled) await schedulePaymentsRead(ctx.db, ctx.jobs, nextReadAfter(read));
      },
    },
  ],
});
