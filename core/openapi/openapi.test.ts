import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import configInput from '../../hono.config.ts';
import { resolveConfig } from '../config.ts';
import { importPlugins, PLUGINS_FOLDER } from '../plugin/load.ts';
import { openApiPath } from '../plugin/router.ts';
import { call } from '../testing/call.ts';
import { createTestPortal, type TestPortal } from '../testing/portal.ts';
import type { OpenApiDocument } from './document.ts';

/** Every enabled plugin, as `npm start` serves them. */
async function fullPortal(): Promise<TestPortal> {
  const config = resolveConfig(configInput, {}, '0.0.0-test');
  return createTestPortal({ plugins: await importPlugins(config.plugins, PLUGINS_FOLDER) });
}

describe('the OpenAPI document and the API reference', () => {
  let t: TestPortal;
  let admin: string;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await fullPortal();
    admin = (await t.signIn('admin@demo.lab')).token;
    document = (await call<OpenApiDocument>(t, '/api/openapi.json', { token: admin })).body;
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and describes every API route the portal serves, with its permission and roles', () => {
    expect(document.openapi).toBe('3.1.0');
    const served = t.portal.routes.filter((route) => route.kind === 'api');
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

  it('is for signed-in staff: a customer is refused, a visitor must sign in', async () => {
    const customer = (await t.signIn('customer@demo.lab')).token;
    expect((await t.request('/api/openapi.json', { token: customer })).status).toBe(403);
    expect((await t.request('/api/openapi.json')).status).toBe(401);
    expect((await t.request('/api/docs', { token: customer, headers: { accept: 'text/html' } })).status).toBe(403);
  });

  it('renders the reference page from the same document', async () => {
    const page = await t.request('/api/docs', { token: admin, headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('API reference');
    expect(html).toContain('/api/pickups/receive/{id}');
    expect(html).toContain('pickups.pickup.write');
  });
});
