import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../core/seed.ts';
import type { Role } from '../../core/roles.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import customers from '../customers/index.ts';
import savedLocations from './index.ts';
import { call } from '../../testing/call.ts';
import { demoCompanyId } from '../customers/test-support.ts';

type Caller = Role | 'visitor';
type Expected = Record<Caller, number>;
/** Section 6: Project Addresses are for admin and customer-service, and a customer's own. */
const api = (ok: number): Expected => ({ admin: ok, 'customer-service': ok, driver: 403, technician: 403, customer: ok, visitor: 401 });
const staffPage: Expected = { admin: 200, 'customer-service': 200, driver: 403, technician: 403, customer: 403, visitor: 302 };
const ownPage: Expected = { admin: 403, 'customer-service': 403, driver: 403, technician: 403, customer: 200, visitor: 302 };

let serial = 0;
/** A new address each time: a customer may hold one location per address. */
const address = (customerId: number) => {
  serial += 1;
  return { pickupAddr1: `${serial} Matrix Way`, pickupCity: 'Oakland', customerId };
};

interface Case {
  route: string;
  expected: Expected;
  request(id: number, customerId: number): { path: string; method?: string; json?: unknown };
}

const CASES: Case[] = [
  { route: 'GET /api/saved-locations', expected: api(200), request: () => ({ path: '/api/saved-locations' }) },
  { route: 'GET /api/saved-locations/:id', expected: api(200), request: (id) => ({ path: `/api/saved-locations/${id}` }) },
  {
    route: 'POST /api/saved-locations',
    expected: api(201),
    request: (_id, customerId) => ({ path: '/api/saved-locations', json: address(customerId) }),
  },
  {
    route: 'PUT /api/saved-locations/:id',
    expected: api(200),
    request: (id, customerId) => ({ path: `/api/saved-locations/${id}`, method: 'PUT', json: address(customerId) }),
  },
  {
    route: 'DELETE /api/saved-locations/:id',
    expected: api(200),
    request: (id) => ({ path: `/api/saved-locations/${id}`, method: 'DELETE' }),
  },
  {
    route: 'POST /api/saved-locations/search',
    expected: api(200),
    request: () => ({ path: '/api/saved-locations/search', json: { query: 'matrix' } }),
  },
  { route: 'GET /admin/project-addresses', expected: staffPage, request: () => ({ path: '/admin/project-addresses' }) },
  { route: 'GET /admin/project-addresses/new', expected: staffPage, request: () => ({ path: '/admin/project-addresses/new' }) },
  { route: 'GET /admin/project-addresses/:id', expected: staffPage, request: (id) => ({ path: `/admin/project-addresses/${id}` }) },
  { route: 'GET /customers/project-addresses', expected: ownPage, request: () => ({ path: '/customers/project-addresses' }) },
  { route: 'GET /customers/project-addresses/new', expected: ownPage, request: () => ({ path: '/customers/project-addresses/new' }) },
  { route: 'GET /customers/project-addresses/:id', expected: ownPage, request: (id) => ({ path: `/customers/project-addresses/${id}` }) },
];

describe.each(dialectsUnderTest())('who may call the saved locations routes, on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let acme: number;
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [customers, savedLocations], enable: ['dashboard'] });
    for (const user of DEMO_USERS) tokens.set(user.role, (await t.signIn(user.email)).token);
    admin = tokens.get('admin')!;
    acme = await demoCompanyId(t);
  });
  afterAll(() => t.close());

  const callers: Caller[] = [...DEMO_USERS.map((user) => user.role), 'visitor'];
  const matrix = CASES.flatMap((entry) => callers.map((caller) => [entry.route, caller, entry.expected[caller], entry] as const));

  it.each(matrix)('%s as %s answers %i', async (_route, caller, status, entry) => {
    // The demo customer's own location, so the customer's answers show the permission, not the scope.
    const target = await call(t, '/api/saved-locations', { token: admin, json: address(acme) });
    const { path, method, json } = entry.request((target.body.location as { id: number }).id, acme);
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
      .filter((route) => /saved-locations|project-addresses/.test(route.path))
      .map((route) => `${route.method} ${route.path.replace('{[0-9]+}', '')}`);
    expect(new Set(declared)).toEqual(new Set(CASES.map((entry) => entry.route)));
  });

  it('shows Project Addresses in the sidebars of admin, customer-service and the customer', async () => {
    const sidebar = async (role: Role) => {
      const html = await (
        await t.request(role === 'customer' ? '/customers' : '/admin', { token: tokens.get(role)!, headers: { accept: 'text/html' } })
      ).text();
      return [...html.matchAll(/<a[^>]*href="([^"]*project-addresses)"/g)].map((match) => match[1]);
    };
    expect(await sidebar('admin')).toEqual(['/admin/project-addresses']);
    expect(await sidebar('customer-service')).toEqual(['/admin/project-addresses']);
    expect(await sidebar('customer')).toEqual(['/customers/project-addresses']);
    expect(await sidebar('technician')).toEqual([]);
  });

  it('shows staff the trip charge on the form page, with a back link for Cancel', async () => {
    const target = await call(t, '/api/saved-locations', { token: admin, json: { ...address(acme), tripCharge: 12.5 } });
    const id = (target.body.location as { id: number }).id;
    const html = await (
      await t.request(`/admin/project-addresses/${id}?back=/admin/pickups/7`, { token: admin, headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('Save Location');
    expect(html).toContain('"tripCharge":12.5');
    expect(html).toContain('"returnPath":"/admin/pickups/7"');
    const fresh = await (
      await t.request('/admin/project-addresses/new?back=https://elsewhere.example', { token: admin, headers: { accept: 'text/html' } })
    ).text();
    expect(fresh).toContain('Create Location');
    expect(fresh).toContain('"returnPath":"/admin/project-addresses"');
  });
});
