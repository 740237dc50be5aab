import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import customers from '../customers/index.ts';
import inspectors from './index.ts';
import { call } from '../../testing/call.ts';
import { demoCompanyId, otherCompany } from '../customers/test-support.ts';

const ROSA = {
  fullName: 'Rosa Test',
  firm: 'PSI',
  email: 'rosa@psi.example',
  mobilePhone: '555-0141',
  city: 'San Diego',
  state: 'CA',
  zip: '92101',
};

describe.each(dialectsUnderTest())('the inspectors API on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let cs: string;
  let acme: number;

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [customers, inspectors] });
    admin = (await t.signIn('admin@demo.lab')).token;
    cs = (await t.signIn('cs@demo.lab')).token;
    acme = await demoCompanyId(t);
  });
  afterAll(() => t.close());

  it('creates, reads, changes and deletes an inspector, with the spec texts', async () => {
    const created = await call(t, '/api/inspectors', { token: admin, json: { ...ROSA, customerId: acme } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'ok',
      message: 'Inspector has been saved',
      inspector: { ...ROSA, customerId: acme, fax: null },
    });
    const id = (created.body.inspector as { id: number }).id;

    expect((await call(t, `/api/inspectors/${id}`, { token: cs })).body.inspector).toMatchObject(ROSA);
    const changed = await call(t, `/api/inspectors/${id}`, {
      token: cs,
      method: 'PUT',
      json: { ...ROSA, fullName: 'Rosa Changed', customerId: '' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.inspector).toMatchObject({ fullName: 'Rosa Changed', customerId: null });

    const deleted = await call(t, `/api/inspectors/${id}`, { token: admin, method: 'DELETE' });
    expect(deleted).toEqual({ status: 200, body: { status: 'ok', message: 'Inspector record has been deleted' } });
    expect((await call(t, `/api/inspectors/${id}`, { token: admin })).status).toBe(404);
  });

  it('records each change in the audit trail, by whom', async () => {
    const { body } = await call(t, '/api/inspectors', { token: admin, json: { fullName: 'Audited Inspector' } });
    const id = (body.inspector as { id: number }).id;
    await call(t, `/api/inspectors/${id}`, { token: cs, method: 'PUT', json: { fullName: 'Audited Again' } });
    await call(t, `/api/inspectors/${id}`, { token: admin, method: 'DELETE' });
    const history = await t.portal.contextOf('inspectors').audit.history(t.db, 'inspector', id);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(history[1]!.changes).toContainEqual({ field: 'fullName', before: 'Audited Inspector', after: 'Audited Again' });
  });

  it.each([
    [{}, { fullName: 'This field is required' }],
    [{ fullName: '  ' }, { fullName: 'This field is required' }],
    [{ fullName: 'Rosa', email: 'rosa@' }, { email: 'Enter a valid email address' }],
    [{ fullName: 'Rosa', zip: '9210A' }, { zip: 'Enter a valid zip code' }],
    [{ fullName: 'Rosa', customerId: 'acme' }, { customerId: 'Choose a customer' }],
  ])('answers 400 to %j with the field messages', async (json, fields) => {
    const answer = await call(t, '/api/inspectors', { token: admin, json });
    expect(answer).toEqual({ status: 400, body: { status: 'error', error: Object.values(fields)[0], fields } });
  });

  it('removes an empty zip and an empty customerId before save', async () => {
    const { body } = await call(t, '/api/inspectors', { token: admin, json: { fullName: 'No Zip', zip: '', customerId: '', email: '' } });
    expect(body.inspector).toMatchObject({ zip: null, customerId: null, email: null });
  });

  it('refuses a company that does not exist', async () => {
    const answer = await call(t, '/api/inspectors', { token: admin, json: { fullName: 'Nobody', customerId: 999_999 } });
    expect(answer).toEqual({
      status: 400,
      body: { status: 'error', error: 'Choose a customer', fields: { customerId: 'Choose a customer' } },
    });
  });

  it('answers 404 to an inspector that does not exist, and 400 to an id that is not one', async () => {
    expect((await call(t, '/api/inspectors/999999', { token: admin })).body).toEqual({ status: 'error', error: 'Inspector not found' });
    expect((await call(t, '/api/inspectors/999999', { token: admin, method: 'PUT', json: { fullName: 'X' } })).status).toBe(404);
    expect((await call(t, '/api/inspectors/999999', { token: admin, method: 'DELETE' })).status).toBe(404);
    expect((await t.request('/api/inspectors/abc', { token: admin })).status).toBe(404);
  });

  it('lists inspectors through the generic table: search, sort, company name', async () => {
    await call(t, '/api/inspectors', { token: admin, json: { fullName: 'Zed Listed', firm: 'Zeta Firm', customerId: acme } });
    const { body } = await call(t, `/api/inspectors?search=zeta&sort=fullName:desc`, { token: admin });
    expect(body.count).toBe(1);
    expect(body.rows).toEqual([
      expect.objectContaining({ fullName: 'Zed Listed', firm: 'Zeta Firm', customerId: acme, companyName: 'Acme Concrete Testing Co.' }),
    ]);
    expect((await call(t, '/api/inspectors?sort=nothing:asc', { token: admin })).status).toBe(400);
  });

  describe('search {query, customerId}', () => {
    let own: number;
    let lab: number;
    let elsewhere: number;
    beforeAll(async () => {
      const { customerId: other } = await otherCompany(t, 'Search Other Co');
      const add = async (json: Record<string, unknown>) =>
        ((await call(t, '/api/inspectors', { token: admin, json })).body.inspector as { id: number }).id;
      own = await add({ fullName: 'Searchable Own', customerId: acme });
      lab = await add({ fullName: 'Searchable Lab', firm: 'Independent' });
      elsewhere = await add({ fullName: 'Searchable Elsewhere', customerId: other });
    });
    const search = async (json: unknown) => {
      const answer = await call(t, '/api/inspectors/search', { token: cs, json });
      expect(answer.status).toBe(200);
      return (answer.body.inspectors as Array<{ id: number }>).map((inspector) => inspector.id);
    };

    it('finds by name, firm or e-mail from three characters, ignoring case', async () => {
      expect(await search({ query: 'SEARCHABLE' })).toEqual(expect.arrayContaining([own, lab, elsewhere]));
      expect(await search({ query: 'independ' })).toEqual([lab]);
      expect(await search({ query: 'se' })).toEqual([]);
    });

    it("with a customer, finds that customer's inspectors and the lab's unassigned ones, never another company's", async () => {
      const found = await search({ query: 'searchable', customerId: acme });
      expect(found).toEqual(expect.arrayContaining([own, lab]));
      expect(found).not.toContain(elsewhere);
    });

    it('answers 400 without a query', async () => {
      expect((await call(t, '/api/inspectors/search', { token: cs, json: {} })).status).toBe(400);
    });
  });
});
