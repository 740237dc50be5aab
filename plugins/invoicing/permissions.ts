import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const INVOICING_PERMISSION = {
  /** The invoice list and one invoice: the office, and a customer its own (the query enforces which). */
  read: 'invoicing.invoice.read',
  /** Generate, create, change, send and delete invoices: the office. */
  write: 'invoicing.invoice.write',
  /** The edit icon on invoice rows and the audit dashboard: admin only. */
  edit: 'invoicing.invoice.edit',
  /** Statements and invoice stats: the office. */
  statements: 'invoicing.statement.send',
  staffScreens: 'invoicing.staff-screen.view',
  ownScreens: 'invoicing.own-screen.view',
} as const;

export const invoicingPermissions: PermissionDefinition[] = [
  {
    name: INVOICING_PERMISSION.read,
    roles: ['admin', 'customer-service', 'customer'],
    description: 'Read invoices (a customer: its own)',
  },
  {
    name: INVOICING_PERMISSION.write,
    roles: ['admin', 'customer-service'],
    description: "Generate a pickup's invoice; create, change, send and delete invoices",
  },
  {
    name: INVOICING_PERMISSION.edit,
    roles: ['admin'],
    description: 'Edit invoice rows; the audit dashboard of invoice and statement mails',
  },
  {
    name: INVOICING_PERMISSION.statements,
    roles: ['admin', 'customer-service'],
    description: "Send a customer's monthly statement; invoice totals",
  },
  {
    name: INVOICING_PERMISSION.staffScreens,
    roles: ['admin', 'customer-service'],
    description: 'The Invoices screens under /admin/invoices',
  },
  { name: INVOICING_PERMISSION.ownScreens, roles: ['customer'], description: "A customer's invoices under /customers/invoices" },
];
