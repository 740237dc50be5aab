import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../plugin/router.ts';
import { call } from '../../testing/call.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import type { OpenApiDocument } from './document.ts';
import { envelopeOnly } from '../../testing/envelope-only.ts';
import { fullPortal } from '../../test/support/full-portal.ts';

describe('the OpenAPI document', () => {
  let t: TestPortal;
  let admin: string;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await fullPortal();
    admin = (await t.signIn('admin@demo.lab')).token;
    document = (await call<OpenApiDocument>(t, '/api/openapi.json', { token: admin })).body;
  }, 120_000);
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and describes every API route the portal serves, with its permission and roles', () => {
    expect(document.openapi).toBe('3.1.0');
    // A path kept with a trailing slash is documented as the same path without it.
    const served = t.portal.routes.filter((route) => route.kind === 'api' && !route.path.endsWith('/'));
    expect(served.length).toBeGreaterThan(60);
    const missing = served.filter((route) => {
      const operation = document.paths?.[openApiPath(route.path)]?.[route.method.toLowerCase() as 'get'];
      return operation?.['x-permission' as never] !== route.permission || !operation?.summary;
    });
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    const saveCustomer = document.paths?.['/api/customers/{id}']?.put as Record<string, unknown>;
    expect(saveCustomer).toMatchObject({
      'x-permission': 'customers.customer.update',
      'x-roles': expect.arrayContaining(['admin', 'customer']),
    });
    expect(saveCustomer.description).toContain('customers.customer.update');
  });

  it('describes the input with the schemas that validate it', () => {
    const createPickup = document.paths?.['/api/pickups']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> };
    };
    const body = createPickup.requestBody.content['application/json']!.schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['customerId', 'schedPickupDate', 'samples', 'version']));
    expect(body.required).toEqual(expect.arrayContaining(['caller', 'schedPickupDate']));
    const onePickup = document.paths?.['/api/pickups/{id}']?.get as { parameters: Array<{ name: string; in: string }> };
    expect(onePickup.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
  });

  it("declares the answer of every JSON route of core's, sign-in's token among them", async () => {
    const core = await createTestPortal({ plugins: [] });
    try {
      const token = (await core.signIn('admin@demo.lab')).token;
      const own = (await call<OpenApiDocument>(core, '/api/openapi.json', { token })).body;
      expect(envelopeOnly(own)).toEqual([]);
      const signIn = own.paths?.['/auth/local']?.post?.responses?.['200'] as {
        content: Record<string, { schema: { required?: string[] } }>;
      };
      expect(signIn.content['application/json']!.schema.required).toEqual(expect.arrayContaining(['status', 'token', 'user', 'landing']));
    } finally {
      await core.close();
    }
  }, 120_000);

  it("declares the answer of every JSON route of the full portal's, so a new route without one fails here", () => {
    expect(envelopeOnly(document)).toEqual([]);
  });

  it('answers, across the plugins, what each route declares (the test portal checks every answer against its schema, decision 142)', async () => {
    const customer = (await t.signIn('customer@demo.lab')).token;
    const lookups = [
      '/api/pickups/filterOptions',
      '/api/pickups/statuses',
      '/api/pickups/today',
      '/api/pickups/infoIncomplete',
      '/api/reports/filterOptions',
      '/api/unsent-reports',
      '/api/break-report/filterOptions',
      '/api/break-report/pausedBreaks',
      '/api/break-report/import/mappings',
      '/api/invoices/stats',
      '/api/invoices/audit',
      '/api/stats',
      '/api/stats/revenue',
      '/api/stats/completed-results',
      '/api/templates',
      '/api/drivers',
      '/api/customers/net-terms',
      '/api/quickbooks/connection',
    ];
    // One record of each list the demo data fills, as staff and as a customer (whose answers are narrower): its own company's.
    const paths = lookups.map((path) => ({ path, token: admin }));
    const firstOf = async (list: string, token: string, query = '') => {
      const { body } = await call<{ rows: Array<{ id: number }> }>(t, `/api/${list}?limit=1${query}`, { token });
      expect(body.rows?.length, `${list} has a record to read`).toBeGreaterThan(0);
      return body.rows[0]!.id;
    };
    for (const list of ['pickups', 'customers', 'inspectors', 'saved-locations', 'users', 'materials']) {
      paths.push({ path: `/api/${list}/${await firstOf(list, admin)}`, token: admin });
    }
    const company = await firstOf('customers', customer);
    const ownPickup = await firstOf('pickups', admin, `&conditions=${encodeURIComponent(JSON.stringify({ customerId: company }))}`);
    paths.push({ path: `/api/customers/${company}`, token: customer }, { path: `/api/pickups/${ownPickup}`, token: customer });
    const answers = await Promise.all(paths.map(async ({ path, token }) => `${path} ${(await t.request(path, { token })).status}`));
    expect(answers).toEqual(paths.map(({ path }) => `${path} 200`));
  }, 120_000);

  it('is for signed-in staff: a customer is refused, a visitor must sign in', async () => {
    const customer = (await t.signIn('customer@demo.lab')).token;
    expect((await t.request('/api/openapi.json', { token: customer })).status).toBe(403);
    expect((await t.request('/api/openapi.json')).status).toBe(401);
  });
});
