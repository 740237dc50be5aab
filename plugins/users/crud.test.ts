import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '../../shared/password-strength.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import users from './index.ts';
import {
  DUPLICATE_EMAIL,
  PASSWORDS_DIFFER,
  REQUIRED,
  ROLE_INVALID,
  SELF_DEACTIVATE,
  SELF_DELETE,
  SELF_ROLE,
  USER_DELETED,
  USER_NOT_FOUND,
} from './messages.ts';
import { call, createThroughApi, newUser, STRONG } from './test-support.ts';

describe.each(dialectsUnderTest())('the users calls on %s', (kind) => {
  let t: TestPortal;
  let token: string;
  let adminId: number;
  /** A company of the demo lab: users depend on customers, whose foreign key wants a real one. */
  let companyId: number;

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [users] });
    ({ token } = await t.signIn('admin@demo.lab'));
    adminId = (await t.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.lab').executeTakeFirstOrThrow()).id;
    companyId = (await t.db.selectFrom('users').select('customerId').where('email', '=', 'customer@demo.lab').executeTakeFirstOrThrow())
      .customerId!;
  });
  afterAll(() => t.close());

  const outboxTo = (email: string) => t.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', email).execute();

  it('creates a user with a password who can sign in at once, with no mail, and records it in the audit trail', async () => {
    const fields = newUser({ password: STRONG, confirmPassword: STRONG });
    const answer = await call(t, '/api/users', { token, json: fields });
    expect(answer.status).toBe(201);
    const user = answer.body.user as Record<string, unknown>;
    expect(user).toEqual({
      id: expect.any(Number),
      firstName: 'Morgan',
      lastName: fields.lastName,
      email: fields.email,
      role: 'technician',
      customerId: null,
      activeInd: true,
      version: 1,
    });
    await expect(t.signIn(String(fields.email), STRONG)).resolves.toHaveProperty('token');
    expect(await outboxTo(String(fields.email))).toEqual([]);
    const trail = await t.db
      .selectFrom('auditTrail')
      .selectAll()
      .where('entity', '=', 'user')
      .where('recordId', '=', String(user.id))
      .execute();
    expect(trail).toMatchObject([{ action: 'create', userId: adminId, before: null, after: { email: fields.email } }]);
  });

  it('mails the complete-registration link to a user created without a password', async () => {
    const fields = newUser({ role: 'driver' });
    const answer = await call(t, '/api/users', { token, json: fields });
    expect(answer.status).toBe(201);
    const mails = await outboxTo(String(fields.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Complete your registration', status: 'queued' });
    expect(mails[0]!.textBody).toMatch(/http:\/\/localhost\/complete-registration\/[\w-]+/);
    const stored = await t.db
      .selectFrom('users')
      .select(['passwordHash', 'emailVerifiedAt'])
      .where('email', '=', String(fields.email))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ passwordHash: null, emailVerifiedAt: null });
  });

  it.each([
    ['nothing', {}, { firstName: REQUIRED, email: REQUIRED, role: ROLE_INVALID }],
    [
      'a bad e-mail and a blank first name',
      newUser({ email: 'not-an-email', firstName: '  ' }),
      { firstName: REQUIRED, email: 'Email is not valid' },
    ],
    ['a password without its confirmation', newUser({ password: STRONG }), { confirmPassword: REQUIRED }],
    ['two different passwords', newUser({ password: STRONG, confirmPassword: `${STRONG}!` }), { confirmPassword: PASSWORDS_DIFFER }],
    ['an unknown role', newUser({ role: 'boss' }), { role: ROLE_INVALID }],
    ['a customer without a company', newUser({ role: 'customer' }), { customerId: REQUIRED }],
    ['a customer with a made-up company', newUser({ role: 'customer', customerId: 'acme' }), { customerId: 'Choose a customer' }],
  ])('refuses %s with the field messages', async (_case, json, fields) => {
    const answer = await call(t, '/api/users', { token, json });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual(fields);
  });

  it('refuses a password zxcvbn finds too weak, checked on the server', async () => {
    const answer = await call(t, '/api/users', { token, json: newUser({ password: 'password1', confirmPassword: 'password1' }) });
    expect(answer).toEqual({
      status: 400,
      body: { status: 'error', error: WEAK_PASSWORD_MESSAGE, fields: { password: WEAK_PASSWORD_MESSAGE } },
    });
  });

  it('refuses an e-mail another user has, whatever its case, with 409', async () => {
    const answer = await call(t, '/api/users', { token, json: newUser({ email: 'CS@Demo.Lab' }) });
    expect(answer).toEqual({ status: 409, body: { status: 'error', error: DUPLICATE_EMAIL } });
  });

  it('links a customer-role user to its company, and no other role', async () => {
    const customer = await call(t, '/api/users', { token, json: newUser({ role: 'customer', customerId: companyId }) });
    expect(customer.body.user).toMatchObject({ role: 'customer', customerId: companyId });
    const driver = await call(t, '/api/users', { token, json: newUser({ role: 'driver', customerId: companyId }) });
    expect(driver.body.user).toMatchObject({ role: 'driver', customerId: null });
  });

  it('answers one user, 404 for an unknown id', async () => {
    const id = await createThroughApi(t, token);
    const answer = await call(t, `/api/users/${id}`, { token });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.user as object).sort()).toEqual([
      'activeInd',
      'customerId',
      'email',
      'firstName',
      'id',
      'lastName',
      'role',
      'version',
    ]);
    expect(await call(t, '/api/users/999999', { token })).toEqual({ status: 404, body: { status: 'error', error: USER_NOT_FOUND } });
    expect((await call(t, '/api/users/abc', { token })).status).toBe(404);
  });

  it('saves a user: names, e-mail, role and company; a password in the body changes nothing', async () => {
    const id = await createThroughApi(t, token, { password: STRONG, confirmPassword: STRONG });
    const before = await t.db.selectFrom('users').select('passwordHash').where('id', '=', id).executeTakeFirstOrThrow();
    const json = {
      firstName: 'Rowan',
      lastName: 'Renamed',
      email: `rowan.${id}@lab.example`,
      role: 'customer',
      customerId: companyId,
      password: 'x',
    };
    const answer = await call(t, `/api/users/${id}`, { token, method: 'PUT', json });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual({
      id,
      firstName: 'Rowan',
      lastName: 'Renamed',
      email: json.email,
      role: 'customer',
      customerId: companyId,
      activeInd: true,
      version: 2,
    });
    const after = await t.db.selectFrom('users').select(['passwordHash', 'emailVerifiedAt']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toEqual({ passwordHash: before.passwordHash, emailVerifiedAt: null });
    const trail = await t.db
      .selectFrom('auditTrail')
      .select(['action', 'before', 'after'])
      .where('recordId', '=', String(id))
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(trail.after).toMatchObject({ lastName: 'Renamed', role: 'customer' });
  });

  it("refuses a save with another user's e-mail, a missing company, or an unknown id", async () => {
    const id = await createThroughApi(t, token);
    const base = newUser();
    expect((await call(t, `/api/users/${id}`, { token, method: 'PUT', json: { ...base, email: 'driver@demo.lab' } })).status).toBe(409);
    expect((await call(t, `/api/users/${id}`, { token, method: 'PUT', json: { ...base, role: 'customer' } })).body.fields).toEqual({
      customerId: REQUIRED,
    });
    expect((await call(t, '/api/users/999999', { token, method: 'PUT', json: base })).status).toBe(404);
  });

  it('never lets an admin change their own role or deactivate themselves', async () => {
    const self = { firstName: 'Alex', lastName: 'Admin', email: 'admin@demo.lab' };
    const demote = await call(t, `/api/users/${adminId}`, { token, method: 'PUT', json: { ...self, role: 'technician' } });
    expect(demote).toEqual({ status: 422, body: { status: 'error', error: SELF_ROLE } });
    const deactivate = await call(t, `/api/users/${adminId}`, { token, method: 'PUT', json: { ...self, role: 'admin', activeInd: false } });
    expect(deactivate).toEqual({ status: 422, body: { status: 'error', error: SELF_DEACTIVATE } });
    const rename = await call(t, `/api/users/${adminId}`, { token, method: 'PUT', json: { ...self, role: 'admin', lastName: 'Admin' } });
    expect(rename.status).toBe(200);
  });

  it('ends every session of a user the admin deactivates', async () => {
    const fields = newUser({ role: 'admin', password: STRONG, confirmPassword: STRONG });
    const id = await createThroughApi(t, token, fields);
    const other = await t.signIn(String(fields.email), STRONG);
    expect((await call(t, `/api/users/${id}`, { token: other.token })).status).toBe(200);
    const answer = await call(t, `/api/users/${id}`, { token, method: 'PUT', json: { ...fields, activeInd: false } });
    expect(answer.body.user).toMatchObject({ activeInd: false });
    expect((await call(t, `/api/users/${id}`, { token: other.token })).status).toBe(401);
    const live = await t.db.selectFrom('sessions').select('tokenHash').where('userId', '=', id).where('revokedAt', 'is', null).execute();
    expect(live).toEqual([]);
  });

  it('deletes a user once, and never the admin themselves', async () => {
    const id = await createThroughApi(t, token);
    expect(await call(t, `/api/users/${id}`, { token, method: 'DELETE' })).toEqual({
      status: 200,
      body: { status: 'ok', message: USER_DELETED },
    });
    expect((await call(t, `/api/users/${id}`, { token, method: 'DELETE' })).status).toBe(404);
    expect(await call(t, `/api/users/${adminId}`, { token, method: 'DELETE' })).toEqual({
      status: 422,
      body: { status: 'error', error: SELF_DELETE },
    });
    const trail = await t.db
      .selectFrom('auditTrail')
      .select('action')
      .where('recordId', '=', String(id))
      .where('entity', '=', 'user')
      .execute();
    expect(trail.map((row) => row.action)).toEqual(['create', 'delete']);
  });
});
