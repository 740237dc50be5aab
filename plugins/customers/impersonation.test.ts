import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import sampleTypes from '../sample-types/index.ts';
import type { CustomersDatabase } from './customers.table.ts';
import { portalUserEmail } from './impersonation.service.ts';
import customers from './index.ts';
import { DEMO_COMPANY } from './seed.ts';
import { cookiesAfter, validCustomer } from './test-support.ts';

interface LoginAnswer {
  status: string;
  token: string;
  customer: { id: number; companyName: string };
  user: { id: number; email: string; role: string; customerId: number };
}

describe.each(dialectsUnderTest())('using the portal as a customer, on %s', (kind) => {
  let t: TestPortal;
  let db: Kysely<CustomersDatabase>;
  const idOf = async (name: string) =>
    (await db.selectFrom('customers').select('id').where('companyName', '=', name).executeTakeFirstOrThrow()).id;
  const userId = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [sampleTypes, customers], enable: ['dashboard'] });
    db = t.db as unknown as Kysely<CustomersDatabase>;
  });
  afterAll(() => t.close());

  async function impersonate(staff: string, companyName: string) {
    const { cookie: staffCookie } = await t.signIn(staff);
    const response = await t.request('/api/customers/customer-login', {
      cookie: staffCookie,
      json: { customerId: await idOf(companyName) },
    });
    expect(response.status).toBe(200);
    return { answer: (await response.json()) as LoginAnswer, cookie: cookiesAfter(response, staffCookie) };
  }

  it('acts as the company user, shows the banner, keeps the staff session aside and goes back to admin', async () => {
    const { answer, cookie } = await impersonate('admin@demo.lab', DEMO_COMPANY);
    expect(answer).toMatchObject({
      status: 'ok',
      customer: { companyName: DEMO_COMPANY },
      user: { email: 'customer@demo.lab', role: 'customer' },
    });
    expect(answer.token).toMatch(/^[\w-]{40,}$/);
    expect(cookie).toMatch(/portal_staff_session=/);

    const home = await t.request('/customers', { cookie, headers: { accept: 'text/html' } });
    expect(await home.text()).toContain(`You are currently using the portal as ${DEMO_COMPANY}`);
    expect((await t.request('/admin/customers', { cookie, headers: { accept: 'text/html' } })).status).toBe(403);
    expect((await t.request(`/api/customers/${await idOf('Bayview Builders Inc.')}`, { cookie })).status).toBe(404);
    expect((await t.request('/api/customers/customer-login', { cookie, json: { customerId: answer.customer.id } })).status).toBe(403);
    const list = (await (await t.request('/api/customers', { cookie })).json()) as { rows: Array<{ id: number }> };
    expect(list.rows.map((row) => row.id)).toEqual([answer.customer.id]);

    const back = await t.request('/api/customers/back-to-admin', { cookie, json: {} });
    expect(await back.json()).toEqual({ status: 'ok', landing: '/admin' });
    const restored = cookiesAfter(back, cookie);
    expect(restored).not.toMatch(/portal_staff_session/);
    expect((await t.request('/admin/customers', { cookie: restored, headers: { accept: 'text/html' } })).status).toBe(200);
    expect((await t.request('/api/customers', { cookie })).status).toBe(401);
  });

  it('records the staff member behind a change made as the customer', async () => {
    const { answer, cookie } = await impersonate('cs@demo.lab', DEMO_COMPANY);
    const response = await t.request(`/api/customers/${answer.customer.id}`, {
      method: 'PUT',
      cookie,
      json: validCustomer({ companyName: DEMO_COMPANY, billingCity: 'Alameda' }),
    });
    expect(response.status).toBe(200);
    const row = await db
      .selectFrom('auditTrail')
      .selectAll()
      .where('entity', '=', 'customer')
      .where('action', '=', 'update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      recordId: String(answer.customer.id),
      userId: answer.user.id,
      impersonatorId: await userId('cs@demo.lab'),
    });
    const login = await db
      .selectFrom('auditTrail')
      .selectAll()
      .where('action', '=', 'customer-login')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(login).toMatchObject({ userId: await userId('cs@demo.lab'), impersonatorId: null, recordId: String(answer.customer.id) });
  });

  it('makes a company without users its own portal user, once, that can never sign in by itself', async () => {
    const first = await impersonate('admin@demo.lab', 'Bayview Builders Inc.');
    const bayview = await idOf('Bayview Builders Inc.');
    expect(first.answer.user).toMatchObject({ email: portalUserEmail(bayview), role: 'customer', customerId: bayview });
    const stored = await db.selectFrom('users').selectAll().where('email', '=', portalUserEmail(bayview)).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ passwordHash: null, activeInd: true, firstName: 'Bayview Builders Inc.' });
    const created = await db
      .selectFrom('auditTrail')
      .selectAll()
      .where('entity', '=', 'user')
      .where('recordId', '=', String(stored.id))
      .execute();
    expect(created.map((row) => row.action)).toEqual(['create']);

    await t.request('/api/customers/back-to-admin', { cookie: first.cookie, json: {} });
    const second = await impersonate('admin@demo.lab', 'Bayview Builders Inc.');
    expect(second.answer.user.id).toBe(stored.id);
    const count = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customerId', '=', bayview)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect((await t.request('/auth/local', { json: { username: portalUserEmail(bayview), password: '' } })).status).not.toBe(200);
  });

  it('takes back a portal user that was deactivated meanwhile', async () => {
    const cascade = await idOf('Cascade Structural Group');
    const first = await impersonate('admin@demo.lab', 'Cascade Structural Group');
    await t.request('/api/customers/back-to-admin', { cookie: first.cookie, json: {} });
    await db.updateTable('users').set({ activeInd: false }).where('email', '=', portalUserEmail(cascade)).execute();
    const again = await impersonate('admin@demo.lab', 'Cascade Structural Group');
    expect(again.answer.user.id).toBe(first.answer.user.id);
  });

  it('works with a bearer token too: the answer token is the customer session', async () => {
    const { token } = await t.signIn('admin@demo.lab');
    const response = await t.request('/api/customers/customer-login', { token, json: { customerId: await idOf(DEMO_COMPANY) } });
    const answer = (await response.json()) as LoginAnswer;
    const list = (await (await t.request('/api/customers', { token: answer.token })).json()) as { rows: Array<{ id: number }> };
    expect(list.rows.map((row) => row.id)).toEqual([answer.customer.id]);
    expect((await t.request('/api/customers', { token })).status).toBe(200);
  });
});
