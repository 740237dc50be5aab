import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../core/seed.ts';
import type { Role } from '../../core/roles.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import customers from '../customers/index.ts';
import inspectors from './index.ts';
import { call } from '../../testing/call.ts';
import { demoCompanyId } from '../customers/test-support.ts';

type Caller = Role | 'visitor';
type Expected = Record<Caller, number>;
/** Section 6: Inspectors are for admin and customer-service, and a customer's own. */
const api = (ok: number): Expected => ({ admin: ok, 'customer-service': ok, driver: 403, technician: 403, customer: ok, visitor: 401 });
const staffPage: Expected = { admin: 200, 'customer-service': 200, driver: 403, technician: 403, customer: 403, visitor: 302 };
const ownPage: Expected = { admin: 403, 'customer-service': 403, driver: 403, technician: 403, customer: 200, visitor: 302 };

interface Case {
  route: string;
  expected: Expected;
  request(id: number): { path: string; method?: string; json?: unknown };
}

const CASES: Case[] = [
  { route: 'GET /api/inspectors', expected: api(200), request: () => ({ path: '/api/inspectors' }) },
  { route: 'GET /api/inspectors/:id', expected: api(200), request: (id) => ({ path: `/api/inspectors/${id}` }) },
  {
    route: 'POST /api/inspectors',
    expected: api(201),
    request: () => ({ path: '/api/inspectors', json: { fullName: 'Matrix Inspector' } }),
  },
  {
    route: 'PUT /api/inspectors/:id',
    expected: api(200),
    request: (id) => ({ path: `/api/inspectors/${id}`, method: 'PUT', json: { fullName: 'Matrix Changed' } }),
  },
  { route: 'DELETE /api/inspectors/:id', expected: api(200), request: (id) => ({ path: `/api/inspectors/${id}`, method: 'DELETE' }) },
  {
    route: 'POST /api/inspectors/search',
    expected: api(200),
    request: () => ({ path: '/api/inspectors/search', json: { query: 'matrix' } }),
  },
  { route: 'GET /admin/inspectors', expected: staffPage, request: () => ({ path: '/admin/inspectors' }) },
  { route: 'GET /admin/inspectors/new', expected: staffPage, request: () => ({ path: '/admin/inspectors/new' }) },
  { route: 'GET /admin/inspectors/:id', expected: staffPage, request: (id) => ({ path: `/admin/inspectors/${id}` }) },
  { route: 'GET /customers/inspectors', expected: ownPage, request: () => ({ path: '/customers/inspectors' }) },
  { route: 'GET /customers/inspectors/new', expected: ownPage, request: () => ({ path: '/customers/inspectors/new' }) },
  { route: 'GET /customers/inspectors/:id', expected: ownPage, request: (id) => ({ path: `/customers/inspectors/${id}` }) },
];

describe.each(dialectsUnderTest())('who may call the inspectors routes, on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let acme: number;
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [customers, inspectors], enable: ['dashboard'] });
    for (const user of DEMO_USERS) tokens.set(user.role, (await t.signIn(user.email)).token);
    admin = tokens.get('admin')!;
    acme = await demoCompanyId(t);
  });
  afterAll(() => t.close());

  const callers: Caller[] = [...DEMO_USERS.map((user) => user.role), 'visitor'];
  const matrix = CASES.flatMap((entry) => callers.map((caller) => [entry.route, caller, entry.expected[caller], entry] as const));

  it.each(matrix)('%s as %s answers %i', async (_route, caller, status, entry) => {
    // The demo customer's own inspector, so the customer's answers show the permission, not the scope.
    const target = await call(t, '/api/inspectors', { token: admin, json: { fullName: 'Matrix Target', customerId: acme } });
    const { path, method, json } = entry.request((target.body.inspector as { id: number }).id);
    const token = caller === 'visitor' ? undefined : tokens.get(caller);
    const headers: Record<string, string> = path.startsWith('/api/') ? {} : { accept: 'text/html' };
    const response = await t.request(path, {
      headers,
      ...(token ? { token } : {}),
      ...(method ? { method } : {}),
      ...(json === undefined ? {} : { json }),
    });
    expect(response.status).toBe(status);
  });

  it('checks every route the plugin declares', () => {
    const declared = t.portal.routes
      .filter((route) => route.path.includes('/inspectors'))
      .map((route) => `${route.method} ${route.path.replace('{[0-9]+}', '')}`);
    expect(new Set(declared)).toEqual(new Set(CASES.map((entry) => entry.route)));
  });

  it('shows Inspectors in the sidebars of admin, customer-service and the customer, at its place', async () => {
    const sidebar = async (role: Role) => {
      const html = await (
        await t.request(role === 'customer' ? '/customers' : '/admin', { token: tokens.get(role)!, headers: { accept: 'text/html' } })
      ).text();
      return [...html.matchAll(/<a[^>]*href="([^"]*inspectors)"/g)].map((match) => match[1]);
    };
    expect(await sidebar('admin')).toEqual(['/admin/inspectors']);
    expect(await sidebar('customer-service')).toEqual(['/admin/inspectors']);
    expect(await sidebar('customer')).toEqual(['/customers/inspectors']);
    expect(await sidebar('driver')).toEqual([]);
  });
});
