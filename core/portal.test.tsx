import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessRuleError, InputError } from './errors.ts';
import { z } from 'zod';
import { definePlugin, type NavEntry, type PluginDefinition } from './plugin/define-plugin.ts';
import { createTestPortal, type TestPortal } from '../testing/portal.ts';
import { sidebarFor } from './ssr/nav.ts';
import type { Role } from './roles.ts';
import { UNDECLARED_PATHS } from './portal.tsx';

type Entry = [label: string, href: string, roles: Role[], order: NavEntry['order']];

/** A plugin that owns some sidebar entries, each with its own permission and page. */
function fixturePlugin(id: string, entries: Entry[], dependsOn: string[] = []): PluginDefinition {
  const permissionOf = (index: number) => `${id}.screen${index}.read`;
  return definePlugin({
    id,
    dependsOn,
    permissions: entries.map(([, , roles], index) => ({ name: permissionOf(index), roles })),
    nav: entries.map(([label, href, , order], index) => ({ label, href, permission: permissionOf(index), order })),
    pages(ctx) {
      const router = ctx.http.pages();
      entries.forEach(([label, href], index) => {
        router.get(href, { permission: permissionOf(index), summary: label, answers: 'page' }, (c) =>
          ctx.http.render(c, <h1>{label}</h1>, { title: label }),
        );
      });
      return router;
    },
  });
}

const STAFF: Role[] = ['admin', 'customer-service'];
/** The spec's sidebars, spread over plugins the way the domain plugins will own them. */
const specPlugins = [
  fixturePlugin('invoices', [
    ['Invoices', '/admin/invoices', STAFF, 10],
    ['Invoices', '/customers/invoices', ['customer'], 10],
  ]),
  fixturePlugin('customers', [['Customers', '/admin/customers', STAFF, 20]]),
  fixturePlugin('pickups', [['PickUps', '/admin/pickups', [...STAFF, 'driver'], 30]], ['customers']),
  fixturePlugin('break-report', [['Break Report', '/admin/break-report', [...STAFF, 'technician'], 40]]),
  fixturePlugin('stats', [['Stats', '/admin/stats', ['admin'], 50]]),
  fixturePlugin('reports', [
    ['Reports', '/admin/reports', STAFF, { default: 60, 'customer-service': 95 }],
    ['Reports', '/customers/reports', ['customer'], 95],
  ]),
  fixturePlugin('inspectors', [
    ['Inspectors', '/admin/inspectors', STAFF, 70],
    ['Inspectors', '/customers/inspectors', ['customer'], 70],
  ]),
  fixturePlugin('users', [['Users', '/admin/users', ['admin'], 80]]),
  fixturePlugin('sample-types', [['Sample Types', '/admin/sample-types', STAFF, 85]]),
  fixturePlugin('saved-locations', [
    ['Project Addresses', '/admin/project-addresses', STAFF, 90],
    ['Project Addresses', '/customers/project-addresses', ['customer'], 90],
  ]),
];

/** Screens the spec's sidebar does not place come after its entries, for the admin. */
const UNPLACED_ADMIN_SCREENS = ['Outbox', 'Jobs', 'Logs'];

const SPEC_SIDEBARS: Record<Role, string[]> = {
  admin: [
    'Dashboard',
    'Invoices',
    'Customers',
    'PickUps',
    'Break Report',
    'Stats',
    'Reports',
    'Inspectors',
    'Users',
    'Sample Types',
    'Project Addresses',
    ...UNPLACED_ADMIN_SCREENS,
  ],
  'customer-service': [
    'Dashboard',
    'Invoices',
    'Customers',
    'PickUps',
    'Break Report',
    'Inspectors',
    'Sample Types',
    'Project Addresses',
    'Reports',
  ],
  driver: ['Dashboard', 'PickUps'],
  technician: ['Dashboard', 'Break Report'],
  customer: ['Dashboard', 'Invoices', 'Inspectors', 'Project Addresses', 'Reports'],
};

