import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { DEMO_USERS } from '../seed.ts';
import { createPortal } from '../portal.tsx';
import { createConsoleLogger } from '../log.ts';

describe.each(dialectsUnderTest())('signing in on %s', (kind) => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal({ kind, enable: ['dashboard'] });
  });
  afterAll(() => t.close());

  it.each(DEMO_USERS.map((user) => [user.email, user.role]))('signs %s in and lands them by role', async (email, role) => {
    const response = await t.request('/auth/local', { json: { username: email, password: 'demo-lab-portal' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; token: string; user: Record<string, unknown>; landing: string };
    expect(body.status).toBe('ok');
    expect(body.token.length).toBeGreaterThan(30);
    expect(body.user).toMatchObject({ email, role, activeInd: true });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.landing).toBe(role === 'customer' ? '/customers' : '/admin');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^portal_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await t.request('/auth/local', { json: { username: ' Admin@Demo.LAB ', password: 'demo-lab-portal' } });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    for (const username of ['tech@demo.lab', 'nobody@demo.lab']) {
      const response = await t.request('/auth/local', { json: { username, password: 'wrong-password' } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ status: 'error', error: 'Invalid email or password' });
    }
  });

  it('answers 400 with field messages when the form is empty', async () => {
    const response = await t.request('/auth/local', { json: { username: '' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(body.fields).toEqual({ username: 'this field is required', password: 'this field is required' });
  });

  it('does not let an inactive user sign in', async () => {
    await t.db.updateTable('users').set({ activeInd: false }).where('email', '=', 'driver@demo.lab').execute();
    const response = await t.request('/auth/local', { json: { username: 'driver@demo.lab', password: 'demo-lab-portal' } });
    expect(response.status).toBe(401);
    await t.db.updateTable('users').set({ activeInd: true }).where('email', '=', 'driver@demo.lab').execute();
  });

  it('accepts the token as a bearer header and the cookie alike', async () => {
    const { token, cookie } = await t.signIn('cs@demo.lab');
    expect((await t.request('/admin', { token })).status).toBe(200);
    expect((await t.request('/admin', { cookie })).status).toBe(200);
  });

  it('ends the session on logout and clears the cookie', async () => {
    const { token, cookie } = await t.signIn('tech@demo.lab');
    const response = await t.request('/api/logout', { method: 'POST', cookie, json: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/portal_session=;/);
    expect((await t.request('/admin', { token })).status).toBe(302);
  });

  it('ends a session after 12 hours without a request', async () => {
    const { token } = await t.signIn('admin@demo.lab');
    await t.db
      .updateTable('sessions')
      .set({ lastSeenAt: new Date(Date.now() - 12 * 3_600_000 - 1000) })
      .execute();
    const response = await t.request('/admin', { token });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?next=%2Fadmin');
  });

  it('refuses the eleventh failed sign-in to an account within 15 minutes, even with the right password, from any address', async () => {
    const attempt = (password: string, ip = '10.9.8.7') =>
      t.request('/auth/local', { json: { username: 'cs@demo.lab', password }, headers: { 'x-test-ip': ip } });
    for (let failure = 1; failure <= 10; failure += 1) expect((await attempt('wrong')).status).toBe(401);
    const eleventh = await attempt('demo-lab-portal');
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(890);
    expect(Number(eleventh.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect((await attempt('demo-lab-portal', '10.9.8.6')).status).toBe(429);
  });

  it('lets 40 parallel guesses at one account reach the password check only 10 times', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        t.request('/auth/local', { json: { username: 'tech@demo.lab', password: `guess ${n}` }, headers: { 'x-test-ip': `10.7.0.${n}` } }),
      ),
    );
    const statuses = guesses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('refuses an address that has failed 30 times, whichever accounts it tried', async () => {
    const from = (username: string, password = 'wrong') =>
      t.request('/auth/local', { json: { username, password }, headers: { 'x-test-ip': '10.6.5.4' } });
    for (let n = 1; n <= 30; n += 1) expect((await from(`someone${n}@elsewhere.example`)).status).toBe(401);
    expect((await from('admin@demo.lab', 'demo-lab-portal')).status).toBe(429);
  });

  it('hands a correct sign-in its attempt back, so an office behind one address is not locked out by its own users', async () => {
    const from = (username: string, password: string) =>
      t.request('/auth/local', { json: { username, password }, headers: { 'x-test-ip': '10.5.5.5' } });
    for (let n = 1; n <= 40; n += 1) expect((await from('admin@demo.lab', 'demo-lab-portal')).status).toBe(200);
  });

  it('counts in the database, so two server processes share one count', async () => {
    const second = createPortal({
      config: t.config,
      db: t.database.db,
      plugins: t.portal.plugins,
      islands: t.portal.islands,
      log: createConsoleLogger(true),
      assets: () => null,
      clientAddress: () => '10.4.4.4',
    });
    const attempt = (app: typeof t.portal.app, password: string) =>
      app.request('http://localhost/auth/local', {
        method: 'POST',
        headers: { origin: 'http://localhost', 'content-type': 'application/json', 'x-test-ip': '10.4.4.4' },
        body: JSON.stringify({ username: 'driver@demo.lab', password }),
      });
    for (let n = 1; n <= 10; n += 1) expect((await attempt(n % 2 ? t.portal.app : second.app, 'wrong')).status).toBe(401);
    expect((await attempt(second.app, 'demo-lab-portal')).status).toBe(429);
    expect((await attempt(t.portal.app, 'demo-lab-portal')).status).toBe(429);
  });

  it('answers 400 to a username over 254 characters rather than failing', async () => {
    const response = await t.request('/auth/local', { json: { username: `${'a'.repeat(9000)}@demo.lab`, password: 'x' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { username: 'At most 254 characters' } });
  });

  it('never lets a malformed Authorization header skip the origin check while the cookie signs in', async () => {
    const { cookie } = await t.signIn('admin@demo.lab');
    for (const authorization of ['Bearer not a token', 'Bearer ', 'Basic YWRtaW46cGFzcw==', 'bearer']) {
      const response = await t.request('/api/session/end-impersonation', {
        method: 'POST',
        cookie,
        json: {},
        headers: { origin: 'https://evil.example', authorization },
      });
      expect(response.status).toBe(401);
    }
    const page = await t.request('/admin', { cookie, headers: { authorization: 'Bearer not a token' } });
    expect(page.status).toBe(302);
  });

  it('refuses a browser write from another site', async () => {
    const { cookie } = await t.signIn('admin@demo.lab');
    const response = await t.request('/api/logout', { method: 'POST', cookie, json: {}, headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: 'error', error: 'Cross-site request refused' });
  });
});
