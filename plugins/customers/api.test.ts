import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import sampleTypes from '../sample-types/index.ts';
import type { CustomersDatabase } from './customers.table.ts';
import customers, { customersService } from './index.ts';
import { DEMO_COMPANY, DEMO_CUSTOMERS } from './seed.ts';
import { insertSampleTypes, validCustomer } from './test-support.ts';

type Json = Record<string, unknown> & { customer: Record<string, unknown> & { id: number } };

describe.each(dialectsUnderTest())('the customers calls on %s', (kind) => {
  let t: TestPortal;
  let db: Kysely<CustomersDatabase>;
  let token: string;
  let types: number[];
  const netTerms = async (term: string) =>
    (await db.selectFrom('netTerms').select('id').where('term', '=', term).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [sampleTypes, customers] });
    db = t.db as unknown as Kysely<CustomersDatabase>;
    ({ token } = await t.signIn('admin@demo.lab'));
    types = await insertSampleTypes(t.db, ['Calls Cylinder 4x8', 'Calls Cylinder 6x12', 'Calls Grout Prism']);
  });
  afterAll(() => t.close());

  it('answers the net terms as `terms`, with and without the trailing slash', async () => {
    for (const path of ['/api/customers/net-terms/', '/api/customers/net-terms']) {
      const body = (await (await t.request(path, { token })).json()) as { terms: Array<{ term: string; days: number }> };
      expect(body.terms.map(({ term, days }) => [term, days])).toEqual([
        ['Due on receipt', 0],
        ['Net 15', 15],
        ['Net 30', 30],
        ['Net 45', 45],
        ['Net 60', 60],
      ]);
    }
  });

  it('creates a customer with rates and templates, answers 201 and records it in the audit trail', async () => {
    const input = validCustomer({
      netTermsId: await netTerms('Net 30'),
      contactEmail: 'ap@harbor.example,owner@harbor.example',
      fuelCharge: true,
      quickBooksID: 'QB-7',
      sampleRates: [
        { sampleTypeId: types[0], rate: '18.5', bogoInterval: '3' },
        { sampleTypeId: types[1], rate: '', bogoInterval: '' },
        // The specification's name for the interval, beside the portal's.
        { sampleTypeId: types[2], rate: null, bogo_interval: 4 },
      ],
      templates: [{ sampleTypeId: types[0], template: 'ds-pq-502.1' }],
    });
    const response = await t.request('/api/customers', { token, json: input });
    expect(response.status).toBe(201);
    const { customer } = (await response.json()) as Json;
    expect(customer).toMatchObject({
      companyName: 'Harbor Ready Mix',
      status: 'Active',
      invoiceTemplate: 'default',
      contactEmail: 'ap@harbor.example, owner@harbor.example',
      fuelCharge: true,
      chargeLateFee: false,
      sendReports: true,
      quickBooksID: 'QB-7',
      netTerms: { term: 'Net 30', days: 30 },
      sampleRates: [
        { sampleTypeId: types[0], rate: 18.5, bogoInterval: 3, bogo_interval: 3 },
        { sampleTypeId: types[2], rate: null, bogoInterval: 4, bogo_interval: 4 },
      ],
      templates: [{ sampleTypeId: types[0], template: 'ds-pq-502.1' }],
    });
    expect(customer).not.toHaveProperty('quickbooksId');
    const audit = await db
      .selectFrom('auditTrail')
      .selectAll()
      .where('entity', '=', 'customer')
      .where('recordId', '=', String(customer.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create']);
    const again = (await (await t.request(`/api/customers/${customer.id}`, { token })).json()) as Json;
    expect(again.customer).toEqual(customer);
  });

  it('saves the form: every field, rates replaced when given, kept when left out', async () => {
    const { customer } = (await (
      await t.request('/api/customers', {
        token,
        json: validCustomer({ companyName: 'Saved Co', sampleRates: [{ sampleTypeId: types[0], rate: 10, bogoInterval: null }] }),
      })
    ).json()) as Json;
    const put = (json: unknown) => t.request(`/api/customers/${customer.id}`, { method: 'PUT', token, json });
    const changed = await put(
      validCustomer({ companyName: 'Saved Company', status: 'Frozen Debt', invoiceReminder: 0, chargeLateFee: true }),
    );
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Json).customer).toMatchObject({
      companyName: 'Saved Company',
      status: 'Frozen Debt',
      invoiceReminder: 0,
      chargeLateFee: true,
      sampleRates: [{ rate: 10 }],
    });
    const cleared = ((await (await put(validCustomer({ sampleRates: [], templates: [] }))).json()) as Json).customer;
    expect(cleared).toMatchObject({ sampleRates: [], templates: [], status: 'Frozen Debt' });
    const history = await t.portal.contextOf('customers').audit.history(t.db, 'customer', customer.id);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(history[1]!.changes.map((change) => change.field)).toEqual(expect.arrayContaining(['companyName', 'status', 'chargeLateFee']));
  });

  it('answers 400 with the spec messages, and names unknown net terms and sample types', async () => {
    const response = await t.request('/api/customers', {
      token,
      json: validCustomer({ shortName: 'TOO LONG NAME', billingZip: 'abc', contactEmail: 'x@y', companyName: '' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'error',
      error: 'Please correct the highlighted fields',
      fields: {
        companyName: 'This field is required',
        shortName: 'Name too long',
        billingZip: 'Enter valid zip code',
        contactEmail: 'Enter a valid email address, or multiple separated by a comma',
      },
    });
    const unknown = await t.request('/api/customers', {
      token,
      json: validCustomer({ netTermsId: 999, sampleRates: [{ sampleTypeId: 999, rate: 1, bogoInterval: null }] }),
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fields: unknown }).fields).toEqual({
      netTermsId: 'Choose net terms',
      'sampleRates.0.sampleTypeId': 'Unknown sample type',
    });
    const image = await t.request('/api/customers', { token, json: validCustomer({ reportHeaderImage: 'customer_1_header.png' }) });
    expect(((await image.json()) as { fields: unknown }).fields).toEqual({
      reportHeaderImage: 'Save the customer before adding a header image',
    });
  });

  it('takes a header image only from the customer own uploads', async () => {
    const { customer } = (await (
      await t.request('/api/customers', { token, json: validCustomer({ companyName: 'Image Co' }) })
    ).json()) as Json;
    const put = (name: string) =>
      t.request(`/api/customers/${customer.id}`, { method: 'PUT', token, json: validCustomer({ reportHeaderImage: name }) });
    expect((await put(`customer_${customer.id}1_logo.png`)).status).toBe(400);
    const saved = await put(`customer_${customer.id}_logo.png`);
    expect(((await saved.json()) as Json).customer.reportHeaderImage).toBe(`customer_${customer.id}_logo.png`);
  });

  it('lists customers through the generic table: search, sort, filter by status, count', async () => {
    const list = async (query: string) =>
      (await (await t.request(`/api/customers${query}`, { token })).json()) as { rows: Array<Record<string, unknown>>; count: number };
    const all = await list('?limit=500');
    expect(all.count).toBe(all.rows.length);
    const names = all.rows.map((row) => String(row.companyName));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect((await list('?search=acme')).rows.map((row) => row.companyName)).toEqual([DEMO_COMPANY]);
    const inactive = await list(`?conditions=${encodeURIComponent('{"status":"Inactive"}')}`);
    expect(inactive.rows.map((row) => row.companyName)).toEqual(
      DEMO_CUSTOMERS.filter((c) => c.status === 'Inactive').map((c) => c.companyName),
    );
    expect(Object.keys(all.rows[0]!)).toContain('contactName');
    expect((await t.request('/api/customers?sort=contactEmail:asc', { token })).status).toBe(400);
  });

  it('finds customers from 3 characters with their fuel charge and rates', async () => {
    const search = (query: string) => t.request('/api/customers/search', { token, json: { query } });
    const short = await search(' ac ');
    expect(short.status).toBe(200);
    expect(await short.json()).toEqual({ status: 'ok', customers: [] });
    expect((await t.request('/api/customers/search', { token, json: {} })).status).toBe(400);
    const body = (await (await search('acm')).json()) as { customers: Array<Record<string, unknown>> };
    expect(body.customers).toHaveLength(1);
    expect(Object.keys(body.customers[0]!).sort()).toEqual(['companyName', 'fuelCharge', 'id', 'sampleRates', 'status']);
    expect(body.customers[0]).toMatchObject({ companyName: DEMO_COMPANY, fuelCharge: true });
    // The seed gave the demo company rates for the first three seeded sample types.
    expect((body.customers[0]!.sampleRates as unknown[]).length).toBe(3);
    expect(
      ((await (await search('harbor')).json()) as { customers: Array<{ sampleRates: unknown[] }> }).customers[0]!.sampleRates,
    ).toHaveLength(2);
    expect(((await (await search('100%')).json()) as { customers: unknown[] }).customers).toEqual([]);
  });

  it('deletes a customer, unlinks and deactivates its users, and answers 404 after', async () => {
    const { customer } = (await (
      await t.request('/api/customers', { token, json: validCustomer({ companyName: 'Gone Co' }) })
    ).json()) as Json;
    await db
      .insertInto('users')
      .values({ firstName: 'Gone', email: 'gone@gone.example', role: 'customer', customerId: customer.id, passwordHash: null })
      .execute();
    const response = await t.request(`/api/customers/${customer.id}`, { method: 'DELETE', token });
    expect(await response.json()).toEqual({ status: 'ok' });
    const user = await db
      .selectFrom('users')
      .select(['customerId', 'activeInd'])
      .where('email', '=', 'gone@gone.example')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ customerId: null, activeInd: false });
    expect((await t.request(`/api/customers/${customer.id}`, { token })).status).toBe(404);
    expect((await t.request(`/api/customers/${customer.id}`, { method: 'DELETE', token })).status).toBe(404);
    expect((await t.request('/api/customers/abc', { token })).status).toBe(400);
  });

  it('refuses to delete a customer other records still use, with 409', async () => {
    const { customer } = (await (
      await t.request('/api/customers', { token, json: validCustomer({ companyName: 'Used Co' }) })
    ).json()) as Json;
    await sql`create table test_customer_refs (customer_id integer not null references customers (id))`.execute(t.db);
    await sql`insert into test_customer_refs values (${customer.id})`.execute(t.db);
    const response = await t.request(`/api/customers/${customer.id}`, { method: 'DELETE', token });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe(
      'This customer has pickups or invoices and cannot be deleted. Set its status to Inactive instead.',
    );
    expect((await t.request(`/api/customers/${customer.id}`, { token })).status).toBe(200);
    await sql`drop table test_customer_refs`.execute(t.db);
  });

  it('offers other plugins a customer with its net terms and rates, and the search, through its service', async () => {
    const acme = (await customersService.search(t.db, 'acme'))[0]!;
    const found = await customersService.findCustomer(t.db, acme.id);
    expect(found).toMatchObject({ companyName: DEMO_COMPANY, netTerms: { term: 'Net 30', days: 30 }, fuelCharge: true });
    expect(found!.sampleRates).toEqual(acme.sampleRates);
    expect(await customersService.findCustomer(t.db, 999999)).toBeUndefined();
    expect((await customersService.search(t.db, 'acme', { all: false, customerId: null })).length).toBe(0);
  });

  it('takes only the report templates the portal has', async () => {
    const response = await t.request('/api/customers', {
      token,
      json: validCustomer({ templates: [{ sampleTypeId: types[0], template: 'ds-pq-999' }] }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: unknown }).fields).toEqual({ 'templates.0.template': 'Unknown template' });
  });
});
