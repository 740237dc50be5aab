import { sql } from 'kysely';
import { defineTableModel } from '../../core/table/model.ts';

/** The customers list: the columns the table shows and exports; sortable ones have an index. */
export const customersTableModel = defineTableModel({
  name: 'customers',
  fields: {
    id: { column: 'customers.id', type: 'number', label: 'ID' },
    companyName: { column: 'customers.companyName', type: 'text', label: 'Company' },
    shortName: { column: 'customers.shortName', type: 'text', label: 'Short Name' },
    status: { column: 'customers.status', type: 'text', label: 'Status' },
    contactName: {
      column: sql`concat_ws(' ', customers.contact_first_name, customers.contact_last_name)`,
      type: 'text',
      label: 'Contact',
      sortable: false,
      filterable: false,
    },
    contactLastName: { column: 'customers.contactLastName', type: 'text', label: 'Contact Last Name' },
    contactEmail: { column: 'customers.contactEmail', type: 'text', label: 'Billing Email', sortable: false },
    companyPhone: { column: 'customers.companyPhone', type: 'text', label: 'Company Phone', sortable: false },
    billingCity: { column: 'customers.billingCity', type: 'text', label: 'City' },
    billingState: { column: 'customers.billingState', type: 'text', label: 'State', sortable: false },
    invoiceFrequency: { column: 'customers.invoiceFrequency', type: 'text', label: 'Invoice Frequency', sortable: false },
    fuelCharge: { column: 'customers.fuelCharge', type: 'boolean', label: 'Fuel Charge', sortable: false },
    quickBooksID: { column: 'customers.quickbooksId', type: 'text', label: 'QuickBooks ID' },
  },
  search: ['companyName', 'shortName', 'contactName', 'contactEmail', 'billingCity'],
  defaultSort: { field: 'companyName', dir: 'asc' },
  key: 'id',
  query: (db) => db.selectFrom('customers'),
});
