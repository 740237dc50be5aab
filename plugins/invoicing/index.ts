import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { extend, joinTransaction } from '../../core/plugin/extension-points.ts';
import { pickupPagePanels, pickupSaved } from '../pickups/index.ts';
import { invoicingApi } from './api.ts';
import { AuditDashboardIsland, InvoiceActionIsland, InvoiceCreateFormIsland, InvoiceRowsIsland } from './islands.ts';
import { labToday } from '../../core/dates.ts';
import { chargeLateFees, invoiceDuePickups, sendReminders } from './collections.service.ts';
import { followPickupChange } from './invoices.service.ts';
import { sendMonthlyStatements } from './statements.service.tsx';
import { invoicingPages } from './pages.tsx';
import { pickupInvoicePanel } from './pickup-panel.tsx';
import type { InvoicingDatabase } from './invoices.table.ts';
import { INVOICING_JOBS } from './jobs.ts';
import { INVOICING_PERMISSION, invoicingPermissions } from './permissions.ts';

export {
  invoiceAuditEntries,
  invoicePagePanels,
  invoiceWritten,
  type AuditRange,
  type InvoiceAuditEntry,
  type InvoicePage,
  type InvoiceWrite,
} from './extension-points.ts';
export { invoicingService } from './read-model.ts';
export { applyPayment, paymentsOfInvoice, type IncomingPayment, type PaymentOutcome } from './payments.service.ts';
export { invoicingRevenue, type MonthRevenue, type OpenInvoice } from './revenue.ts';
export type { Invoice, InvoiceCustomer, InvoiceItem, ItemSpecimen } from './present.ts';
export type { InvoiceItemKind, InvoiceItemRow, InvoiceRow, InvoicingDatabase } from './invoices.table.ts';

/**
 * Invoicing: invoices generated from received pickups (rates, free items, trip and fuel
 * charges), manual invoices, row editing, mails with the PDF, reminders, late fees, monthly
 * statements and the audit dashboard of those mails.
 */
export default definePlugin<InvoicingDatabase>({
  id: 'invoicing',
  dependsOn: ['customers', 'sample-types', 'pickups'],
  permissions: invoicingPermissions,
  migrations: new URL('./migrations/', import.meta.url),
  nav: [
    { label: 'Invoices', href: '/admin/invoices', permission: INVOICING_PERMISSION.staffScreens, order: 10 },
    { label: 'Invoices', href: '/customers/invoices', permission: INVOICING_PERMISSION.ownScreens, order: 10 },
  ],
  islands: [AuditDashboardIsland, InvoiceActionIsland, InvoiceRowsIsland, InvoiceCreateFormIsland],
  api: invoicingApi,
  // Enqueued daily (invoicing, reminders) and monthly (late fees) by the lab's scheduler: `portal invoicing <job>`.
  jobs: [
    { name: INVOICING_JOBS.daily, run: async (_data, ctx) => void (await invoiceDuePickups(ctx, labToday(ctx.config.labTimeZone))) },
    { name: INVOICING_JOBS.lateFees, run: async (_data, ctx) => void (await chargeLateFees(ctx, labToday(ctx.config.labTimeZone))) },
    {
      name: INVOICING_JOBS.statements,
      run: async (_data, ctx) => void (await sendMonthlyStatements(ctx, labToday(ctx.config.labTimeZone))),
    },
    { name: INVOICING_JOBS.reminders, run: async (_data, ctx) => void (await sendReminders(ctx, labToday(ctx.config.labTimeZone))) },
  ],
  pages: invoicingPages,
  extensions: [
    // A pickup saved with changes to what it bills, and the office asking for it: its invoice follows.
    extend(pickupSaved, async (event, ctx) => {
      if (event.changesInvoice && event.updateInvoice)
        await followPickupChange(ctx, joinTransaction<InvoicingDatabase>(event.trx), event.actor, event.pickupId);
    }),
    extend(pickupPagePanels, (page, ctx) => pickupInvoicePanel(page, ctx)),
  ],
});
