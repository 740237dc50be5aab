import { defineIsland } from '../../core/ssr/island.tsx';
import AuditDashboard from './islands/AuditDashboard.tsx';
import InvoiceAction from './islands/InvoiceAction.tsx';
import InvoiceCreateForm from './islands/InvoiceCreateForm.tsx';
import InvoiceDatesForm from './islands/InvoiceDatesForm.tsx';
import InvoiceReasonAction from './islands/InvoiceReasonAction.tsx';
import InvoiceRows from './islands/InvoiceRows.tsx';
import {
  auditDashboardPropsSchema,
  invoiceActionPropsSchema,
  invoiceCreateFormPropsSchema,
  invoiceDatesFormPropsSchema,
  invoiceReasonActionPropsSchema,
  invoiceRowsPropsSchema,
} from './islands/props.ts';

export const InvoiceActionIsland = defineIsland({
  name: 'invoicing.InvoiceAction',
  file: new URL('./islands/InvoiceAction.tsx', import.meta.url),
  props: invoiceActionPropsSchema,
  component: InvoiceAction,
});

export const InvoiceRowsIsland = defineIsland({
  name: 'invoicing.InvoiceRows',
  file: new URL('./islands/InvoiceRows.tsx', import.meta.url),
  props: invoiceRowsPropsSchema,
  component: InvoiceRows,
});

export const InvoiceCreateFormIsland = defineIsland({
  name: 'invoicing.InvoiceCreateForm',
  file: new URL('./islands/InvoiceCreateForm.tsx', import.meta.url),
  props: invoiceCreateFormPropsSchema,
  component: InvoiceCreateForm,
});

export const AuditDashboardIsland = defineIsland({
  name: 'invoicing.AuditDashboard',
  file: new URL('./islands/AuditDashboard.tsx', import.meta.url),
  props: auditDashboardPropsSchema,
  component: AuditDashboard,
});

export const InvoiceReasonActionIsland = defineIsland({
  name: 'invoicing.InvoiceReasonAction',
  file: new URL('./islands/InvoiceReasonAction.tsx', import.meta.url),
  props: invoiceReasonActionPropsSchema,
  component: InvoiceReasonAction,
});

export const InvoiceDatesFormIsland = defineIsland({
  name: 'invoicing.InvoiceDatesForm',
  file: new URL('./islands/InvoiceDatesForm.tsx', import.meta.url),
  props: invoiceDatesFormPropsSchema,
  component: InvoiceDatesForm,
});
