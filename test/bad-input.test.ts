import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../core/config.ts';
import { importPlugins, PLUGINS_FOLDER } from '../core/plugin/load.ts';
import { dialectsUnderTest } from '../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../testing/portal.ts';
import configInput from '../hono.config.ts';
import { validCustomer } from '../plugins/customers/test-support.ts';

const NUL = 'Text must not contain the NUL character';
const query = (conditions: unknown) => `conditions=${encodeURIComponent(JSON.stringify(conditions))}`;

/**
 * The crafted requests of the security review that answered 500: each is now a 400, 404 or
 * 409 with a message, on the portal with every plugin enabled.
 */
describe.each(dialectsUnderTest())('crafted input on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let customerId: number;

  beforeAll(async () => {
    const plugins = await importPlugins(resolveConfig(configInput, {}, '0').plugins, PLUGINS_FOLDER);
    t = await createTestPortal({ kind, plugins });
    admin = (await t.signIn('admin@demo.lab')).token;
    const customer = await t.db.selectFrom('users').select('customerId').where('email', '=', 'customer@demo.lab').executeTakeFirstOrThrow();
    customerId = customer.customerId!;
  });
  afterAll(() => t.close());

  const answer = async (path: string, init: { json?: unknown; method?: string } = {}) => {
    const response = await t.request(path, { token: admin, ...init });
    return {
      status: response.status,
      body: (await response.json()) as { error?: string; fields?: Record<string, string>; customer?: { id: number } },
    };
  };

  it.each([['/api/customers/99999999999'], ['/api/pickups/99999999999'], ['/api/users/99999999999'], ['/api/outbox/99999999999']])(
    'answers 400 to the id %s beyond its column',
    async (path) => {
      expect(await answer(path)).toEqual({ status: 400, body: { status: 'error', error: 'Invalid id', fields: { id: 'Invalid id' } } });
    },
  );

  it('answers 400 to a company id beyond its column', async () => {
    const login = await answer('/api/customers/customer-login', { json: { customerId: 2_147_483_648 } });
    expect(login).toMatchObject({ status: 400, body: { fields: { customerId: 'Choose a customer' } } });
  });

  it.each([
    ['/api/customers?search=acme%00', { search: NUL }],
    ['/api/pickups?search=%00', { search: NUL }],
    [
      `/api/customers?${query({ companyName: { like: 'Acme%\\' } })}`,
      { 'conditions.companyName.like': 'A "like" pattern must not end with a backslash' },
    ],
    [
      `/api/pickups?${query({ schedPickupDate: '0000-01-01' })}`,
      { 'conditions.schedPickupDate': '"schedPickupDate" must be a date (YYYY-MM-DD) from 1900 to 2100' },
    ],
    ['/api/pickups?startDate=0000-01-01', { startDate: 'startDate must be a date (YYYY-MM-DD) from 1900 to 2100' }],
    [
      `/api/users?${query({ customerId: 2_147_483_648 })}`,
      { 'conditions.customerId': '"customerId" must be a number from -2,147,483,647 to 2,147,483,647' },
    ],
  ])('answers 400 to the list request %s', async (path, fields) => {
    expect(await answer(path)).toMatchObject({ status: 400, body: { fields } });
  });

  it('answers 400 to a NUL in any text of a body, naming the field, and writes nothing', async () => {
    const before = await t.db.selectFrom('auditTrail').select('id').execute();
    const inspector = await answer('/api/inspectors', { json: { customerId, firstName: 'Nul\u0000', lastName: 'Byte' } });
    expect(inspector).toMatchObject({ status: 400, body: { error: NUL, fields: { firstName: NUL } } });
    const search = await answer('/api/materials/search', { json: { query: '\u0000' } });
    expect(search).toMatchObject({ status: 400, body: { fields: { query: NUL } } });
    expect(await t.db.selectFrom('auditTrail').select('id').execute()).toEqual(before);
  });

  it('answers 400 to dates before 1900 on a pickup', async () => {
    const pickup = await answer('/api/pickups', { json: { customerId, schedPickupDate: '0000-01-01' } });
    expect(pickup).toMatchObject({ status: 400, body: { fields: { schedPickupDate: 'Invalid Date Format' } } });
  });

  it('makes one portal user when two staff members log in as a company without one at the same moment', async () => {
    const created = await answer('/api/customers', { json: validCustomer({ companyName: 'Twin Logins LLC', shortName: 'TWIN' }) });
    const id = created.body.customer!.id;
    const cs = (await t.signIn('cs@demo.lab')).token;
    const logins = await Promise.all(
      [admin, cs, admin, cs].map((token) => t.request('/api/customers/customer-login', { token, json: { customerId: id } })),
    );
    expect(logins.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const users = await t.db.selectFrom('users').select('id').where('customerId', '=', id).execute();
    expect(users).toHaveLength(1);
  });
});
