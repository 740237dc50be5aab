import { defineIsland } from '../../core/ssr/island.tsx';
import InvoiceAction from './islands/InvoiceAction.tsx';
import InvoiceCreateForm from './islands/InvoiceCreateForm.tsx';
import InvoiceRows from './islands/InvoiceRows.tsx';
import { invoiceActionPropsSchema, invoiceCreateFormPropsSchema, invoiceRowsPropsSchema } from './islands/props.ts';

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
