import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import sampleTypes from '../sample-types/index.ts';
import type { CustomersDatabase } from './customers.table.ts';
import customers from './index.ts';
import { DEMO_COMPANY } from './seed.ts';

describe.each(dialectsUnderTest())('the customers pages on %s', (kind) => {
  let t: TestPortal;
  let acme: number;
  const page = async (path: string, email = 'admin@demo.lab') => {
    const { token } = await t.signIn(email);
    const response = await t.request(path, { token, headers: { accept: 'text/html' } });
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [sampleTypes, customers] });
    const db = t.db as unknown as Kysely<CustomersDatabase>;
    acme = (await db.selectFrom('customers').select('id').where('companyName', '=', DEMO_COMPANY).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('lists customers in the generic table under Customers in the sidebar, with New Customer for the admin only', async () => {
    const { html } = await page('/admin/customers', 'cs@demo.lab');
    expect(html).toContain('<h1 class="text-2xl font-semibold text-slate-900">Customers</h1>');
    expect(html).toContain('data-island="core.DataTable"');
    expect(html).not.toContain('href="/admin/customers/new"');
    expect(html).toMatch(/<a[^>]*href="\/admin\/customers"[^>]*>[^<]*Customers/);
    expect((await page('/admin/customers')).html).toContain('href="/admin/customers/new"');
  });

  it('serves the new customer form with the lab fields, the sample types and the templates', async () => {
    const { html } = await page('/admin/customers/new');
    expect(html).toContain('data-island="customers.CustomerForm"');
    for (const text of [
      '"mode":"admin"',
      '"customer":null',
      'Concrete Cylinder 4x8',
      'ds-pq-502.1',
      'Net 30',
      '>Create<',
      'href="/admin/customers"',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Log in as customer');
  });

  it('serves an existing customer with Log in as customer: the form to the admin, read-only to customer-service', async () => {
    const admin = await page(`/admin/customers/${acme}`);
    expect(admin.html).toContain(`<h1 class="text-2xl font-semibold text-slate-900">${DEMO_COMPANY}</h1>`);
    expect(admin.html).toContain('Log in as customer');
    expect(admin.html).toContain('data-island="customers.CustomerForm"');
    expect(admin.html).toContain('"canDelete":true');
    const cs = await page(`/admin/customers/${acme}`, 'cs@demo.lab');
    expect(cs.html).toContain(`<h1 class="text-2xl font-semibold text-slate-900">${DEMO_COMPANY}</h1>`);
    expect(cs.html).toContain('Log in as customer');
    expect(cs.html).not.toContain('customers.CustomerForm');
    expect(cs.html).toContain('<section aria-label="Customer"');
    expect(cs.html).toContain('Billing email');
    expect((await page('/admin/customers/999999')).status).toBe(404);
  });

  it('serves My Company without the lab settings to change', async () => {
    const { html } = await page('/customers/my-company', 'customer@demo.lab');
    expect(html).toContain('<h1 class="text-2xl font-semibold text-slate-900">My Company</h1>');
    expect(html).toContain('"sampleTypes":[]');
    expect(html).not.toContain('name="invoiceFrequency"');
    expect(html).toContain('href="/customers"');
  });
});
