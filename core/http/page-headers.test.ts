import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetManifest } from '../islands/manifest.ts';
import { createTestPortal, type TestPortal } from '../testing/portal.ts';
import { CONTENT_SECURITY_POLICY } from './page-headers.ts';

describe('the headers of pages', () => {
  let t: TestPortal;
  beforeAll(async () => {
    // The built bundles, so the pages link their scripts as they do in production.
    const manifest = AssetManifest.read();
    t = await createTestPortal({ assets: () => manifest });
  });
  afterAll(() => t.close());

  it('sends a Content-Security-Policy without inline script on every page', async () => {
    const { token } = await t.signIn('admin@demo.lab');
    for (const [path, auth] of [
      ['/login', {}],
      ['/register', {}],
      ['/admin', { token }],
      ['/admin/outbox', { token }],
    ] as const) {
      const response = await t.request(path, auth);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      const html = await response.text();
      // Every script either loads a bundle or holds JSON data; none runs inline.
      const inline = [...html.matchAll(/<script\b([^>]*)>/g)].filter(
        ([, attributes]) => !/\bsrc=|type="application\/json"/.test(attributes!),
      );
      expect(inline).toEqual([]);
    }
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self'(;|$)/);
  });

  it('keeps signed-in answers out of every cache, and leaves the sign-in page cacheable', async () => {
    const { token } = await t.signIn('admin@demo.lab');
    expect((await t.request('/admin', { token })).headers.get('cache-control')).toBe('no-store');
    expect((await t.request('/api/outbox', { token })).headers.get('cache-control')).toBe('no-store');
    expect((await t.request('/login')).headers.get('cache-control')).toBeNull();
  });

  it('sends no page policy with JSON', async () => {
    expect((await t.request('/api/outbox')).headers.get('content-security-policy')).toBeNull();
  });
});
