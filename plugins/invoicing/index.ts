import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { extend, joinTransaction } from '../../core/plugin/extension-points.ts';
import { labToday } from '../../shared/dates.ts';
import { pickupPagePanels, pickupReceived, pickupSaved, scaleBatchSeeded } from '../pickups/index.ts';
import { invoicingApi } from './api.ts';
import { scheduledDate } from '../../core/jobs/scheduler.ts';
import type { PortalConfig } from '../../core/config.ts';
import { chargeLateFees, invoiceDuePickups, sendReminders } from './collections.service.ts';
import { recordExpectedDate } from './expected-dates.service.ts';
import { followPickupChange } from './invoices.service.ts';
import { sendMonthlyStatements } from './statements.service.tsx';
import { invoicingPages } from './pages.tsx';
import { pickupInvoicePanel } from './pickup-panel.tsx';
import { seedScaleInvoices } from './scale-seed.ts';
import type { InvoicingDatabase } from './invoices.table.ts';
import { INVOICING_JOBS } from './jobs.ts';
import { INVOICING_PERMISSION, invoicingPermissions } from './permissions.ts';

export {
  invoiceAuditEntries,
  invoiceKept,
  invoicePagePanels,
  invoiceWritten,
  type AuditRange,
  type InvoiceAuditEntry,
  type InvoiceDeleteCheck,
  type InvoicePage,
  type InvoiceWrite,
} from './extension-points.ts';
export { invoicingService } from './read-model.ts';
export { adoptPayments, type AdoptedPayment } from './adopted-payments.ts';
export { applyPayment, paymentsOfInvoice, type IncomingPayment, type PaymentOutcome } from './payments.service.ts';
export { invoicingRevenue, type MonthRevenue, type OpenInvoice } from './revenue.ts';
export type { Invoice, InvoiceCustomer, InvoiceItem, ItemSpecimen } from './present.ts';
export type { InvoiceItemKind, InvoiceItemRow, InvoiceRow, InvoicingDatabase } from './invoices.table.ts';

/**
 * Invoicing: invoices generated from received pickups (rates, free items, trip and fuel
 * charges), manual invoices, row editing, mails with the PDF, reminders, late fees, monthly
 * statements and the audit dashboard of those mails.
 */
/** The lab date a job run works for. */
const dateOf = (data: unknown, ctx: { config: PortalConfig }) => scheduledDate(data, ctx.config.labTimeZone);

export default definePlugin<InvoicingDatabase>({
  id: 'invoicing',
  dependsOn: ['customers', 'sample-types', 'pickups'],
  permissions: invoicingPermissions,
  migrations: new URL('./migrations/', import.meta.url),
  nav: [
    { label: 'Invoices', href: '/admin/invoices', permission: INVOICING_PERMISSION.staffScreens, order: 10 },
    { label: 'Invoices', href: '/customers/invoices', permission: INVOICING_PERMISSION.ownScreens, order: 10 },
  ],
  api: invoicingApi,
  // Recurring, in the lab's time zone (README, "Recurring jobs"): each works for the lab date its occurrence fell on.
  jobs: [
    { name: INVOICING_JOBS.daily, schedule: '0 6 * * *', run: async (data, ctx) => void (await invoiceDuePickups(ctx, dateOf(data, ctx))) },
    {
      name: INVOICING_JOBS.reminders,
      schedule: '30 6 * * *',
      run: async (data, ctx) => void (await sendReminders(ctx, dateOf(data, ctx))),
    },
    { name: INVOICING_JOBS.lateFees, schedule: '0 5 1 * *', run: async (data, ctx) => void (await chargeLateFees(ctx, dateOf(data, ctx))) },
    {
      name: INVOICING_JOBS.statements,
      schedule: '0 7 1 * *',
      run: async (data, ctx) => void (await sendMonthlyStatements(ctx, dateOf(data, ctx))),
    },
  ],
  pages: invoicingPages,
  extensions: [
    // A pickup saved with changes to what it bills, and the office asking for it: its invoice follows.
    extend(pickupSaved, async (event, ctx) => {
      if (event.changesInvoice && event.updateInvoice)
        await followPickupChange(ctx, joinTransaction<InvoicingDatabase>(event.trx), event.actor, event.pickupId);
    }),
    // A received pickup's expected invoice date is fixed by its customer's frequency then.
    extend(pickupReceived, (event) => recordExpectedDate(joinTransaction<InvoicingDatabase>(event.trx), event.pickupId)),
    extend(pickupPagePanels, (page, ctx) => pickupInvoicePanel(page, ctx)),
    // `portal pickups seed-scale`: the invoices of the batch's invoiced pickups, so the invoices list has a lab's rows.
    extend(scaleBatchSeeded, (batch, ctx) =>
      seedScaleInvoices(joinTransaction<InvoicingDatabase>(batch.trx), batch, labToday(ctx.config.labTimeZone)),
    ),
  ],
});
