import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { extend } from '../../core/plugin/extension-points.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { expectedOutcomes, roleOutcomes, signInEveryRole } from '../../testing/role-matrix.ts';
import type { Role } from '../../core/roles.ts';
import { call } from '../../testing/call.ts';
import { dashboardCards } from '../../core/dashboard/cards.ts';
import dashboard from './index.ts';

/** A plugin with one admin-only stat card, one stat for every staff role and a customer's list. */
function probePlugin(loaded: string[]) {
  return definePlugin({
    id: 'probe',
    permissions: [
      { name: 'probe.card.admin', roles: ['admin'] },
      { name: 'probe.card.staff', roles: ['admin', 'customer-service', 'driver', 'technician'] },
      { name: 'probe.card.customer', roles: ['customer'] },
    ],
    extensions: [
      extend(dashboardCards, (request) => ({
        stats: [
          {
            key: 'secret',
            title: 'Revenue Invoiced',
            permission: 'probe.card.admin',
            order: 2,
            money: true,
            load: async () => {
              loaded.push(`secret for ${request.actor.role}`);
              return 1234.5;
            },
          },
          {
            key: 'counts',
            title: 'Counts',
            permission: 'probe.card.staff',
            order: 1,
            headline: 'total',
            parts: [{ field: 'left', label: 'Left' }],
            load: async () => ({ total: 7, left: 3 }),
          },
        ],
        lists: [
          {
            id: 'own',
            title: 'Own Things',
            permission: 'probe.card.customer',
            order: 1,
            empty: 'Nothing yet.',
            load: async () => {
              loaded.push(`list for ${request.actor.role}`);
              return [{ label: `Thing of company ${request.actor.customerId}`, href: '/customers/things/1', badges: ['New'] }];
            },
          },
        ],
      })),
    ],
  });
}

describe.each(dialectsUnderTest())('the dashboard extension point on %s', (kind) => {
  const loaded: string[] = [];
  let t: TestPortal;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [dashboard, probePlugin(loaded)] });
    tokens = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  it('answers the keys a role may see, never loading the others nor the expandable cards', async () => {
    loaded.length = 0;
    const admin = await call(t, '/api/dashboard-stats', { token: tokens.admin });
    expect(admin).toEqual({ status: 200, body: { status: 'ok', stats: { counts: { total: 7, left: 3 }, secret: 1234.5 } } });
    const driver = await call(t, '/api/dashboard-stats', { token: tokens.driver });
    expect(driver.body.stats).toEqual({ counts: { total: 7, left: 3 } });
    const customer = await call(t, '/api/dashboard-stats', { token: tokens.customer });
    expect(customer.body.stats).toEqual({});
    expect(loaded).toEqual(['secret for admin']);
  });

  it('draws the stat cards in order and the expandable cards on each dashboard', async () => {
    const admin = await (await t.request('/admin', { token: tokens.admin, headers: { accept: 'text/html' } })).text();
    expect(admin).toContain('Revenue Invoiced');
    expect(admin).toContain('$1,234.50');
    expect(admin.indexOf('Counts')).toBeLessThan(admin.indexOf('Revenue Invoiced'));
    expect(admin).not.toContain('Own Things');
    const customer = await (await t.request('/customers', { token: tokens.customer, headers: { accept: 'text/html' } })).text();
    expect(customer).toContain('<details');
    expect(customer).toContain('Own Things');
    expect(customer).toContain('href="/customers/things/1"');
    expect(customer).not.toContain('Counts');
  });

  it('lets each role reach only its own dashboard', async () => {
    const routes = [
      { method: 'GET', path: '/api/dashboard-stats', allowed: ['admin', 'customer-service', 'driver', 'technician', 'customer'] },
      { method: 'GET', path: '/admin', allowed: ['admin', 'customer-service', 'driver', 'technician'], page: true },
      { method: 'GET', path: '/customers', allowed: ['customer'], page: true },
    ] as const;
    expect(await roleOutcomes(t, tokens, routes)).toEqual(expectedOutcomes(routes));
  });
});

describe('a dashboard without contributing plugins', () => {
  it('answers no keys and says there is nothing yet', async () => {
    const t = await createTestPortal({ kind: 'pglite', plugins: [dashboard] });
    try {
      const { token } = await t.signIn('admin@demo.lab');
      expect((await call(t, '/api/dashboard-stats', { token })).body).toEqual({ status: 'ok', stats: {} });
      expect(await (await t.request('/admin', { token, headers: { accept: 'text/html' } })).text()).toContain(
        'There is nothing on your dashboard yet.',
      );
    } finally {
      await t.close();
    }
  });
});

describe('the dashboard switched off', () => {
  it('leaves the plugins that add cards starting, their cards never asked for, and no dashboard served', async () => {
    const loaded: string[] = [];
    const t = await createTestPortal({ kind: 'pglite', plugins: [probePlugin(loaded)] });
    try {
      const { token } = await t.signIn('admin@demo.lab');
      expect(t.portal.nav.map((entry) => entry.href)).not.toContain('/admin');
      expect((await t.request('/api/dashboard-stats', { token })).status).toBe(404);
      expect((await t.request('/admin', { token, headers: { accept: 'text/html' } })).status).toBe(404);
      expect(loaded).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
