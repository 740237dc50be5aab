import type { Context } from 'hono';
import { NotFoundError } from '../../core/errors.ts';
import type { SignedInEnv } from '../../core/http/env.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { DataTable } from '../../core/pages/islands.ts';
import { dataTableProps } from '../../core/table/data-table.ts';
import { CUSTOMER_STATUSES } from './constants.ts';
import { CustomerSummary } from './CustomerSummary.tsx';
import { customersTableModel } from './customers.model.ts';
import { listNetTerms, loadCustomer } from './customers.repository.ts';
import type { CustomersDatabase } from './customers.table.ts';
import * as CustomerForm from './islands/CustomerForm.tsx';
import * as LoginAsCustomer from './islands/LoginAsCustomer.tsx';
import * as NoticePreferences from './islands/NoticePreferences.tsx';
import { ownNoticePreferences } from './notice-preferences.service.ts';
import { actorOf, companyScopeOf } from '../../core/http/request.ts';
import type { CustomerFormProps, CustomerProps } from './islands/props.ts';
import { CUSTOMERS_PERMISSION as P } from './permissions.ts';
import { sampleTypeOptions, templateChoices } from './sample-types.ts';
import type { Customer } from './rules.ts';
import { idParams } from '../../core/http/params.ts';
import { buttonClass } from '../../shared/ui-styles.ts';
import { Island } from '../../core/ssr/island.tsx';

export const CUSTOMERS_TABLE = dataTableProps(customersTableModel, {
  path: '/api/customers',
  label: 'Customers',
  columns: [
    { field: 'companyName', link: '/admin/customers/{id}' },
    'shortName',
    'contactName',
    'contactEmail',
    'companyPhone',
    'billingCity',
    'status',
  ],
  filters: [
    { kind: 'select', field: 'status', label: 'Status', options: CUSTOMER_STATUSES.map((status) => ({ value: status, label: status })) },
    { kind: 'text', field: 'billingCity', label: 'City' },
  ],
  searchPlaceholder: 'Search by company, contact, e-mail or city',
});

/** The customer as the form gets it: the timestamps stay on the server. */
function formCustomer(customer: Customer): CustomerProps {
  const { createdAt: _created, updatedAt: _updated, ...rest } = customer;
  return rest;
}

/** The customers pages: the list, the admin form (new and edit; customer-service reads a customer's page), and My Company. */
export function customersPages(ctx: PluginContext<CustomersDatabase>): PortalRouter {
  const { db } = ctx;
  const router = ctx.http.pages();

  async function formProps(
    c: Context<SignedInEnv>,
    mode: CustomerFormProps['mode'],
    customer: Customer | null,
  ): Promise<CustomerFormProps> {
    return {
      mode,
      customer: customer && formCustomer(customer),
      netTerms: await listNetTerms(db),
      sampleTypes: mode === 'admin' ? await sampleTypeOptions(db) : [],
      templateChoices: mode === 'admin' ? await templateChoices() : [],
      canDelete: ctx.http.permissions.allows(c.get('auth').user.role, P.delete),
      uploadsEnabled: ctx.config.plugins.includes('uploads'),
    };
  }

  const form = (props: CustomerFormProps) => <Island of={CustomerForm} {...props} />;

  router.get('/admin/customers', { permission: P.manage, summary: 'The customers list', answers: 'page' }, (c) =>
    ctx.http.render(
      c,
      <>
        <PageHeader title="Customers">
          {ctx.http.permissions.allows(c.get('auth').user.role, P.form) && (
            <a href="/admin/customers/new" className={buttonClass()}>
              New Customer
            </a>
          )}
        </PageHeader>
        <Island of={DataTable} {...CUSTOMERS_TABLE} userId={c.get('auth').user.id} />
      </>,
      { title: 'Customers' },
    ),
  );

  router.get('/admin/customers/new', { permission: P.form, summary: 'The new customer form', answers: 'page' }, async (c) =>
    ctx.http.render(
      c,
      <>
        <PageHeader title="New Customer" />
        {form(await formProps(c, 'admin', null))}
      </>,
      { title: 'New Customer' },
    ),
  );

  router.get(
    '/admin/customers/:id',
    {
      permission: P.manage,
      summary: 'The customer form (for customer-service, the customer read-only)',
      answers: 'page',
      params: idParams,
    },
    async (c) => {
      const customer = await loadCustomer(db, c.req.valid('param').id, { all: true });
      if (!customer) throw new NotFoundError('There is no such customer.');
      const role = c.get('auth').user.role;
      return ctx.http.render(
        c,
        <>
          <PageHeader title={customer.companyName}>
            {ctx.http.permissions.allows(role, P.login) && (
              <Island of={LoginAsCustomer} customerId={customer.id} companyName={customer.companyName} />
            )}
          </PageHeader>
          {ctx.http.permissions.allows(role, P.form) ? (
            form(await formProps(c, 'admin', customer))
          ) : (
            <CustomerSummary customer={customer} sampleTypes={await sampleTypeOptions(db)} />
          )}
        </>,
        { title: customer.companyName },
      );
    },
  );

  router.get(
    '/customers/my-company',
    { permission: P.ownCompany, summary: 'My Company, the self-service form', answers: 'page' },
    async (c) => {
      const scope = companyScopeOf(c);
      const customer = scope.all || scope.customerId === null ? undefined : await loadCustomer(db, scope.customerId, scope);
      if (!customer) throw new NotFoundError('Your account is not linked to a company yet. Please contact the lab.');
      return ctx.http.render(
        c,
        <>
          <PageHeader title="My Company" />
          <div className="flex flex-col gap-8">
            {form(await formProps(c, 'self', customer))}
            <Island of={NoticePreferences} preferences={await ownNoticePreferences(ctx, actorOf(c), c.get('auth').user.id)} />
          </div>
        </>,
        { title: 'My Company' },
      );
    },
  );

  return router;
}
