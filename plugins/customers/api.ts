import { NotFoundError } from '../../core/errors.ts';
import { ID, idParams } from '../../core/http/params.ts';
import { actorOf, companyScopeOf } from '../../core/http/request.ts';
import { okAnswer } from '../../core/http/answers.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import {
  backToAdminAnswer,
  customerAnswer,
  customerLoginAnswer,
  customerSearchAnswer,
  netTermsAnswer,
  noticePreferencesAnswer,
} from './answers.ts';
import { SEARCH_MIN_CHARS } from './constants.ts';
import { customersTableModel } from './customers.model.ts';
import { inScope, listNetTerms, loadCustomer, searchCustomers } from './customers.repository.ts';
import type { CustomersDatabase } from './customers.table.ts';
import { createCustomer, removeCustomer, saveCustomer, saveOwnCustomer } from './customers.service.ts';
import { prepareCustomerLogin } from './impersonation.service.ts';
import { noticePreferencesSchema } from './notice-schema.ts';
import { ownNoticePreferences, saveOwnNoticePreferences } from './notice-preferences.service.ts';
import { CUSTOMERS_PERMISSION as P } from './permissions.ts';
import { customerLoginSchema, customerSchema, customerSearchSchema, ownCustomerSchema, type OwnCustomerInput } from './schema.ts';

/** The customers calls of both documents' catalogues, plus back-to-admin. */
export function customersApi(ctx: PluginContext<CustomersDatabase>): PortalRouter {
  const { db } = ctx;
  const router = ctx.http.api();

  // The fixed paths come before `/:id`, which would otherwise take them.
  for (const path of ['/api/customers/net-terms/', '/api/customers/net-terms']) {
    router.get(path, { permission: P.netTerms, summary: 'The net terms a customer can be given', response: netTermsAnswer }, async (c) =>
      ok(c, { terms: await listNetTerms(db) }),
    );
  }

  router.post(
    '/api/customers/search',
    {
      permission: P.search,
      summary: 'The customer autosuggest, from 3 characters',
      body: customerSearchSchema,
      response: customerSearchAnswer,
    },
    async (c) => {
      const { query } = c.req.valid('json');
      if (query.length < SEARCH_MIN_CHARS) return ok(c, { customers: [] });
      return ok(c, { customers: await searchCustomers(db, query, companyScopeOf(c)) });
    },
  );

  router.post(
    '/api/customers/customer-login',
    {
      permission: P.login,
      summary: "Uses the portal as the company's customer user",
      body: customerLoginSchema,
      response: customerLoginAnswer,
    },
    async (c) => {
      const { customer, user } = await prepareCustomerLogin(ctx, actorOf(c), c.req.valid('json').customerId);
      const token = await ctx.sessions.startImpersonation(c, { userId: user.id, label: customer.companyName });
      return ok(c, { token, customer, user });
    },
  );

  router.post(
    '/api/customers/back-to-admin',
    { permission: P.backToAdmin, summary: 'Goes back to the staff session', response: backToAdminAnswer },
    async (c) => ok(c, { landing: await ctx.sessions.endImpersonation(c) }),
  );

  // A customer user's own notices; another user's, of any company, is a 404.
  router.get(
    `/api/customers/notice-preferences/${ID}`,
    {
      permission: P.ownNotices,
      summary: 'Which notices the signed-in customer user gets',
      params: idParams,
      response: noticePreferencesAnswer,
    },
    async (c) => ok(c, { noticePreferences: await ownNoticePreferences(ctx, actorOf(c), c.req.valid('param').id) }),
  );

  router.put(
    `/api/customers/notice-preferences/${ID}`,
    {
      permission: P.ownNotices,
      summary: 'Saves which notices the signed-in customer user gets (a stale `version` is a 409)',
      params: idParams,
      body: noticePreferencesSchema,
      response: noticePreferencesAnswer,
    },
    async (c) =>
      ok(c, { noticePreferences: await saveOwnNoticePreferences(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('json')) }),
  );

  serveTable(
    router,
    '/api/customers',
    { permission: P.read, summary: 'The customers list (a customer sees its own company)' },
    customersTableModel,
    {
      db,
      restrict: (query, c) => inScope(query, companyScopeOf(c)),
    },
  );

  router.post(
    '/api/customers',
    {
      permission: P.create,
      summary: 'Creates a customer with its rates and templates',
      body: customerSchema,
      status: 201,
      response: customerAnswer,
    },
    async (c) => ok(c, { customer: await createCustomer(ctx, c.req.valid('json'), actorOf(c)) }, 201),
  );

  router.get(
    '/api/customers/:id',
    { permission: P.read, summary: 'One customer', params: idParams, response: customerAnswer },
    async (c) => {
      const customer = await loadCustomer(db, c.req.valid('param').id, companyScopeOf(c));
      if (!customer) throw new NotFoundError('Customer not found');
      return ok(c, { customer });
    },
  );

  router.put(
    '/api/customers/:id',
    {
      permission: P.update,
      summary: "Saves a customer: staff every field, a customer its own company's contact fields (a stale `version` is a 409)",
      params: idParams,
      body: customerSchema,
      bodyFor: (c) => (companyScopeOf(c).all ? customerSchema : ownCustomerSchema),
      response: customerAnswer,
    },
    async (c) => {
      const { id } = c.req.valid('param');
      const scope = companyScopeOf(c);
      const input = c.req.valid('json');
      const customer = scope.all
        ? await saveCustomer(ctx, id, input, actorOf(c))
        : // `bodyFor` parsed a customer's body with the self-service schema.
          await saveOwnCustomer(ctx, id, input as OwnCustomerInput, scope, actorOf(c));
      return ok(c, { customer });
    },
  );

  router.delete(
    '/api/customers/:id',
    { permission: P.delete, summary: 'Deletes a customer without pickups or invoices', params: idParams, response: okAnswer },
    async (c) => {
      await removeCustomer(ctx, c.req.valid('param').id, actorOf(c));
      return ok(c);
    },
  );

  return router;
}
