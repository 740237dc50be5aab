import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import account from './index.ts';
import { FORGOT_NOTICE, LINK_EXPIRED, REGISTERED_NOTICE } from './service.tsx';
import { WEAK_PASSWORD_MESSAGE, passwordStrength } from '../../shared/password-strength.ts';

const STRONG = 'granite cylinders break at dawn';

describe('password strength', () => {
  it('scores with zxcvbn and accepts from Weak (2) up', () => {
    expect(passwordStrength('password')).toMatchObject({ score: 0, label: 'Worst', percent: 0, valid: false });
    expect(passwordStrength(STRONG)).toMatchObject({ score: 4, label: 'Strong', percent: 100, valid: true });
    expect(passwordStrength('tr0ub4dor&3').valid).toBe(true);
  });

  it('counts the user name against the password', () => {
    expect(passwordStrength('granitelab42').score).toBe(3);
    expect(passwordStrength('granitelab42', ['granitelab42@masonry.example']).score).toBe(0);
  });
});

describe('links in mails without PUBLIC_URL', () => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal({ plugins: [account], config: { publicUrl: undefined } });
  });
  afterAll(() => t.close());

  it('point at the address the server listens on, never at the Host a request names', async () => {
    const forged = { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://attacker.example' } };
    for (const [path, body] of [
      ['/api/users/forgot', { email: 'admin@demo.lab' }],
      ['/api/users/register', { firstName: 'Eve', email: 'eve@masonry.example', password: STRONG, confirmPassword: STRONG }],
    ] as const) {
      const response = await t.portal.app.request(`http://attacker.example${path}`, { ...forged, body: JSON.stringify(body) });
      expect(response.status).toBeLessThan(300);
    }
    await t.runJobs();
    const mails = await t.db.selectFrom('mailOutbox').select(['toAddress', 'textBody']).execute();
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(['admin@demo.lab', 'eve@masonry.example']);
    for (const mail of mails) {
      expect(mail.textBody).toMatch(/http:\/\/localhost:3000\/(reset|complete-registration)\/[\w-]+/);
      expect(mail.textBody).not.toContain('attacker.example');
    }
  });
});

