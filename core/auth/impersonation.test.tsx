import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../http/respond.ts';
import { definePlugin } from '../plugin/define-plugin.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';

/** A stand-in for the customers plugin's customer-login call. */
const actAs = definePlugin({
  id: 'act-as',
  permissions: [{ name: 'act-as.customer.login', roles: ['admin', 'customer-service'] }],
  api(ctx) {
    const router = ctx.http.api();
    router.post('/api/act-as', { permission: 'act-as.customer.login', summary: 'Acts as the demo customer' }, async (c) => {
      const user = await ctx.db.selectFrom('users').select('id').where('email', '=', 'customer@demo.lab').executeTakeFirstOrThrow();
      const token = await ctx.sessions.startImpersonation(c, { userId: user.id, label: 'Acme Concrete' });
      return ok(c, { token });
    });
    return router;
  },
});

/** The cookies a response sets, as a Cookie header value. */
function cookiesOf(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, value] = pair!.split('=') as [string, string];
    if (value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe.each(dialectsUnderTest())('using the portal as a customer on %s', (kind) => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [actAs], enable: ['dashboard'] });
  });
  afterAll(() => t.close());

  it('shows the banner, keeps the staff session aside, never grants more than the customer has, and goes back to admin', async () => {
    const { cookie: staffCookie } = await t.signIn('cs@demo.lab');
    const started = await t.request('/api/act-as', { cookie: staffCookie, json: {} });
    expect(started.status).toBe(200);
    const cookie = cookiesOf(started, staffCookie);
    expect(cookie).toMatch(/portal_staff_session=/);

    const home = await t.request('/customers', { cookie });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('You are currently using the portal as Acme Concrete');
    expect((await t.request('/admin', { cookie })).status).toBe(403);
    expect((await t.request('/api/act-as', { cookie, json: {} })).status).toBe(403);

    const back = await t.request('/api/session/end-impersonation', { cookie, json: {} });
    expect(await back.json()).toEqual({ status: 'ok', landing: '/admin' });
    const restored = cookiesOf(back, cookie);
    expect(restored).not.toMatch(/portal_staff_session/);
    expect((await t.request('/admin', { cookie: restored })).status).toBe(200);
    expect((await t.request('/customers', { cookie })).status).toBe(302);
  });

  it('refuses technicians and drivers', async () => {
    for (const email of ['tech@demo.lab', 'driver@demo.lab']) {
      const { token } = await t.signIn(email);
      expect((await t.request('/api/act-as', { token, json: {} })).status).toBe(403);
    }
  });

  it('records the staff member behind an impersonated change', async () => {
    const { cookie: staffCookie } = await t.signIn('admin@demo.lab');
    const cookie = cookiesOf(await t.request('/api/act-as', { cookie: staffCookie, json: {} }), staffCookie);
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('impersonatorId', 'is not', null)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    const admin = await t.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.lab').executeTakeFirstOrThrow();
    expect(session.impersonatorId).toBe(admin.id);
    expect(session.impersonationLabel).toBe('Acme Concrete');
    expect(cookie).toContain('portal_session=');
  });
});
