import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import customers from '../customers/index.ts';
import inspectors from './index.ts';
import { call } from '../../testing/call.ts';
import { demoCompanyId, otherCompany } from '../customers/test-support.ts';

/**
 * A customer sees only its own company's inspectors, on every call and page, whatever id it
 * asks for or sends: another company's record answers 404, as if it did not exist.
 */
describe.each(dialectsUnderTest())("a customer's inspectors are its own, on %s", (kind) => {
  let t: TestPortal;
  let admin: string;
  let customer: string;
  let acme: number;
  let other: { customerId: number; token: string };
  let theirs: number;
  let labs: number;
  let mine: number;

  const add = async (token: string, json: Record<string, unknown>) => {
    const answer = await call(t, '/api/inspectors', { token, json });
    expect(answer.status).toBe(201);
    return answer.body.inspector as { id: number; customerId: number | null };
  };

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [customers, inspectors] });
    admin = (await t.signIn('admin@demo.lab')).token;
    customer = (await t.signIn('customer@demo.lab')).token;
    acme = await demoCompanyId(t);
    other = await otherCompany(t, 'Isolated Builders');
    theirs = (await add(admin, { fullName: 'Isolation Theirs', customerId: other.customerId })).id;
    labs = (await add(admin, { fullName: 'Isolation Lab' })).id;
    mine = (await add(admin, { fullName: 'Isolation Mine', customerId: acme })).id;
  });
  afterAll(() => t.close());

  it.each([
    ['GET', undefined],
    ['PUT', { fullName: 'Taken Over' }],
    ['DELETE', undefined],
  ])("answers 404 to %s of another company's inspector, and of the lab's own", async (method, json) => {
    for (const id of [theirs, labs]) {
      const answer = await call(t, `/api/inspectors/${id}`, { token: customer, method, ...(json ? { json } : {}) });
      expect(answer).toEqual({ status: 404, body: { status: 'error', error: 'Inspector not found' } });
    }
    expect((await call(t, `/api/inspectors/${theirs}`, { token: admin })).body.inspector).toMatchObject({ fullName: 'Isolation Theirs' });
  });

  it('lists only its own, whatever the filters ask', async () => {
    const list = await call(t, '/api/inspectors?limit=500', { token: customer });
    const rows = list.body.rows as Array<{ id: number; customerId: number }>;
    expect(rows.map((row) => row.id)).toContain(mine);
    expect(rows.every((row) => row.customerId === acme)).toBe(true);
    const asked = await call(t, `/api/inspectors?conditions=${encodeURIComponent(JSON.stringify({ customerId: other.customerId }))}`, {
      token: customer,
    });
    expect(asked.body).toMatchObject({ rows: [], count: 0 });
    const csv = await (await t.request('/api/inspectors?format=csv', { token: customer })).text();
    expect(csv).toContain('Isolation Mine');
    expect(csv).not.toContain('Isolation Theirs');
    expect(csv).not.toContain('Isolation Lab');
  });

  it("searches only its own, even naming another company's id", async () => {
    for (const customerId of [undefined, other.customerId, acme]) {
      const answer = await call(t, '/api/inspectors/search', {
        token: customer,
        json: { query: 'isolation', ...(customerId ? { customerId } : {}) },
      });
      expect((answer.body.inspectors as Array<{ id: number }>).map((row) => row.id)).toEqual([mine]);
    }
  });

  it("creates with another company's id as its own, and cannot move one away", async () => {
    const created = await add(customer, { fullName: 'Mine By Force', customerId: other.customerId });
    expect(created.customerId).toBe(acme);
    const answer = await call(t, '/api/inspectors', { token: customer, json: { fullName: 'Own Text' } });
    expect(answer.body.message).toBe('Your inspector was saved');
    const moved = await call(t, `/api/inspectors/${created.id}`, {
      token: customer,
      method: 'PUT',
      json: { fullName: 'Still Mine', customerId: other.customerId },
    });
    expect(moved.body.inspector).toMatchObject({ fullName: 'Still Mine', customerId: acme });
    expect((await call(t, `/api/inspectors/${created.id}`, { token: other.token })).status).toBe(404);
  });

  it("answers 404 to another company's inspector page", async () => {
    const page = (id: number) => t.request(`/customers/inspectors/${id}`, { token: customer, headers: { accept: 'text/html' } });
    expect((await page(theirs)).status).toBe(404);
    expect((await page(mine)).status).toBe(200);
  });

  it('shows a customer account without a company nothing, and lets it write nothing', async () => {
    await t.db.updateTable('users').set({ customerId: null }).where('email', '=', 'customer@demo.lab').execute();
    try {
      expect((await call(t, '/api/inspectors', { token: customer })).body).toMatchObject({ rows: [], count: 0 });
      expect((await call(t, `/api/inspectors/${mine}`, { token: customer })).status).toBe(404);
      expect((await call(t, '/api/inspectors', { token: customer, json: { fullName: 'Nowhere' } })).status).toBe(403);
    } finally {
      await t.db.updateTable('users').set({ customerId: acme }).where('email', '=', 'customer@demo.lab').execute();
    }
  });
});
