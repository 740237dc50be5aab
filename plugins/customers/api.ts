import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { NotFoundError } from '../../core/errors.ts';
import type { AppEnv } from '../../core/http/env.ts';
import { ok } from '../../core/http/respond.ts';
import { parseJson, parseParams } from '../../core/http/validate.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import { SEARCH_MIN_CHARS } from './constants.ts';
import { customersTableModel } from './customers.model.ts';
import { inScope, listNetTerms, loadCustomer, searchCustomers } from './customers.repository.ts';
import type { CustomersDatabase } from './customers.table.ts';
import { createCustomer, removeCustomer, saveCustomer, saveOwnCustomer } from './customers.writes.ts';
import { loginAsCustomer } from './impersonation.ts';
import { CUSTOMERS_PERMISSION as P } from './permissions.ts';
import { customerIdParam, customerLoginSchema, customerSchema, customerSearchSchema, ownCustomerSchema } from './schema.ts';
import { scopeOf } from './service.ts';

const scope = (c: Context<AppEnv>) => scopeOf(c.get('auth')!.user);

/** The customers calls of both documents' catalogues, plus back-to-admin. */
export function customersApi(ctx: PluginContext): PortalRouter {
  const db = ctx.db as Kysely<CustomersDatabase>;
  const router = ctx.apiRouter();

  // The fixed paths come before `/:id`, which would otherwise take them.
  const netTerms = async (c: Context<AppEnv>) => ok(c, { terms: await listNetTerms(db) });
  router.get('/api/customers/net-terms/', P.netTerms, netTerms);
  router.get('/api/customers/net-terms', P.netTerms, netTerms);

  router.post('/api/customers/search', P.search, async (c) => {
    const { query } = await parseJson(c, customerSearchSchema);
    if (query.length < SEARCH_MIN_CHARS) return ok(c, { customers: [] });
    return ok(c, { customers: await searchCustomers(db, query, scope(c)) });
  });

  router.post('/api/customers/customer-login', P.login, async (c) => {
    const { customerId } = await parseJson(c, customerLoginSchema);
    return ok(c, await loginAsCustomer(ctx, c, customerId));
  });

  router.post('/api/customers/back-to-admin', P.backToAdmin, async (c) => ok(c, { landing: await ctx.sessions.endImpersonation(c) }));

  serveTable(router, '/api/customers', P.read, customersTableModel, {
    db,
    restrict: (query, c) => inScope(query, scope(c)),
  });

  router.post('/api/customers', P.create, async (c) => {
    const input = await parseJson(c, customerSchema);
    return ok(c, { customer: await createCustomer(ctx, input, ctx.audit.actorOf(c)) }, 201);
  });

  router.get('/api/customers/:id', P.read, async (c) => {
    const customer = await loadCustomer(db, parseParams(c, customerIdParam).id, scope(c));
    if (!customer) throw new NotFoundError('Customer not found');
    return ok(c, { customer });
  });

  router.put('/api/customers/:id', P.update, async (c) => {
    const { id } = parseParams(c, customerIdParam);
    const where = scope(c);
    const actor = ctx.audit.actorOf(c);
    const customer = where.all
      ? await saveCustomer(ctx, id, await parseJson(c, customerSchema), actor)
      : await saveOwnCustomer(ctx, id, await parseJson(c, ownCustomerSchema), where, actor);
    return ok(c, { customer });
  });

  router.delete('/api/customers/:id', P.delete, async (c) => {
    await removeCustomer(ctx, parseParams(c, customerIdParam).id, ctx.audit.actorOf(c));
    return ok(c);
  });

  return router;
}
