import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../core/config.ts';
import { CLIENT_HEADER_MISSING, CROSS_SITE_REFUSED } from '../core/http/cross-site.ts';
import { importPlugins, PLUGINS_FOLDER } from '../core/plugin/load.ts';
import { PUBLIC, SIGNED_IN } from '../core/plugin/permissions.ts';
import type { DeclaredRoute } from '../core/plugin/router.ts';
import { dialectsUnderTest } from '../testing/databases.ts';
import { changedTables, fingerprint } from '../testing/fingerprint.ts';
import { createTestPortal, type TestPortal } from '../testing/portal.ts';
import { EVERY_ROLE } from '../testing/role-matrix.ts';
import { samplePath, sessionFor } from '../testing/route-matrix.ts';
import configInput from '../hono.config.ts';

/** The GETs of the spec's call catalogue that act: each must be declared so, and refused from another site. */
const SPEC_GETS_THAT_ACT = [
  '/api/invoices/send/:id{[0-9]+}',
  '/api/invoices/sendReminder/:id{[0-9]+}',
  '/api/invoices/sync/:id{[0-9]+}',
  '/api/customers/statement/:id{[0-9]+}',
  '/api/pickups/invoice/:id{[0-9]+}',
  '/api/reports/generate/:id{[0-9]+}',
  '/api/reports/send-reports',
];

/**
 * GETs that write although a link from anywhere may open them: each acts for whoever holds a
 * secret the request carries, never for the session's cookie alone (decision 170).
 */
const LINKS_THAT_ACT = new Map([
  ['/complete-registration/:hash', 'the e-mailed link verifies the address of its own token'],
  ['/api/users/complete-registration/:hash', 'the same, as a call'],
  ['/admin/quickbooks/connect', "keeps the OAuth state Intuit's answer must bring back"],
  ['/admin/quickbooks/callback', 'acts only with the OAuth state it handed out'],
  ['/verify/:code', "counts the look-up against the address's limit; it shows a public record and changes none"],
]);

/** How a page of another site can make a signed-in browser send a request, with the cookie and nothing else of the portal's. */
const ATTACKS = {
  /** A link, a redirect (`location = ...`) or a form of another site: the browser says where it comes from. */
  'a cross-site navigation': (route: DeclaredRoute): Record<string, string> => ({
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    ...(route.method === 'GET' ? {} : { origin: 'https://elsewhere.example' }),
  }),
  /** A browser that says nothing of where a request comes from (an image, an older browser). */
  'the cookie alone': (): Record<string, string> => ({}),
};

/** Who asks: a role that holds the route's permission, so that only the origin of the request can refuse it. */
function identityFor(t: TestPortal, route: DeclaredRoute) {
  if (route.permission === PUBLIC || route.permission === SIGNED_IN) return 'admin' as const;
  const role = EVERY_ROLE.find((candidate) => t.portal.permissions.allows(candidate, route.permission));
  if (!role) throw new Error(`No role holds ${route.permission}`);
  return role;
}

/**
 * The generated cross-site test: every route that changes state (every write, and the GETs
 * declared `changesState`) is sent each attack with a valid session cookie, and must answer 403
 * and change nothing at all. Every other GET is sent the same navigation and must change
 * nothing, so a GET that acts without being declared is found here.
 */
