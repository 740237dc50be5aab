import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_RECORD_MESSAGE } from '../../core/db/versioned.ts';
import { call } from '../../testing/call.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import type { CustomersDatabase } from './customers.table.ts';
import customers from './index.ts';
import { customersService } from './read-model.ts';
import { DEMO_COMPANY } from './seed.ts';
import { cookiesAfter, demoCompanyId, otherCompany } from './test-support.ts';

const EVERYTHING = { reportIssued: true, reportAmended: true, failedResult: true, invoiceIssued: true, pickupConfirmed: true };

describe.each(dialectsUnderTest())("a customer user's notices on %s", (kind) => {
  let t: TestPortal;
  let db: Kysely<CustomersDatabase>;
  let customer: string;
  let me: number;
  const path = (userId: number) => `/api/customers/notice-preferences/${userId}`;
  const userId = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [customers] });
    db = t.db as unknown as Kysely<CustomersDatabase>;
    customer = (await t.signIn('customer@demo.lab')).token;
    me = await userId('customer@demo.lab');
  });
  afterAll(() => t.close());

  it('gets every notice until it chooses, then keeps its choice with a new version; a stale form is a 409', async () => {
    const first = await call(t, path(me), { token: customer });
    expect(first.status).toBe(200);
    expect(first.body.noticePreferences).toEqual({ id: me, email: 'customer@demo.lab', ...EVERYTHING, version: 1 });

    const saved = await call(t, path(me), {
      token: customer,
      method: 'PUT',
      json: { ...EVERYTHING, reportAmended: false, invoiceIssued: false, version: 1 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.noticePreferences).toMatchObject({ reportAmended: false, invoiceIssued: false, reportIssued: true, version: 2 });
    expect((await call(t, path(me), { token: customer })).body.noticePreferences).toMatchObject({ reportAmended: false, version: 2 });

    // A second tab opened before the first save: refused, the first save kept.
    const stale = await call(t, path(me), { token: customer, method: 'PUT', json: { ...EVERYTHING, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(STALE_RECORD_MESSAGE);
    expect((await call(t, path(me), { token: customer })).body.noticePreferences).toMatchObject({ reportAmended: false, version: 2 });

    const history = await t.db
      .selectFrom('auditTrail')
      .select(['action', 'entity'])
      .where('entity', '=', 'noticePreferences')
      .where('recordId', '=', String(me))
      .execute();
    expect(history).toEqual([{ action: 'update', entity: 'noticePreferences' }]);
    const back = await call(t, path(me), { token: customer, method: 'PUT', json: { ...EVERYTHING, version: 2 } });
    expect(back.body.noticePreferences).toMatchObject({ ...EVERYTHING, version: 3 });
  });

  it('answers every missing or wrong choice with its field message', async () => {
    const answer = await call(t, path(me), { token: customer, method: 'PUT', json: { reportIssued: 'yes', version: 0 } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      reportIssued: 'Choose on or off',
      reportAmended: 'Choose on or off',
      failedResult: 'Choose on or off',
      invoiceIssued: 'Choose on or off',
      pickupConfirmed: 'Choose on or off',
      version: 'Invalid version',
    });
  });

  it("never reaches another user's notices, of another company or of its own: a 404, and nothing saved", async () => {
    const other = await otherCompany(t, 'Notice Other Co');
    const theirs = await userId('notice.other.co@other.example');
    for (const [token, id] of [
      [customer, theirs],
      [other.token, me],
    ] as const) {
      expect((await call(t, path(id), { token })).status).toBe(404);
      const changed = await call(t, path(id), { token, method: 'PUT', json: { ...EVERYTHING, reportIssued: false } });
      expect(changed.status).toBe(404);
    }
    const colleague = await db
      .insertInto('users')
      .values({
        email: 'colleague@acme.example',
        firstName: 'Col',
        lastName: 'League',
        role: 'customer',
        customerId: await demoCompanyId(t),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await call(t, path(colleague.id), { token: customer, method: 'PUT', json: EVERYTHING })).status).toBe(404);
    const kept = await db.selectFrom('customerNoticePreferences').select('userId').where('userId', 'in', [theirs, colleague.id]).execute();
    expect(kept).toEqual([]);
  });

  it("is the customer role's alone: staff get 403 and a visitor 401", async () => {
    for (const email of ['admin@demo.lab', 'cs@demo.lab', 'driver@demo.lab', 'tech@demo.lab']) {
      const { token } = await t.signIn(email);
      const staff = await userId(email);
      expect((await call(t, path(staff), { token })).status).toBe(403);
      expect((await call(t, path(me), { token, method: 'PUT', json: EVERYTHING })).status).toBe(403);
    }
    expect((await call(t, path(me))).status).toBe(401);
  });

  it("lets staff using the portal as the customer choose for that customer's user", async () => {
    const { cookie: staffCookie } = await t.signIn('cs@demo.lab');
    const login = await t.request('/api/customers/customer-login', { cookie: staffCookie, json: { customerId: await demoCompanyId(t) } });
    expect(login.status).toBe(200);
    const cookie = cookiesAfter(login, staffCookie);
    const acting = ((await login.json()) as { user: { id: number; email: string } }).user;
    expect(acting.email).toBe('customer@demo.lab');
    const current = await call(t, path(acting.id), { cookie });
    expect(current.status).toBe(200);
    const version = (current.body.noticePreferences as { version: number }).version;
    const saved = await call(t, path(acting.id), { cookie, method: 'PUT', json: { ...EVERYTHING, failedResult: false, version } });
    expect(saved.status).toBe(200);
    expect(saved.body.noticePreferences).toMatchObject({ failedResult: false, version: version + 1 });
  });

  it('takes out of a notice the addresses of the users who turned it off, and only for that notice', async () => {
    const company = await demoCompanyId(t);
    const version = ((await call(t, path(me), { token: customer })).body.noticePreferences as { version: number }).version;
    await call(t, path(me), { token: customer, method: 'PUT', json: { ...EVERYTHING, reportIssued: false, version } });
    const addresses = ['Customer@Demo.lab', 'desk@acme.example'];
    expect(await customersService.noticeRecipients(t.db, company, 'reportIssued', addresses)).toEqual(['desk@acme.example']);
    expect(await customersService.noticeRecipients(t.db, company, 'reportAmended', addresses)).toEqual(addresses);
    // Another company's users' choices are theirs: the same address at another company is not its user.
    const other = (await db.selectFrom('customers').select('id').where('companyName', '!=', DEMO_COMPANY).executeTakeFirstOrThrow()).id;
    expect(await customersService.noticeRecipients(t.db, other, 'reportIssued', addresses)).toEqual(addresses);
  });
});
