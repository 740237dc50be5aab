import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '../../shared/password-strength.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, TEST_PASSWORD, type TestPortal } from '../../testing/portal.ts';
import users from './index.ts';
import { createSession } from '../../core/auth/sessions.repository.ts';
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  CURRENT_PASSWORD_WRONG,
  DUPLICATE_EMAIL,
  NOT_WHILE_IMPERSONATING,
  PASSWORDS_DIFFER,
  REQUIRED,
} from './messages.ts';
import { call, STRONG } from './test-support.ts';

describe.each(dialectsUnderTest())('your own profile on %s', (kind) => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [users] });
  });
  afterAll(() => t.close());

  const stored = (email: string) => t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it('saves your names and e-mail, and nothing else of yours', async () => {
    const { token } = await t.signIn('customer@demo.lab');
    const before = await stored('customer@demo.lab');
    const json = { firstName: 'Christine', lastName: 'Client', email: 'christine@demo.lab' };
    const answer = await call(t, '/api/users/me', { token, method: 'PUT', json: { ...json, currentPassword: TEST_PASSWORD } });
    expect(answer).toEqual({
      status: 200,
      body: {
        status: 'ok',
        user: { ...json, id: before.id, role: 'customer', customerId: before.customerId, activeInd: true, version: 2 },
      },
    });
    const trail = await t.db.selectFrom('auditTrail').select(['action', 'userId']).where('recordId', '=', String(before.id)).execute();
    expect(trail).toEqual([{ action: 'update', userId: before.id }]);
    await call(t, '/api/users/me', { token, method: 'PUT', json: { ...json, email: 'customer@demo.lab', currentPassword: TEST_PASSWORD } });
  });

  it('changes your e-mail only with your current password', async () => {
    const { token } = await t.signIn('tech@demo.lab');
    const json = { firstName: 'Taylor', lastName: 'Tech', email: 'taylor@demo.lab' };
    const missing = await call(t, '/api/users/me', { token, method: 'PUT', json });
    expect(missing).toEqual({
      status: 400,
      body: { status: 'error', error: CURRENT_PASSWORD_FOR_EMAIL, fields: { currentPassword: CURRENT_PASSWORD_FOR_EMAIL } },
    });
    const wrong = await call(t, '/api/users/me', { token, method: 'PUT', json: { ...json, currentPassword: 'guess' } });
    expect(wrong.body.fields).toEqual({ currentPassword: CURRENT_PASSWORD_WRONG });
    expect((await stored('tech@demo.lab')).email).toBe('tech@demo.lab');
    const names = await call(t, '/api/users/me', { token, method: 'PUT', json: { ...json, email: 'tech@demo.lab', firstName: 'Tay' } });
    expect(names.status).toBe(200);
  });

  it('refuses the eleventh wrong current password in 15 minutes, even a right one then', async () => {
    const { token } = await t.signIn('driver@demo.lab');
    const change = (currentPassword: string) =>
      call(t, '/api/users/me/password', { token, json: { currentPassword, password: STRONG, confirmPassword: STRONG } });
    for (let n = 1; n <= 10; n += 1) expect((await change(`guess ${n}`)).status).toBe(400);
    expect((await change(TEST_PASSWORD)).status).toBe(429);
  });

  it("does not let staff using the portal as a customer change that customer's e-mail or password", async () => {
    const customer = await stored('customer@demo.lab');
    const admin = await stored('admin@demo.lab');
    const token = await createSession(t.db, { userId: customer.id, impersonatorId: admin.id, impersonationLabel: 'Demo Company' });
    const profile = { firstName: customer.firstName, lastName: customer.lastName, email: 'taken-over@attacker.example' };
    const email = await call(t, '/api/users/me', { token, method: 'PUT', json: { ...profile, currentPassword: TEST_PASSWORD } });
    expect(email).toEqual({ status: 403, body: { status: 'error', error: NOT_WHILE_IMPERSONATING } });
    const password = await call(t, '/api/users/me/password', {
      token,
      json: { currentPassword: TEST_PASSWORD, password: STRONG, confirmPassword: STRONG },
    });
    expect(password).toEqual({ status: 403, body: { status: 'error', error: NOT_WHILE_IMPERSONATING } });
    expect(await stored('customer@demo.lab')).toMatchObject({ email: 'customer@demo.lab', passwordHash: customer.passwordHash });
    const names = await call(t, '/api/users/me', {
      token,
      method: 'PUT',
      json: { ...profile, email: customer.email, lastName: 'Renamed' },
    });
    expect(names.status).toBe(200);
  });

  it('voids the reset links mailed before a password change', async () => {
    await t.request('/api/users/forgot', { json: { email: 'admin@demo.lab' } });
    await t.runJobs();
    const mail = await t.db.selectFrom('mailOutbox').select('textBody').where('toAddress', '=', 'admin@demo.lab').executeTakeFirstOrThrow();
    const link = /\/reset\/([\w-]+)/.exec(mail.textBody)![1]!;
    expect((await t.request(`/api/users/reset/${link}`)).status).toBe(200);
    const { token } = await t.signIn('admin@demo.lab');
    const changed = await call(t, '/api/users/me/password', {
      token,
      json: { currentPassword: TEST_PASSWORD, password: STRONG, confirmPassword: STRONG },
    });
    expect(changed.status).toBe(200);
    expect((await t.request(`/api/users/reset/${link}`)).status).toBe(404);
  });

  it.each([
    ['role', { role: 'admin' }],
    ['company', { customerId: 99 }],
    ['active flag', { activeInd: false }],
  ])('refuses to change your own %s', async (_what, extra) => {
    const { token } = await t.signIn('driver@demo.lab');
    const answer = await call(t, '/api/users/me', {
      token,
      method: 'PUT',
      json: { firstName: 'Dana', lastName: 'Driver', email: 'driver@demo.lab', ...extra },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(`These fields cannot be changed on your profile: ${Object.keys(extra).join(', ')}`);
    expect(await stored('driver@demo.lab')).toMatchObject({ role: 'driver', customerId: null, activeInd: true });
  });

  it("answers bad input with field messages and another user's e-mail with 409", async () => {
    const { token } = await t.signIn('tech@demo.lab');
    const bad = await call(t, '/api/users/me', { token, method: 'PUT', json: { firstName: '', email: 'nope' } });
    expect(bad.body.fields).toEqual({ firstName: REQUIRED, email: 'Email is not valid' });
    const taken = await call(t, '/api/users/me', {
      token,
      method: 'PUT',
      json: { firstName: 'Taylor', email: 'admin@demo.lab', currentPassword: TEST_PASSWORD },
    });
    expect(taken).toEqual({ status: 409, body: { status: 'error', error: DUPLICATE_EMAIL } });
  });

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'guess', password: STRONG, confirmPassword: STRONG },
      { currentPassword: CURRENT_PASSWORD_WRONG },
    ],
    [
      'a weak new password',
      { currentPassword: TEST_PASSWORD, password: 'password1', confirmPassword: 'password1' },
      { password: WEAK_PASSWORD_MESSAGE },
    ],
    [
      'two different new passwords',
      { currentPassword: TEST_PASSWORD, password: STRONG, confirmPassword: 'other' },
      { confirmPassword: PASSWORDS_DIFFER },
    ],
    ['no confirmation', { currentPassword: TEST_PASSWORD, password: STRONG, confirmPassword: '' }, { confirmPassword: REQUIRED }],
  ])('refuses a password change with %s', async (_case, json, fields) => {
    const { token } = await t.signIn('cs@demo.lab');
    const answer = await call(t, '/api/users/me/password', { token, json });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual(fields);
  });

  it('changes your password: the new one signs in, the old one does not, your other sessions end and this one stays', async () => {
    const here = await t.signIn('cs@demo.lab');
    const elsewhere = await t.signIn('cs@demo.lab');
    const answer = await call(t, '/api/users/me/password', {
      token: here.token,
      json: { currentPassword: TEST_PASSWORD, password: STRONG, confirmPassword: STRONG },
    });
    expect(answer).toEqual({ status: 200, body: { status: 'ok' } });
    const profile = { firstName: 'Casey', lastName: 'Service', email: 'cs@demo.lab' };
    expect((await call(t, '/api/users/me', { token: here.token, method: 'PUT', json: profile })).status).toBe(200);
    expect((await call(t, '/api/users/me', { token: elsewhere.token, method: 'PUT', json: profile })).status).toBe(401);
    await expect(t.signIn('cs@demo.lab', STRONG)).resolves.toHaveProperty('token');
    await expect(t.signIn('cs@demo.lab')).rejects.toThrow(/failed with 401/);
    const user = await stored('cs@demo.lab');
    const trail = await t.db
      .selectFrom('auditTrail')
      .select(['action', 'before', 'after'])
      .where('recordId', '=', String(user.id))
      .where('action', '=', 'password')
      .execute();
    expect(trail).toEqual([{ action: 'password', before: null, after: null }]);
  });
});