const CUSTOMER_HREFS = ['/customers', '/customers/invoices', '/customers/inspectors', '/customers/project-addresses', '/customers/reports'];

const EMAIL: Record<Role, string> = {
  admin: 'admin@demo.lab',
  'customer-service': 'cs@demo.lab',
  driver: 'driver@demo.lab',
  technician: 'tech@demo.lab',
  customer: 'customer@demo.lab',
};

describe('the portal with the spec sidebar plugins', () => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal({ plugins: specPlugins, enable: ['dashboard', 'operations'] });
  });
  afterAll(() => t.close());

  it.each(Object.entries(SPEC_SIDEBARS))('gives %s the spec sidebar, in order', (role, labels) => {
    const sidebar = sidebarFor(t.portal.nav, role as Role, t.portal.permissions);
    expect(sidebar.map((link) => link.label)).toEqual(labels);
  });

  it('links the customer sidebar to the customer pages', () => {
    const sidebar = sidebarFor(t.portal.nav, 'customer', t.portal.permissions);
    expect(sidebar.map((link) => link.href)).toEqual(CUSTOMER_HREFS);
  });

  it.each(Object.entries(SPEC_SIDEBARS))('renders the %s sidebar in the page shell', async (role, labels) => {
    const { token } = await t.signIn(EMAIL[role as Role]);
    const landing = role === 'customer' ? '/customers' : '/admin';
    const html = await (await t.request(landing, { token })).text();
    const nav = html.slice(html.indexOf('<nav aria-label="Main"'), html.indexOf('</nav>'));
    const shown = [...nav.matchAll(/<a href="[^"]+"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
    expect(shown).toEqual(labels);
    expect(html).toContain('Version 0.0.0-test');
    expect(html.includes('My Company')).toBe(role === 'customer');
  });

  it('sends every route through its permission: a customer cannot open /admin', async () => {
    const { token } = await t.signIn('customer@demo.lab');
    for (const path of ['/admin', '/admin/customers', '/admin/users']) {
      const response = await t.request(path, { token, headers: { accept: 'text/html' } });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('You do not have access to this page.');
    }
  });

  it('lets a driver open pickups but not break reports', async () => {
    const { token } = await t.signIn('driver@demo.lab');
    expect((await t.request('/admin/pickups', { token })).status).toBe(200);
    expect((await t.request('/admin/break-report', { token })).status).toBe(403);
    expect((await t.request('/customers', { token })).status).toBe(403);
  });

  it('sends a visitor who is not signed in to the login page', async () => {
    const response = await t.request('/admin/pickups');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?next=%2Fadmin%2Fpickups');
  });

  it('sends / to the landing page of the role, or to the login page', async () => {
    expect((await t.request('/')).headers.get('location')).toBe('/login');
    const { token } = await t.signIn('customer@demo.lab');
    expect((await t.request('/', { token })).headers.get('location')).toBe('/customers');
    expect((await t.request('/login', { token })).headers.get('location')).toBe('/customers');
  });

  it('declares a permission for every route', () => {
    const declared = new Set(t.portal.routes.map((route) => `${route.method} ${route.path}`));
    const routes = t.portal.app.routes.filter((route) => route.method !== 'ALL' && !UNDECLARED_PATHS.includes(route.path));
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) expect(declared).toContain(`${route.method} ${route.path}`);
  });
});

