import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, TEST_PASSWORD, type TestPortal } from '../../testing/portal.ts';
import { hashPassword } from '../../core/auth/password.ts';
import sampleTypes from '../sample-types/index.ts';
import type { CustomersDatabase } from './customers.table.ts';
import customers from './index.ts';
import { DEMO_COMPANY } from './seed.ts';
import { validCustomer } from './test-support.ts';

type CustomerAnswer = { customer: Record<string, unknown> };

describe.each(dialectsUnderTest())('a customer sees and changes only its own company, on %s', (kind) => {
  let t: TestPortal;
  let db: Kysely<CustomersDatabase>;
  let token: string;
  let own: number;

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [sampleTypes, customers] });
    db = t.db as unknown as Kysely<CustomersDatabase>;
    ({ token } = await t.signIn('customer@demo.lab'));
    own = (await db.selectFrom('customers').select('id').where('companyName', '=', DEMO_COMPANY).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('belongs to the demo company after the seed', async () => {
    const user = await db.selectFrom('users').select('customerId').where('email', '=', 'customer@demo.lab').executeTakeFirstOrThrow();
    expect(user.customerId).toBe(own);
  });

  it('lists only its own company, in the table and in its exports', async () => {
    const body = (await (await t.request('/api/customers?limit=500', { token })).json()) as { rows: Array<{ id: number }>; count: number };
    expect(body.rows.map((row) => row.id)).toEqual([own]);
    expect(body.count).toBe(1);
    const filtered = (await (
      await t.request(`/api/customers?conditions=${encodeURIComponent(JSON.stringify({ id: { ne: own } }))}`, { token })
    ).json()) as { rows: unknown[] };
    expect(filtered.rows).toEqual([]);
    const csv = await (await t.request('/api/customers?format=csv', { token })).text();
    expect(csv.trim().split('\n')).toHaveLength(2);
  });

  it('answers 404 for every other company, whatever the call', async () => {
    const others = await db.selectFrom('customers').select('id').where('id', '!=', own).execute();
    expect(others.length).toBeGreaterThan(2);
    for (const { id } of others) {
      expect((await t.request(`/api/customers/${id}`, { token })).status).toBe(404);
      expect((await t.request(`/api/customers/${id}`, { method: 'PUT', token, json: validCustomer() })).status).toBe(404);
    }
    const unchanged = await db.selectFrom('customers').select('companyName').where('id', '=', others[0]!.id).executeTakeFirstOrThrow();
    expect(unchanged.companyName).not.toBe('Harbor Ready Mix');
  });

  it('changes its own contact and address, never what only the lab sets', async () => {
    const before = ((await (await t.request(`/api/customers/${own}`, { token })).json()) as CustomerAnswer).customer;
    const response = await t.request(`/api/customers/${own}`, {
      method: 'PUT',
      token,
      json: {
        ...validCustomer({ companyName: DEMO_COMPANY, contactFirstName: 'Robin', billingCity: 'Berkeley', sendReports: false }),
        status: 'Active',
        invoiceFrequency: 'Manual',
        invoiceReminder: 90,
        invoiceTemplate: 'extended',
        netTermsId: 1,
        fuelCharge: false,
        chargeLateFee: true,
        sendInvoices: false,
        quickBooksID: 'HACKED',
        sampleRates: [],
        templates: [],
      },
    });
    expect(response.status).toBe(200);
    const after = ((await response.json()) as CustomerAnswer).customer;
    expect(after).toMatchObject({ contactFirstName: 'Robin', billingCity: 'Berkeley', sendReports: false });
    const labFields = [
      'status',
      'invoiceFrequency',
      'invoiceReminder',
      'invoiceTemplate',
      'netTermsId',
      'fuelCharge',
      'chargeLateFee',
      'sendInvoices',
      'quickBooksID',
      'sampleRates',
      'templates',
    ];
    const pick = (customer: Record<string, unknown>) => Object.fromEntries(labFields.map((field) => [field, customer[field]]));
    expect(pick(after)).toEqual(pick(before));
  });

  it('gives its billing e-mail as one address', async () => {
    const response = await t.request(`/api/customers/${own}`, {
      method: 'PUT',
      token,
      json: validCustomer({ contactEmail: 'a@x.example, b@y.example' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'error',
      error: 'Enter a valid email address',
      fields: { contactEmail: 'Enter a valid email address' },
    });
  });

  it('saves a billing list the lab entered unchanged, and keeps the one-address rule once it is edited', async () => {
    await db.updateTable('customers').set({ contactEmail: 'billing@acme.example, ap@acme.example' }).where('id', '=', own).execute();
    const { customer } = (await (await t.request(`/api/customers/${own}`, { token })).json()) as CustomerAnswer;
    const unchanged = await t.request(`/api/customers/${own}`, {
      method: 'PUT',
      token,
      json: validCustomer({ contactEmail: 'billing@acme.example,ap@acme.example', version: customer.version }),
    });
    expect(unchanged.status).toBe(200);
    const edited = await t.request(`/api/customers/${own}`, {
      method: 'PUT',
      token,
      json: validCustomer({ contactEmail: 'billing@acme.example, other@acme.example' }),
    });
    expect(edited.status).toBe(400);
  });

  it('cannot create, delete, search or use the admin screens', async () => {
    expect((await t.request('/api/customers', { token, json: validCustomer() })).status).toBe(403);
    expect((await t.request(`/api/customers/${own}`, { method: 'DELETE', token })).status).toBe(403);
    expect((await t.request('/api/customers/search', { token, json: { query: 'acme' } })).status).toBe(403);
    expect((await t.request(`/admin/customers/${own}`, { token, headers: { accept: 'text/html' } })).status).toBe(403);
  });

  it('sees nothing while its account is not linked to a company', async () => {
    await db
      .insertInto('users')
      .values({
        firstName: 'Nolink',
        email: 'nolink@demo.lab',
        role: 'customer',
        customerId: null,
        passwordHash: await hashPassword(TEST_PASSWORD),
      })
      .execute();
    const { token: loose } = await t.signIn('nolink@demo.lab');
    const body = (await (await t.request('/api/customers', { token: loose })).json()) as { rows: unknown[]; count: number };
    expect(body).toMatchObject({ rows: [], count: 0 });
    expect((await t.request(`/api/customers/${own}`, { token: loose })).status).toBe(404);
    const page = await t.request('/customers/my-company', { token: loose, headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Your account is not linked to a company yet');
  });

  it('serves My Company with the self-service form', async () => {
    const html = await (await t.request('/customers/my-company', { token, headers: { accept: 'text/html' } })).text();
    expect(html).toContain('data-island="customers.CustomerForm"');
    expect(html).toContain('"mode":"self"');
    expect(html).toContain('href="/customers"');
  });
});