describe.each(dialectsUnderTest())('requests a page of another site makes a browser send, on %s', (kind) => {
  let t: TestPortal;
  let admin: { token: string; cookie: string };

  /** Sends a route's sample request with a session cookie of its own, minted before anything is compared. */
  const send = async (route: DeclaredRoute, token: string, headers: Record<string, string>) => {
    const write = route.method !== 'GET';
    const response = await t.portal.app.request(`http://localhost${samplePath(route)}`, {
      method: route.method,
      headers: {
        cookie: `portal_session=${token}`,
        ...(write ? { 'content-type': 'application/x-www-form-urlencoded' } : { accept: 'text/html' }),
        ...headers,
      },
      ...(write ? { body: 'status=ok' } : {}),
    });
    return { status: response.status, text: await response.text() };
  };

  beforeAll(async () => {
    const plugins = await importPlugins(resolveConfig(configInput, {}, '0').plugins, PLUGINS_FOLDER);
    t = await createTestPortal({ kind, plugins });
    admin = await t.signIn('admin@demo.lab');
    // The records the sample paths name (id 1) exist and can act: a received pickup with its reports, invoiced and mailed.
    for (const [path, method] of [
      ['/api/pickups/receive/1', 'PUT'],
      ['/api/pickups/invoice/1', 'POST'],
    ] as const) {
      const response = await t.request(path, { token: admin.token, method, json: method === 'PUT' ? { samples: [] } : undefined });
      if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    }
    await t.runJobs();
  }, 180_000);
  afterAll(() => t?.close());

  it('declares the GETs of the spec that act, and gives each a POST twin', () => {
    const acting = t.portal.routes.filter((route) => route.method === 'GET' && route.changesState).map((route) => route.path);
    expect([...acting].sort()).toEqual([...SPEC_GETS_THAT_ACT].sort());
    for (const path of SPEC_GETS_THAT_ACT) {
      expect(t.portal.routes.find((route) => route.method === 'POST' && route.path === path)?.changesState).toBe(true);
    }
  });

  it.each(Object.entries(ATTACKS))(
    'refuses %s to every route that changes state, with nothing changed',
    { timeout: 600_000 },
    async (name, attack) => {
      const wrong: string[] = [];
      const routes = t.portal.routes.filter((route) => route.changesState);
      expect(routes.length).toBeGreaterThan(50);
      for (const route of routes) {
        const token = (await sessionFor(t.db, identityFor(t, route)))!;
        const before = await fingerprint(t.db);
        const { status, text } = await send(route, token, attack(route));
        await t.runJobs();
        const changed = changedTables(before, await fingerprint(t.db));
        const refusal = name === 'the cookie alone' ? CLIENT_HEADER_MISSING : CROSS_SITE_REFUSED;
        if (status !== 403 || !text.includes(refusal) || changed.length > 0) {
          wrong.push(`${route.method} ${route.path}: ${status} ${text.slice(0, 80)}; changed ${changed.join(', ') || 'nothing'}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('changes nothing through any other GET opened from another site', { timeout: 600_000 }, async () => {
    const wrong: string[] = [];
    for (const route of t.portal.routes.filter((candidate) => !candidate.changesState && !LINKS_THAT_ACT.has(candidate.path))) {
      const token = (await sessionFor(t.db, identityFor(t, route)))!;
      const before = await fingerprint(t.db);
      const { status } = await send(route, token, ATTACKS['a cross-site navigation'](route));
      await t.runJobs();
      const changed = changedTables(before, await fingerprint(t.db));
      if (status >= 500 || changed.length > 0) wrong.push(`${route.method} ${route.path}: ${status}; changed ${changed.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it("lets the portal's pages use the POST twins and API clients the GETs, and sees what they change", async () => {
    const sendInvoice = t.portal.routes.find((route) => route.method === 'GET' && route.path === SPEC_GETS_THAT_ACT[0])!;
    for (const request of [
      () => t.request('/api/invoices/send/1', { token: admin.token }),
      () => t.request('/api/invoices/send/1', { method: 'POST', cookie: admin.cookie }),
    ]) {
      const before = await fingerprint(t.db);
      expect((await request()).status).toBe(200);
      await t.runJobs();
      expect(changedTables(before, await fingerprint(t.db))).toContain('mail_outbox');
    }
    // The same GET with the cookie and the pages' header (the portal's own script) is let through too.
    const ownPage = await send(sendInvoice, admin.token, { 'x-portal-client': 'web', 'sec-fetch-site': 'same-origin' });
    expect(ownPage.status).toBe(200);
  });
});
