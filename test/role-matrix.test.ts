import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../core/config.ts';
import { definePlugin } from '../core/plugin/define-plugin.ts';
import { importPlugins, PLUGINS_FOLDER } from '../core/plugin/load.ts';
import { dialectsUnderTest } from '../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../testing/portal.ts';
import { UNDECLARED_PATHS } from '../core/portal.tsx';
import {
  EVERY_IDENTITY,
  expectedAccess,
  observedAccess,
  samplePath,
  sessionFor,
  type Access,
  type Identity,
} from '../testing/route-matrix.ts';
import configInput from '../hono.config.ts';
import { ROLES } from '../core/roles.ts';
import type { DeclaredRoute } from '../core/plugin/router.ts';
import { PUBLIC } from '../core/plugin/permissions.ts';
import { ROLE_TABLE, ROUTE_AREAS, areaOf, rolesFor } from './seed-roles.ts';

/** What the seeds' role table (§6, `seed-roles.ts`) says an identity gets on a route. */
function expectedFromTable(route: DeclaredRoute, identity: Identity): Access {
  const placed = areaOf(route);
  if (!placed) throw new Error(`${route.method} ${route.path} is in no row of the role table`);
  if (identity === 'anonymous') return placed.area === 'Public' ? 'allowed' : 'sign-in';
  const role = identity === 'impersonated' ? 'customer' : identity;
  return rolesFor(placed.area, placed.audience).includes(role) ? 'allowed' : 'refused';
}

/**
 * The role matrix, generated: every route the portal declares (core's and every enabled
 * plugin's, so a new plugin is covered the day it is enabled), asked by each of the five roles,
 * an impersonated customer session and a visitor. The seeds' role table (`seed-roles.ts`) says
 * who may reach each route; the declared permissions and the answers must agree with it, and
 * nobody may get a 5xx.
 */
describe.each(dialectsUnderTest())('the generated role matrix on %s', (kind) => {
  let t: TestPortal;

  beforeAll(async () => {
    const plugins = await importPlugins(resolveConfig(configInput, {}, '0').plugins, PLUGINS_FOLDER);
    t = await createTestPortal({ kind, plugins });
  });
  afterAll(() => t.close());

  it('covers every route of the app, API and pages', () => {
    const served = new Set(
      t.portal.app.routes
        .filter((route) => route.method !== 'ALL' && !(UNDECLARED_PATHS as readonly string[]).includes(route.path))
        .map((r) => `${r.method} ${r.path}`),
    );
    const declared = new Set(t.portal.routes.map((route) => `${route.method} ${route.path}`));
    expect(declared).toEqual(served);
    expect(t.portal.routes.some((route) => route.kind === 'page')).toBe(true);
    expect(t.portal.routes.some((route) => route.kind === 'api')).toBe(true);
  });

  it('places every route in a row of the role table, and declares for each exactly the roles the table gives', () => {
    const wrong: string[] = [];
    for (const route of t.portal.routes) {
      const placed = areaOf(route);
      if (!placed) {
        wrong.push(`${route.method} ${route.path}: in no row of the role table`);
        continue;
      }
      const declared =
        route.permission === PUBLIC ? 'public' : ROLES.filter((role) => t.portal.permissions.allows(role, route.permission)).join(', ');
      const table = placed.area === 'Public' ? 'public' : rolesFor(placed.area, placed.audience).join(', ');
      if (declared !== table)
        wrong.push(`${route.method} ${route.path} (${route.permission}): declares ${declared}; the table (${placed.area}) gives ${table}`);
    }
    expect(wrong).toEqual([]);
  });

  // Over two hundred requests each: on a machine shared with other test runs, that takes more than the default half minute.
  it.each(EVERY_IDENTITY.map((identity) => [identity]))(
    'answers %s only what the role table allows, and never a 5xx',
    { timeout: 180_000 },
    async (identity) => {
      const mismatches: string[] = [];
      for (const route of t.portal.routes) {
        const token = await sessionFor(t.db, identity);
        const response = await t.request(samplePath(route), {
          method: route.method,
          ...(token ? { token } : {}),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} }),
          ...(route.kind === 'page' ? { headers: { accept: 'text/html' } } : {}),
        });
        await response.arrayBuffer();
        const expected = expectedFromTable(route, identity);
        const observed = observedAccess(response, route);
        if (observed !== expected) {
          mismatches.push(
            `${route.method} ${route.path} (${route.permission}): expected ${expected}, got ${observed} (${response.status})`,
          );
        }
      }
      expect(mismatches).toEqual([]);
    },
  );
});

describe('the role table', () => {
  it('narrows §6 only where a note of the seeds says so, and never widens it', () => {
    const widened = ROUTE_AREAS.flatMap(([pattern, area, audience]) =>
      typeof audience === 'object'
        ? [
            ...(audience.why ? [] : [`${pattern}: no reason`]),
            ...audience.only.filter((role) => ROLE_TABLE[area][role] === 'no').map((role) => `${pattern}: ${role}`),
          ]
        : [],
    );
    expect(widened).toEqual([]);
    expect(ROUTE_AREAS.filter(([, , audience]) => typeof audience === 'object').length).toBeGreaterThan(5);
  });

  it('gives technicians the Dashboard and Break Report only, and Stats to the admin alone', () => {
    const technician = Object.entries(ROLE_TABLE).filter(
      ([area, reach]) => reach.technician === 'yes' && !['Signed in', 'Public', 'API reference'].includes(area),
    );
    expect(technician.map(([area]) => area)).toEqual(['Dashboard', 'Break Report']);
    expect(rolesFor('Stats', 'shared')).toEqual(['admin']);
    expect(rolesFor('Customers', { only: ['admin'], why: 'the admin customer form' })).toEqual(['admin']);
  });
});

describe('the matrix reads answers and permissions as the guard means them', () => {
  it('expects a visitor to sign in, a role without the permission to be refused, an impersonation to be a customer', async () => {
    const t = await createTestPortal({ seed: false, enable: ['operations'] });
    try {
      const outbox = t.portal.routes.find((route) => route.path === '/api/outbox')!;
      const expected = (identity: Identity): Access => expectedAccess(t.portal.permissions, outbox, identity);
      expect(EVERY_IDENTITY.map(expected)).toEqual(['allowed', 'refused', 'refused', 'refused', 'refused', 'refused', 'sign-in']);
      expect(observedAccess(new Response(null, { status: 302, headers: { location: '/login?next=%2Fadmin' } }))).toBe('sign-in');
      expect(observedAccess(new Response(null, { status: 500 }))).toBe('error 500');
      expect(samplePath({ method: 'DELETE', path: '/api/users/:id{[0-9]+}' })).toBe('/api/users/2000000000');
      expect(samplePath({ method: 'GET', path: '/api/uploads/:fileName' })).toBe('/api/uploads/demo');
    } finally {
      await t.close();
    }
  });

  it('cannot be bypassed: a page route added without a declaration stops start-up', async () => {
    const sneaky = definePlugin({
      id: 'sneaky-page',
      pages(ctx) {
        const router = ctx.http.pages();
        router.app.get('/admin/sneaky', (c) => c.html('<p>no permission here</p>'));
        return router;
      },
    });
    await expect(createTestPortal({ plugins: [sneaky], seed: false })).rejects.toThrow(
      'These routes declare no permission: GET /admin/sneaky',
    );
  });
});