describe.each(dialectsUnderTest())('password reset and registration on %s', (kind) => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [account] });
  });
  afterAll(() => t.close());

  /** The link of the newest mail to an address, from the outbox, once the jobs that write mails have run. */
  async function linkIn(to: string, path: 'reset' | 'complete-registration'): Promise<string> {
    await t.runJobs();
    const mail = await t.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('toAddress', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const match = mail.textBody.match(new RegExp(`http://localhost/${path}/([\\w-]+)`));
    if (!match) throw new Error(`No ${path} link in: ${mail.textBody}`);
    return match[1]!;
  }

  it('answers forgot the same way whether the address exists or not, and mails a link only to a user', async () => {
    const before = await t.db.selectFrom('mailOutbox').select('id').execute();
    for (const email of ['admin@demo.lab', 'nobody@demo.lab']) {
      const response = await t.request('/api/users/forgot', { json: { email } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', message: FORGOT_NOTICE });
    }
    // The answer did the same for both: one job each, and no mail yet, so it takes the same time.
    const queued = await t.db.selectFrom('jobs').select(['name', 'data']).where('status', '=', 'queued').orderBy('id').execute();
    expect(queued.slice(-2)).toEqual([
      { name: 'account.send-reset-link', data: { email: 'admin@demo.lab' } },
      { name: 'account.send-reset-link', data: { email: 'nobody@demo.lab' } },
    ]);
    expect(await t.db.selectFrom('mailOutbox').select('id').execute()).toEqual(before);
    await t.runJobs();
    const mails = await t.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('id', 'not in', before.length ? before.map((row) => row.id) : [0])
      .execute();
    expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([['admin@demo.lab', 'Reset your password']]);
    const sending = await t.db.selectFrom('jobs').select('data').where('name', '=', 'core.send-mail').execute();
    expect(sending.map((job) => job.data)).toContainEqual({ outboxId: mails[0]!.id });
  });

  it('resets a password once through the link, signs the user in, and the new password works', async () => {
    await t.request('/api/users/forgot', { json: { email: 'tech@demo.lab' } });
    const token = await linkIn('tech@demo.lab', 'reset');
    const info = await t.request(`/api/users/reset/${token}`);
    const { user } = (await info.json()) as { user: { id: number; email: string } };
    expect(user.email).toBe('tech@demo.lab');

    const weak = await t.request('/api/users/reset', { json: { id: user.id, password: 'password1' }, token });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ error: WEAK_PASSWORD_MESSAGE });

    const reset = await t.request('/api/users/reset', { json: { id: user.id, password: STRONG }, token });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ status: 'ok', landing: '/admin' });
    expect(reset.headers.get('set-cookie')).toMatch(/^portal_session=/);

    const again = await t.request('/api/users/reset', { json: { id: user.id, password: `${STRONG}!` }, token });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: LINK_EXPIRED });
    expect((await t.request(`/api/users/reset/${token}`)).status).toBe(404);

    await expect(t.signIn('tech@demo.lab', STRONG)).resolves.toHaveProperty('token');
    expect((await t.request('/auth/local', { json: { username: 'tech@demo.lab', password: 'demo-lab-portal' } })).status).toBe(401);
  });

  it('refuses a link older than an hour', async () => {
    await t.request('/api/users/forgot', { json: { email: 'cs@demo.lab' } });
    const token = await linkIn('cs@demo.lab', 'reset');
    await t.db
      .updateTable('userTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'reset')
      .execute();
    expect((await t.request(`/api/users/reset/${token}`)).status).toBe(404);
  });

  it('refuses a reset for another user than the link names', async () => {
    await t.request('/api/users/forgot', { json: { email: 'driver@demo.lab' } });
    const token = await linkIn('driver@demo.lab', 'reset');
    const admin = await t.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.lab').executeTakeFirstOrThrow();
    expect((await t.request('/api/users/reset', { json: { id: admin.id, password: STRONG }, token })).status).toBe(404);
  });

  it('registers an inactive customer user, and verifies the address through the link', async () => {
    const form = { firstName: 'Rita', lastName: 'Mason', email: 'rita@masonry.example', password: STRONG, confirmPassword: STRONG };
    const response = await t.request('/api/users/register', { json: form });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'ok', message: REGISTERED_NOTICE });
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', 'rita@masonry.example').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'customer', activeInd: false, customerId: null, emailVerifiedAt: null });

    const token = await linkIn('rita@masonry.example', 'complete-registration');
    const opened = await t.request(`/api/users/complete-registration/${token}`);
    expect(await opened.json()).toMatchObject({
      status: 'ok',
      needsPassword: false,
      user: { email: 'rita@masonry.example', activeInd: false },
    });
    const verified = await t.db.selectFrom('users').select('emailVerifiedAt').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(verified.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await t.request(`/api/users/complete-registration/${token}`)).status).toBe(404);
    expect((await t.request('/auth/local', { json: { username: 'rita@masonry.example', password: STRONG } })).status).toBe(401);
  });

  it('answers registration problems with field messages', async () => {
    const response = await t.request('/api/users/register', {
      json: { firstName: '', email: 'not-an-email', password: 'abc', confirmPassword: 'abd' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(body.fields).toMatchObject({
      firstName: 'this field is required',
      email: 'Email is not valid',
      confirmPassword: 'Passwords do not match',
    });
    const weak = await t.request('/api/users/register', {
      json: { firstName: 'Weak', email: 'weak@example.com', password: 'password', confirmPassword: 'password' },
    });
    expect(await weak.json()).toMatchObject({ fields: { password: WEAK_PASSWORD_MESSAGE } });
  });

  it('resends a verification link only to an unverified address, with one answer for all', async () => {
    await t.request('/api/users/register', {
      json: { firstName: 'Sam', email: 'sam@grout.example', password: STRONG, confirmPassword: STRONG },
    });
    const count = async () => {
      await t.runJobs();
      return (await t.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', 'sam@grout.example').execute()).length;
    };
    expect(await count()).toBe(1);
    const first = await t.request('/api/users/resend-verification', { json: { email: 'sam@grout.example' } });
    const other = await t.request('/api/users/resend-verification', { json: { email: 'admin@demo.lab' } });
    expect(await first.json()).toEqual(await other.json());
    expect(await count()).toBe(2);
  });

  it('answers a registration the same whether the address has an account or not, and mails the owner instead', async () => {
    const form = (email: string) => ({ firstName: 'Mallory', lastName: 'Probe', email, password: STRONG, confirmPassword: STRONG });
    const taken = await t.request('/api/users/register', { json: form('CS@demo.lab'), headers: { 'x-test-ip': '10.7.7.1' } });
    const free = await t.request('/api/users/register', { json: form('mallory@probe.example'), headers: { 'x-test-ip': '10.7.7.1' } });
    expect([taken.status, await taken.json()]).toEqual([free.status, await free.json()]);
    expect(free.status).toBe(201);
    await t.runJobs();
    const toOwner = await t.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('toAddress', '=', 'cs@demo.lab')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(toOwner.subject).toBe('Someone tried to register with your e-mail address');
    expect(toOwner.textBody).toContain('http://localhost/login');
    // The account is as it was: same user, same password, same role.
    const owner = await t.db.selectFrom('users').selectAll().where('email', '=', 'cs@demo.lab').execute();
    expect(owner).toHaveLength(1);
    expect(owner[0]).toMatchObject({ firstName: 'Casey', role: 'customer-service', activeInd: true });
    await expect(t.signIn('cs@demo.lab')).resolves.toHaveProperty('token');
  });

  it('checks an address for registration by its form only, never telling whether it has an account', async () => {
    const taken = await t.request('/api/users/verify-email', { json: { email: 'admin@demo.lab' } });
    const free = await t.request('/api/users/verify-email', { json: { email: 'new@lab.example' } });
    expect([taken.status, await taken.json()]).toEqual([200, { status: 'ok' }]);
    expect([free.status, await free.json()]).toEqual([200, { status: 'ok' }]);
    const wrong = await t.request('/api/users/verify-email', { json: { email: 'not an address' } });
    expect(wrong.status).toBe(400);
  });

  it('lets a user the lab created choose a password through the complete-registration link', async () => {
    const created = await t.db
      .insertInto('users')
      .values({
        firstName: 'Nina',
        lastName: 'New',
        email: 'nina@demo.lab',
        role: 'technician',
        customerId: null,
        passwordHash: null,
        emailVerifiedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.portal.accounts.sendCompleteRegistration(t.db, created.id);
    const token = await linkIn('nina@demo.lab', 'complete-registration');
    const opened = (await (await t.request(`/api/users/complete-registration/${token}`)).json()) as {
      needsPassword: boolean;
      token: string;
    };
    expect(opened).toMatchObject({ needsPassword: true, token });
    const saved = await t.request('/api/users/reset', { json: { id: created.id, password: STRONG }, token });
    expect(saved.status).toBe(200);
    await expect(t.signIn('nina@demo.lab', STRONG)).resolves.toHaveProperty('token');
  });

  it('throttles each public account route per address: the eleventh call in 15 minutes is a 429', async () => {
    for (const [path, json] of [
      ['/api/users/forgot', { email: 'nobody@demo.lab' }],
      ['/api/users/resend-verification', { email: 'nobody@demo.lab' }],
      ['/api/users/verify-email', { email: 'nobody@demo.lab' }],
      ['/api/users/register', { firstName: 'Flood', email: 'flood@demo.lab', password: 'x', confirmPassword: 'x' }],
    ] as const) {
      const from = () => t.request(path, { json, headers: { 'x-test-ip': '10.3.3.3' } });
      for (let n = 1; n <= 10; n += 1) expect((await from()).status).not.toBe(429);
      const eleventh = await from();
      expect(eleventh.status).toBe(429);
      expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await t.request(path, { json, headers: { 'x-test-ip': '10.3.3.4' } })).status).not.toBe(429);
    }
  });

  it('mails one address at most three reset links in 15 minutes, whoever asks', async () => {
    const mails = async () =>
      (await t.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', 'customer@demo.lab').execute()).length;
    const before = await mails();
    for (let n = 1; n <= 5; n += 1) {
      const response = await t.request('/api/users/forgot', {
        json: { email: 'customer@demo.lab' },
        headers: { 'x-test-ip': `10.2.2.${n}` },
      });
      expect(await response.json()).toEqual({ status: 'ok', message: FORGOT_NOTICE });
    }
    await t.runJobs();
    expect((await mails()) - before).toBe(3);
  });
});

describe('the sign-in page, with the account plugin and without', () => {
  const loginForm = async (t: TestPortal) => {
    const html = await (await t.request('/login', { headers: { accept: 'text/html' } })).text();
    return html.slice(html.indexOf('data-island="core.LoginForm"'));
  };

  it('offers the reset and the registration only when the account plugin serves them', async () => {
    const withAccount = await createTestPortal({ plugins: [account], seed: false });
    try {
      const form = await loginForm(withAccount);
      expect(form).toContain('Forgot your password?');
      expect(form).toContain('href="/register"');
    } finally {
      await withAccount.close();
    }
    const kernelOnly = await createTestPortal({ plugins: [], seed: false });
    try {
      const form = await loginForm(kernelOnly);
      expect(form).toContain('Sign in');
      expect(form).not.toContain('Forgot your password?');
      expect(form).not.toContain('/register');
      expect((await kernelOnly.request('/register', { headers: { accept: 'text/html' } })).status).toBe(404);
    } finally {
      await kernelOnly.close();
    }
  });
});
