import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../testing/portal.ts';
import { dialectsUnderTest } from '../testing/databases.ts';
import { DEMO_USERS } from '../seed.ts';

describe.each(dialectsUnderTest())('signing in on %s', (kind) => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal({ kind });
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

  it('refuses the eleventh failed sign-in of an IP and e-mail within 15 minutes, even with the right password', async () => {
    const attempt = (password: string, ip = '10.9.8.7') =>
      t.request('/auth/local', { json: { username: 'cs@demo.lab', password }, headers: { 'x-test-ip': ip } });
    for (let failure = 1; failure <= 10; failure += 1) expect((await attempt('wrong')).status).toBe(401);
    const eleventh = await attempt('demo-lab-portal');
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toBe('900');
    expect((await attempt('demo-lab-portal', '10.9.8.6')).status).toBe(200);
  });

  it('refuses a browser write from another site', async () => {
    const { cookie } = await t.signIn('admin@demo.lab');
    const response = await t.request('/api/logout', { method: 'POST', cookie, json: {}, headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: 'error', error: 'Cross-site request refused' });
  });
});
