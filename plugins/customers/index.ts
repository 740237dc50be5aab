import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { customersApi } from './api.ts';
import { customersPages } from './pages.tsx';
import type { CustomersDatabase } from './customers.table.ts';
import { CUSTOMERS_PERMISSION, customersPermissions } from './permissions.ts';
import { seedDemoCustomers } from './seed.ts';

export { customersService } from './read-model.ts';
export type { CompanyScope, Customer, CustomerTemplate, CustomerWithTerms, NetTerms, SampleRate } from './rules.ts';
export type { CustomerMatch } from './customers.repository.ts';
export type { CustomersDatabase } from './customers.table.ts';
export { DEMO_COMPANY, seedScaleCompanies } from './seed.ts';

/**
 * Customer companies: the list and the admin form, the self-service My Company form, the
 * autosuggest, per-sample-type rates and report templates, using the portal as a customer, and
 * which notices each customer user gets (the plugins that mail them ask `noticeRecipients`).
 */
export default definePlugin<CustomersDatabase>({
  id: 'customers',
  dependsOn: ['sample-types'],
  permissions: customersPermissions,
  migrations: new URL('./migrations/', import.meta.url),
  nav: [{ label: 'Customers', href: '/admin/customers', permission: CUSTOMERS_PERMISSION.manage, order: 20 }],
  api: customersApi,
  pages: customersPages,
  async seed(ctx, { demo }) {
    if (demo) await seedDemoCustomers(ctx.db);
  },
});
