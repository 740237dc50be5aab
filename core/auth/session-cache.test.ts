import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConsoleLogger } from '../log.ts';
import { createPortal, type Portal } from '../portal.tsx';
import { openDatabase, type Database } from '../db/database.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';

describe.each(dialectsUnderTest())('sessions kept in memory, on %s', (kind) => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal({ kind, enable: ['dashboard', 'operations'] });
  });
  afterAll(() => t.close());

  const outbox = (token: string) => t.request('/admin/outbox', { token });

  it('answers a role change at once', async () => {
    const { token } = await t.signIn('cs@demo.lab');
    expect((await outbox(token)).status).toBe(403);
    await t.db.updateTable('users').set({ role: 'admin' }).where('email', '=', 'cs@demo.lab').execute();
    expect((await outbox(token)).status).toBe(200);
    await sql`update users set role = 'customer-service' where email = 'cs@demo.lab'`.execute(t.db);
    expect((await outbox(token)).status).toBe(403);
  });

  it('answers a deactivation and a revoked session at once', async () => {
    const { token } = await t.signIn('tech@demo.lab');
    expect((await t.request('/admin', { token })).status).toBe(200);
    await t.db.updateTable('users').set({ activeInd: false }).where('email', '=', 'tech@demo.lab').execute();
    expect((await t.request('/admin', { token })).status).toBe(302);
    await t.db.updateTable('users').set({ activeInd: true }).where('email', '=', 'tech@demo.lab').execute();
    const again = (await t.signIn('tech@demo.lab')).token;
    expect((await t.request('/admin', { token: again })).status).toBe(200);
    await t.db.updateTable('sessions').set({ revokedAt: new Date() }).where('revokedAt', 'is', null).execute();
    expect((await t.request('/admin', { token: again })).status).toBe(302);
  });

  it('ends a session 7 days after sign-in however busy it is, and the lifetime is a setting', async () => {
    const { token } = await t.signIn('driver@demo.lab');
    expect((await t.request('/admin', { token })).status).toBe(200);
    await t.db
      .updateTable('sessions')
      .set({ createdAt: new Date(Date.now() - 7 * 24 * 3_600_000 - 1000) } as never)
      .where('revokedAt', 'is', null)
      .execute();
    expect((await t.request('/admin', { token })).status).toBe(302);
    expect(t.config.sessionMaxDays).toBe(7);
  });
});

describe('a session another process kept alive', () => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal({ enable: ['dashboard', 'operations'] });
  });
  afterAll(() => {
    vi.useRealTimers();
    return t.close();
  });

  it('is not ended by the older copy this process kept', async () => {
    const other = createPortal({
      config: t.config,
      db: t.database.db,
      listen: t.database.listen,
      plugins: t.portal.plugins,
      islands: t.portal.islands,
      log: createConsoleLogger(true),
      assets: () => null,
    });
    const { token } = await t.signIn('cs@demo.lab');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    expect((await t.request('/admin', { token })).status).toBe(200);
    // Eleven hours on, the user works on the other process, which records the request.
    vi.setSystemTime(start + 11 * 3_600_000);
    const onOther = await other.app.request('http://localhost/admin', { headers: { authorization: `Bearer ${token}` } });
    expect(onOther.status).toBe(200);
    // Thirteen hours after this process last saw it, the session is one idle hour old in the database.
    vi.setSystemTime(start + 13 * 3_600_000);
    expect((await t.request('/admin', { token })).status).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two portal processes on one PostgreSQL database', () => {
  let t: TestPortal;
  let other: Portal;
  let otherDatabase: Database;

  beforeAll(async () => {
    t = await createTestPortal({ kind: 'postgres', enable: ['dashboard', 'operations'] });
    // A second portal with its own connections and its own cache, as another process has.
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${(await sql<{ name: string }>`select current_database() as name`.execute(t.db)).rows[0]!.name}`;
    otherDatabase = await openDatabase({ url: url.toString(), maxConnections: 2 });
    other = createPortal({
      config: t.config,
      db: otherDatabase.db,
      listen: otherDatabase.listen,
      plugins: t.portal.plugins,
      islands: t.portal.islands,
      log: createConsoleLogger(true),
      assets: () => null,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  afterAll(async () => {
    await otherDatabase.close();
    await t.close();
  });

  const onOther = (path: string, token: string) =>
    Promise.resolve(other.app.request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } })).then(
      (response) => response.status,
    );

  it('sees a logout, a deactivation and a role change made by the first as soon as the database announces it', async () => {
    const cs = (await t.signIn('cs@demo.lab')).token;
    expect(await onOther('/admin/outbox', cs)).toBe(403);
    await t.db.updateTable('users').set({ role: 'admin' }).where('email', '=', 'cs@demo.lab').execute();
    await expect.poll(() => onOther('/admin/outbox', cs), { timeout: 2000, interval: 20 }).toBe(200);

    const tech = (await t.signIn('tech@demo.lab')).token;
    expect(await onOther('/admin', tech)).toBe(200);
    await t.db.updateTable('users').set({ activeInd: false }).where('email', '=', 'tech@demo.lab').execute();
    await expect.poll(() => onOther('/admin', tech), { timeout: 2000, interval: 20 }).toBe(302);

    const driver = await t.signIn('driver@demo.lab');
    expect(await onOther('/admin', driver.token)).toBe(200);
    expect((await t.request('/api/logout', { method: 'POST', token: driver.token, json: {} })).status).toBe(200);
    await expect.poll(() => onOther('/admin', driver.token), { timeout: 2000, interval: 20 }).toBe(302);
  });
});
