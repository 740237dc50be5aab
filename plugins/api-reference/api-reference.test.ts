import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';

describe('the interactive API reference', () => {
  let t: TestPortal;
  let admin: string;

  beforeAll(async () => {
    t = await createTestPortal({ enable: ['api-reference'] });
    admin = (await t.signIn('admin@demo.lab')).token;
  });
  afterAll(() => t.close());

  it('is for signed-in staff, as the document is', async () => {
    const customer = (await t.signIn('customer@demo.lab')).token;
    expect((await t.request('/api/docs', { token: customer, headers: { accept: 'text/html' } })).status).toBe(403);
    expect((await t.request('/api/docs', { headers: { accept: 'text/html' } })).status).toBe(302);
  });

  it("serves Scalar's interactive reference of the same document, every script from the portal and none inline", async () => {
    const page = await t.request('/api/docs', { token: admin, headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<title>API reference</title>');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, body]) => ({
      attributes,
      body: body!.trim(),
    }));
    expect(scripts.map((script) => script.attributes)).toEqual([' src="/api/docs/scalar.js"', ' src="/api/docs/init.js"']);
    expect(scripts.every((script) => script.body === '')).toBe(true);

    const init = await t.request('/api/docs/init.js', { token: admin });
    expect(init.headers.get('content-type')).toContain('text/javascript');
    const start = await init.text();
    expect(start).toMatch(/^Scalar\.createApiReference\('#app', \{/);
    expect(start).toContain('"url": "/api/openapi.json"');
    expect(start).toContain('"withDefaultFonts": false');

    const script = await t.request('/api/docs/scalar.js', { token: admin });
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(1_000_000);
    // Like every staff page, it sends a visitor to sign in.
    expect((await t.request('/api/docs/scalar.js')).status).toBe(302);
  });
});
