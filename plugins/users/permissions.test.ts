import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../core/seed.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, TEST_PASSWORD, type TestPortal } from '../../testing/portal.ts';
import type { Role } from '../../core/roles.ts';
import users from './index.ts';
import { PROFILE_PATH } from './profile.pages.tsx';
import { call, createThroughApi, newUser, STRONG } from './test-support.ts';

type Expected = Record<Role | 'visitor', number>;
const adminOnly = (ok: number): Expected => ({
  admin: ok,
  'customer-service': 403,
  driver: 403,
  technician: 403,
  customer: 403,
  visitor: 401,
});
const everyone = (ok: number, visitor = 401): Expected => ({
  admin: ok,
  'customer-service': ok,
  driver: ok,
  technician: ok,
  customer: ok,
  visitor,
});
const schedulers = (ok: number): Expected => ({
  admin: ok,
  'customer-service': ok,
  driver: 403,
  technician: 403,
  customer: 403,
  visitor: 401,
});

/** Each demo role's own user id, filled once the portal is up. */
const ownIds = new Map<Role, number>();

interface Case {
  route: string;
  expected: Expected;
  /** The request, given the caller's role and a fresh user to act on. */
  request(role: Role | 'visitor', targetId: number): { path: string; method?: string; json?: unknown };
}

const CASES: Case[] = [
  { route: 'GET /api/users', expected: adminOnly(200), request: () => ({ path: '/api/users' }) },
  {
    route: 'GET /api/users/:id',
    // Another user's record is not there for a role that may not read users.
    expected: { ...adminOnly(200), 'customer-service': 404, driver: 404, technician: 404, customer: 404 },
    request: (_role, id) => ({ path: `/api/users/${id}` }),
  },
  {
    route: 'GET /api/users/:id (your own)',
    expected: everyone(200),
    request: (role, id) => {
      if (role === 'visitor') return { path: `/api/users/${id}` };
      return { path: `/api/users/${ownIds.get(role)}` };
    },
  },
  { route: 'POST /api/users', expected: adminOnly(201), request: () => ({ path: '/api/users', json: newUser() }) },
  {
    route: 'PUT /api/users/:id',
    expected: adminOnly(200),
    request: (_role, id) => ({ path: `/api/users/${id}`, method: 'PUT', json: newUser() }),
  },
  { route: 'DELETE /api/users/:id', expected: adminOnly(200), request: (_role, id) => ({ path: `/api/users/${id}`, method: 'DELETE' }) },
  {
    route: 'PUT /api/users/me',
    expected: everyone(200),
    request: (role) => {
      const me = DEMO_USERS.find((user) => user.role === role) ?? DEMO_USERS[0]!;
      return { path: '/api/users/me', method: 'PUT', json: { firstName: me.firstName, lastName: me.lastName, email: me.email } };
    },
  },
  {
    route: 'POST /api/users/me/password',
    expected: everyone(200),
    request: () => ({
      path: '/api/users/me/password',
      json: { currentPassword: TEST_PASSWORD, password: STRONG, confirmPassword: STRONG },
    }),
  },
  { route: 'POST /api/users/drivers', expected: schedulers(200), request: () => ({ path: '/api/users/drivers', json: { query: 'dana' } }) },
  { route: 'GET /api/drivers', expected: schedulers(200), request: () => ({ path: '/api/drivers' }) },
  { route: 'GET /admin/users', expected: { ...adminOnly(200), visitor: 302 }, request: () => ({ path: '/admin/users' }) },
  { route: `GET ${PROFILE_PATH}`, expected: everyone(200, 302), request: () => ({ path: PROFILE_PATH }) },
  { route: 'GET /admin/users/new', expected: { ...adminOnly(200), visitor: 302 }, request: () => ({ path: '/admin/users/new' }) },
  {
    route: 'GET /admin/users/:id',
    expected: { ...adminOnly(200), visitor: 302 },
    request: (_role, id) => ({ path: `/admin/users/${id}` }),
  },
];

describe.each(dialectsUnderTest())('who may call the users routes, on %s', (kind) => {
  let t: TestPortal;
  let adminToken: string;
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [users] });
    for (const user of DEMO_USERS) {
      tokens.set(user.role, (await t.signIn(user.email)).token);
      const own = await t.db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirstOrThrow();
      ownIds.set(user.role, own.id);
    }
    adminToken = tokens.get('admin')!;
  });
  afterAll(() => t.close());

  const roles = [...DEMO_USERS.map((user) => user.role), 'visitor' as const];
  const matrix = CASES.flatMap((entry) => roles.map((role) => [entry.route, role, entry.expected[role], entry] as const));

  it.each(matrix)('%s as %s answers %i', async (_route, role, status, entry) => {
    const target = await createThroughApi(t, adminToken);
    const { path, method, json } = entry.request(role, target);
    const token = role === 'visitor' ? undefined : tokens.get(role);
    const response = await t.request(path, {
      ...(token ? { token } : {}),
      ...(method ? { method } : {}),
      ...(json === undefined ? {} : { json }),
    });
    expect(response.status).toBe(status);
  });

  it('checks every route the plugin declares', () => {
    const declared = t.portal.routes
      .filter((route) => route.permission !== 'public' && (/\/users|\/drivers/.test(route.path) || route.path === PROFILE_PATH))
      .map((route) => `${route.method} ${route.path.replace('{[0-9]+}', '')}`);
    expect(new Set(declared)).toEqual(new Set(CASES.map((entry) => entry.route.replace(' (your own)', ''))));
  });

  it('answers a visitor with JSON on calls', async () => {
    expect(await call(t, '/api/users/1')).toEqual({ status: 401, body: { status: 'error', error: 'Unauthorized' } });
  });
});
