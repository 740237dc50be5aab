import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetManifest } from '../islands/manifest.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { contentSecurityPolicy } from './content-security.ts';
import { STRICT_TRANSPORT_SECURITY } from './security-headers.ts';

/** Bundles as a build names them, so that pages link a shell script and the islands runtime. */
const manifest = new AssetManifest({
  'web/shell.ts': { file: 'shell-1.js', isEntry: true },
  'web/islands-runtime.ts': { file: 'islands-runtime-1.js', isEntry: true },
  'web/styles.css': { file: 'styles-1.css' },
});

/** The nonce every script element of a page carries: one, the same on all of them. */
function scriptNonces(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => /\bnonce="([^"]+)"/.exec(attributes!)?.[1] ?? 'none');
}

/**
 * The headers of real answers: the portal served over HTTP by Node, as `npm start` serves it,
 * read by a client that takes gzip (so `compress()` runs) and by one that does not.
 */
describe('the headers that reach the browser', () => {
  let t: TestPortal;
  let server: ServerType;
  let base: string;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    t = await createTestPortal({ enable: ['dashboard', 'operations', 'account'], assets: () => manifest });
    server = serve({ fetch: t.portal.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    admin = (await t.signIn('admin@demo.lab')).cookie;
    customer = (await t.signIn('customer@demo.lab')).cookie;
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });

  it.each([['gzip'], ['identity']])(
    'sends every page, signed in or not, a policy with a fresh nonce on each script and no inline script (%s)',
    async (encoding) => {
      const seen = new Set<string>();
      const wrong: string[] = [];
      for (const [path, cookie] of [
        ['/login', ''],
        ['/register', ''],
        ['/admin', admin],
        ['/admin/outbox', admin],
        ['/admin/users', admin],
        ['/customers', customer],
        ['/admin/no-such-page', admin],
      ] as const) {
        const response = await get(path, { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) });
        const html = await response.text();
        const nonces = [...new Set(scriptNonces(html))];
        const nonce = nonces[0] ?? 'none';
        if ((response.headers.get('content-encoding') ?? 'identity') !== encoding) wrong.push(`${path}: not ${encoding}`);
        if (nonces.length !== 1 || !/^[\w+/]{22}==$/.test(nonce)) wrong.push(`${path}: scripts carry ${nonces.join(', ')}`);
        if (response.headers.get('content-security-policy') !== contentSecurityPolicy({ nonce })) wrong.push(`${path}: another policy`);
        if (seen.has(nonce)) wrong.push(`${path}: a nonce seen before`);
        seen.add(nonce);
      }
      expect(wrong).toEqual([]);
      const policy = contentSecurityPolicy({ nonce: 'n' });
      expect(policy).toContain("script-src 'self' 'nonce-n';");
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("style-src-attr 'unsafe-inline'");
      expect(policy).not.toMatch(/style-src [^;]*unsafe-inline/);
    },
  );

  it('keeps everything a session is answered out of every cache, and leaves the sign-in page cacheable', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const answers = [
        await get('/admin', { cookie: admin, 'accept-encoding': encoding }),
        await get('/api/outbox', { cookie: admin, 'accept-encoding': encoding }),
        await get('/api/dashboard-stats', { cookie: admin, 'accept-encoding': encoding }),
        await get('/customers', { cookie: customer, 'accept-encoding': encoding }),
        await get('/api/dashboard-stats', { cookie: customer, 'accept-encoding': encoding }),
      ];
      expect(answers.map((answer) => [answer.status, answer.headers.get('cache-control')])).toEqual(answers.map(() => [200, 'no-store']));
      expect((await get('/login', { 'accept-encoding': encoding })).headers.get('cache-control')).toBeNull();
    }
  });

  it('sends HSTS over HTTPS only, and forbids framing everywhere', async () => {
    const plain = await get('/login');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    const behindTls = await get('/login', { 'x-forwarded-proto': 'https' });
    expect(behindTls.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    const direct = await t.portal.app.request('https://lab.example/login');
    expect(direct.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect((await get('/healthz')).headers.get('strict-transport-security')).toBeNull();
  });

  it('sends no page policy with JSON', async () => {
    const answer = await get('/api/outbox', { cookie: admin });
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.headers.get('content-security-policy')).toBeNull();
  });
});
