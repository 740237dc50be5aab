import { definePlugin } from '../../core/plugin/define-plugin.ts';
import type { InvoicingDatabase } from './invoices.table.ts';
import { INVOICING_PERMISSION, invoicingPermissions } from './permissions.ts';

export { invoiceWritten, type InvoiceWrite } from './extension-points.ts';
export { invoicingService } from './read-model.ts';
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
});
