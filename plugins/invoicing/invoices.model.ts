import { sql } from 'kysely';
import { defineTableModel } from '../../core/table/model.ts';
import { customersService } from '../customers/index.ts';

/** The invoices list: number, customer, dates and money; every sortable column has an index on (column, id). */
export const invoicesTableModel = defineTableModel({
  name: 'invoices',
  fields: {
    id: { column: 'invoices.id', type: 'number', label: 'ID' },
    invoiceNum: { column: 'invoices.invoiceNum', type: 'number', label: 'Invoice #' },
    invoiceNumText: {
      column: sql`cast(invoices.invoice_num as text)`,
      type: 'text',
      label: 'Invoice Number',
      sortable: false,
      exported: false,
    },
    customerId: { column: 'invoices.customerId', type: 'number', label: 'Customer ID', sortable: false },
    companyName: customersService.companyNameField('invoices.customerId'),
    pickupId: { column: 'invoices.pickupId', type: 'number', label: 'Pickup ID', sortable: false },
    invoiceDate: { column: 'invoices.invoiceDate', type: 'date', label: 'Invoice Date' },
    dueDate: { column: 'invoices.dueDate', type: 'date', label: 'Due Date' },
    totalAmt: { column: sql`cast(invoices.total_amt as double precision)`, type: 'number', label: 'Total', format: 'money' },
    balance: { column: sql`cast(invoices.balance as double precision)`, type: 'number', label: 'Balance', format: 'money' },
    lateFee: {
      column: sql`cast(invoices.late_fee as double precision)`,
      type: 'number',
      label: 'Late Fee',
      sortable: false,
      format: 'money',
    },
    // A void invoice keeps its row, marked: it owes nothing and counts in no balance.
    status: { column: sql`case when invoices.voided_at is null then '' else 'VOID' end`, type: 'text', label: 'Status', sortable: false },
  },
  search: ['invoiceNumText', 'companyName'],
  searchColumn: 'invoices.searchText',
  dateField: 'invoiceDate',
  defaultSort: { field: 'invoiceDate', dir: 'desc' },
  key: 'id',
  // A left join, although every invoice has its company: a query that reads no company column then leaves it out.
  query: (db) => customersService.joinCompanies(db.selectFrom('invoices'), 'invoices.customerId', 'left'),
});
