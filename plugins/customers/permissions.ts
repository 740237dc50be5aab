import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const CUSTOMERS_PERMISSION = {
  /** The Customers list and a customer's page (read-only for customer-service): staff who look after customers. */
  manage: 'customers.customer.manage',
  /** The admin customer form, new and edit: an admin screen (§6). */
  form: 'customers.customer.form',
  /** `GET /api/customers` and `GET /api/customers/:id`: a customer sees only its own company. */
  read: 'customers.customer.read',
  create: 'customers.customer.create',
  /** `PUT /api/customers/:id`: staff every field, a customer its own fields of its own company. */
  update: 'customers.customer.update',
  delete: 'customers.customer.delete',
  /** The customer autosuggest of the pickup, invoice and user forms. */
  search: 'customers.customer.search',
  netTerms: 'customers.net-terms.read',
  /** Using the portal as a customer (the reading notes: admin and customer-service). */
  login: 'customers.customer.login',
  /** Ending such a session: it is always a customer-role session. */
  backToAdmin: 'customers.session.back-to-admin',
  /** The self-service form at /customers/my-company. */
  ownCompany: 'customers.company.own',
  /** A customer user's own notices, chosen on My Company. */
  ownNotices: 'customers.notices.own',
} as const;

const CUSTOMER_STAFF = ['admin', 'customer-service'] as const;

export const customersPermissions: PermissionDefinition[] = [
  { name: CUSTOMERS_PERMISSION.manage, roles: CUSTOMER_STAFF, description: "The Customers list and a customer's page" },
  { name: CUSTOMERS_PERMISSION.form, roles: ['admin'], description: 'The admin customer form' },
  {
    name: CUSTOMERS_PERMISSION.read,
    roles: [...CUSTOMER_STAFF, 'customer'],
    description: 'Read customers; a customer only its own company',
  },
  { name: CUSTOMERS_PERMISSION.create, roles: ['admin'], description: 'Create customers (the admin customer form)' },
  {
    name: CUSTOMERS_PERMISSION.update,
    roles: ['admin', 'customer'],
    description: 'Change customers (the admin customer form); a customer only its own fields (My Company)',
  },
  { name: CUSTOMERS_PERMISSION.delete, roles: ['admin'], description: 'Delete customers that nothing refers to' },
  { name: CUSTOMERS_PERMISSION.search, roles: CUSTOMER_STAFF, description: 'The customer autosuggest' },
  { name: CUSTOMERS_PERMISSION.netTerms, roles: [...CUSTOMER_STAFF, 'customer'], description: 'The net terms lookup' },
  { name: CUSTOMERS_PERMISSION.login, roles: CUSTOMER_STAFF, description: 'Use the portal as a customer' },
  { name: CUSTOMERS_PERMISSION.backToAdmin, roles: ['customer'], description: 'End a session as a customer and go back to admin' },
  { name: CUSTOMERS_PERMISSION.ownCompany, roles: ['customer'], description: 'The My Company form' },
  { name: CUSTOMERS_PERMISSION.ownNotices, roles: ['customer'], description: 'Which notices the signed-in customer user gets by mail' },
];
