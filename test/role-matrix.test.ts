import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../core/config.ts';
import { definePlugin } from '../core/plugin/define-plugin.ts';
import { importPlugins, PLUGINS_FOLDER } from '../core/plugin/load.ts';
import { dialectsUnderTest } from '../core/testing/databases.ts';
import { createTestPortal, type TestPortal } from '../core/testing/portal.ts';
import {
  EVERY_IDENTITY,
  expectedAccess,
  observedAccess,
  samplePath,
  sessionFor,
  type Access,
  type Identity,
} from '../core/testing/route-matrix.ts';
import configInput from '../hono.config.ts';

/**
 * The role matrix, generated: every route the portal declares (core's and every enabled
 * plugin's, so a new plugin is covered the day it is enabled), asked by each of the five roles,
 * an impersonated customer session and a visitor. The permission registry says who holds each
 * route's permission; the answer must agree, and nobody may get a 5xx.
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
      t.portal.app.routes.filter((route) => route.method !== 'ALL' && route.path !== '/assets/*').map((r) => `${r.method} ${r.path}`),
    );
    const declared = new Set(t.portal.routes.map((route) => `${route.method} ${route.path}`));
    expect(declared).toEqual(served);
    expect(t.portal.routes.some((route) => route.kind === 'page')).toBe(true);
    expect(t.portal.routes.some((route) => route.kind === 'api')).toBe(true);
  });

  it.each(EVERY_IDENTITY.map((identity) => [identity]))('answers %s only what its permissions allow, and never a 5xx', async (identity) => {
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
      const expected = expectedAccess(t.portal.permissions, route, identity);
      const observed = observedAccess(response);
      if (observed !== expected) {
        mismatches.push(`${route.method} ${route.path} (${route.permission}): expected ${expected}, got ${observed} (${response.status})`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('the matrix reads answers and permissions as the guard means them', () => {
  it('expects a visitor to sign in, a role without the permission to be refused, an impersonation to be a customer', async () => {
    const t = await createTestPortal({ seed: false });
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