describe('switching plugins off', () => {
  it('takes a plugin routes and sidebar entries with it', async () => {
    const t = await createTestPortal({
      plugins: specPlugins.filter((plugin) => plugin.id !== 'stats'),
      enable: ['dashboard', 'operations'],
    });
    try {
      const { token } = await t.signIn('admin@demo.lab');
      expect((await t.request('/admin/stats', { token })).status).toBe(404);
      expect(sidebarFor(t.portal.nav, 'admin', t.portal.permissions).map((link) => link.label)).not.toContain('Stats');
      expect((await t.request('/admin/invoices', { token })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('stops start-up naming both plugins when a needed plugin is off', async () => {
    const withoutCustomers = specPlugins.filter((plugin) => plugin.id !== 'customers');
    await expect(createTestPortal({ plugins: withoutCustomers, addDependencies: false })).rejects.toThrow(
      'Plugin "pickups" depends on plugin "customers", which is not enabled',
    );
  });
});

describe('start-up checks', () => {
  it('refuses a route added without a declared permission', async () => {
    const sneaky = definePlugin({
      id: 'sneaky',
      api(ctx) {
        const router = ctx.http.api();
        router.app.get('/api/sneaky', (c) => c.text('no permission here'));
        return router;
      },
    });
    await expect(createTestPortal({ plugins: [sneaky], seed: false })).rejects.toThrow(
      'These routes declare no permission: GET /api/sneaky',
    );
  });

  it('refuses a route whose permission nobody declares', async () => {
    const typo = definePlugin({
      id: 'typo',
      api(ctx) {
        return ctx.http.api().get('/api/typo', { permission: 'typo.thing.raed', summary: 'A typo' }, (c) => c.text('x'));
      },
    });
    await expect(createTestPortal({ plugins: [typo], seed: false })).rejects.toThrow('names permission "typo.thing.raed"');
  });
});

describe('errors, mapped once', () => {
  const failing = definePlugin({
    id: 'failing',
    permissions: [{ name: 'failing.thing.write', roles: ['admin'] }],
    api(ctx) {
      const router = ctx.http.api();
      const write = { permission: 'failing.thing.write', summary: 'Fails' };
      router.post(
        '/api/failing/input',
        { ...write, body: z.object({ zip: z.string().regex(/^\d+$/, 'Enter a valid zip code') }) },
        async (c) => c.json({ status: 'ok' }),
      );
      router.post('/api/failing/rule', write, () => {
        throw new BusinessRuleError('You cannot manually change the pickup status to invoiced', 'warning');
      });
      router.post('/api/failing/fields', write, () => {
        throw new InputError('Email is not valid', { email: 'Email is not valid' });
      });
      router.post('/api/failing/crash', write, () => {
        throw new Error('secret database detail at line 42');
      });
      return router;
    },
  });
  let t: TestPortal;
  let token: string;
  beforeAll(async () => {
    t = await createTestPortal({ plugins: [failing] });
    token = (await t.signIn('admin@demo.lab')).token;
  });
  afterAll(() => t.close());

  it('answers zod failures with 400 and a message per field', async () => {
    const response = await t.request('/api/failing/input', { token, json: { zip: '9x' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'error', error: 'Enter a valid zip code', fields: { zip: 'Enter a valid zip code' } });
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await t.request('/api/failing/input', { token, method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
  });

  it('answers a refused rule with 422 and its level', async () => {
    const response = await t.request('/api/failing/rule', { token, json: {} });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      status: 'error',
      error: 'You cannot manually change the pickup status to invoiced',
      level: 'warning',
    });
  });

  it('passes typed input errors with their fields', async () => {
    const response = await t.request('/api/failing/fields', { token, json: {} });
    expect(await response.json()).toEqual({ status: 'error', error: 'Email is not valid', fields: { email: 'Email is not valid' } });
  });

  it('answers an unexpected failure with 500 and no detail', async () => {
    const response = await t.request('/api/failing/crash', { token, json: {} });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret');
    expect(text).not.toContain('at ');
    expect(JSON.parse(text)).toEqual({
      status: 'error',
      error: 'Something went wrong on our side. Please try again.',
      requestId: response.headers.get('x-request-id'),
    });
  });

  it('answers 401 to a call without a session and 403 to a role without the permission', async () => {
    expect((await t.request('/api/failing/rule', { json: {} })).status).toBe(401);
    const { token: techToken } = await t.signIn('tech@demo.lab');
    const response = await t.request('/api/failing/rule', { token: techToken, json: {} });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: 'error', error: 'Forbidden' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.request('/api/nothing-here', { token });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'error', error: 'Not found' });
  });
});
