import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CLIENT_HEADER_MISSING, CROSS_SITE_REFUSED, crossSiteRefusal } from './cross-site.ts';

/** The refusal of a request to a route that changes state, on a portal at https://lab.example trusting its public address. */
async function refusal(headers: Record<string, string>): Promise<string | undefined> {
  const app = new Hono();
  let answer: string | undefined;
  app.all('*', (c) => {
    answer = crossSiteRefusal(c, ['https://portal.lab.example']);
    return c.body(null, 204);
  });
  await app.request('https://lab.example/api/invoices/send/2', { headers });
  return answer;
}

const COOKIE = { cookie: 'portal_session=abcdefghijklmnopqrstuvwxyz' };
const PAGE = { 'x-portal-client': 'web' };

describe('which requests that change state come from another site', () => {
  it("lets the portal's own pages through: own or trusted origin, same-origin fetch, with the pages' header", async () => {
    expect(await refusal({ ...COOKIE, ...PAGE, origin: 'https://lab.example' })).toBeUndefined();
    expect(await refusal({ ...COOKIE, ...PAGE, origin: 'https://portal.lab.example' })).toBeUndefined();
    expect(await refusal({ ...COOKIE, ...PAGE, 'sec-fetch-site': 'same-origin' })).toBeUndefined();
    expect(await refusal({ ...COOKIE, ...PAGE, referer: 'https://lab.example/admin/invoices/2' })).toBeUndefined();
  });

  it('lets an API client with a bearer token through, whatever else the request says', async () => {
    expect(
      await refusal({ ...COOKIE, authorization: 'Bearer abcdefghijklmnopqrstuvwxyz', 'sec-fetch-site': 'cross-site' }),
    ).toBeUndefined();
  });

  it('lets a request without a session through when it comes from nowhere in particular (a sign-in form, curl)', async () => {
    expect(await refusal({})).toBeUndefined();
  });

  it('refuses another origin, by Origin, else Sec-Fetch-Site, else Referer, even with the header', async () => {
    expect(await refusal({ ...COOKIE, ...PAGE, origin: 'https://elsewhere.example' })).toBe(CROSS_SITE_REFUSED);
    expect(await refusal({ ...COOKIE, ...PAGE, origin: 'null' })).toBe(CROSS_SITE_REFUSED);
    expect(await refusal({ ...COOKIE, ...PAGE, 'sec-fetch-site': 'cross-site' })).toBe(CROSS_SITE_REFUSED);
    expect(await refusal({ ...COOKIE, ...PAGE, 'sec-fetch-site': 'same-site' })).toBe(CROSS_SITE_REFUSED);
    expect(await refusal({ ...COOKIE, ...PAGE, referer: 'https://elsewhere.example/page' })).toBe(CROSS_SITE_REFUSED);
    expect(await refusal({ ...COOKIE, ...PAGE, referer: 'not a url' })).toBe(CROSS_SITE_REFUSED);
    expect(await refusal({ 'sec-fetch-site': 'cross-site' })).toBe(CROSS_SITE_REFUSED);
  });

  it("refuses the session cookie without the pages' header, even from the portal's own origin or the address bar", async () => {
    expect(await refusal({ ...COOKIE })).toBe(CLIENT_HEADER_MISSING);
    expect(await refusal({ ...COOKIE, origin: 'https://lab.example' })).toBe(CLIENT_HEADER_MISSING);
    expect(await refusal({ ...COOKIE, 'sec-fetch-site': 'none' })).toBe(CLIENT_HEADER_MISSING);
    expect(await refusal({ cookie: 'portal_staff_session=abcdefghijklmnopqrstuvwxyz' })).toBe(CLIENT_HEADER_MISSING);
  });
});
