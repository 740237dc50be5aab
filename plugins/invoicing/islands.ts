import { defineIsland } from '../../core/ssr/island.tsx';
import AuditDashboard from './islands/AuditDashboard.tsx';
import InvoiceAction from './islands/InvoiceAction.tsx';
import InvoiceCreateForm from './islands/InvoiceCreateForm.tsx';
import InvoiceRows from './islands/InvoiceRows.tsx';
import {
  auditDashboardPropsSchema,
  invoiceActionPropsSchema,
  invoiceCreateFormPropsSchema,
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
