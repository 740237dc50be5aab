import type { Context } from 'hono';
import { PORTAL_CLIENT_HEADER } from '../../shared/portal-client.ts';
import { SESSION_COOKIE, STAFF_SESSION_COOKIE, readCookie } from '../auth/cookie.ts';

export const CROSS_SITE_REFUSED = 'Cross-site request refused';
export const CLIENT_HEADER_MISSING = `Refused: a call that changes something needs the ${PORTAL_CLIENT_HEADER} header of the portal's pages, or a bearer token`;

/** The Fetch Metadata values of a request the portal's own pages (or the user's address bar) made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Why a request to a route that changes something (any write, and the spec's GETs that act) is
 * refused, or undefined when it may go on. A request with `Authorization` is an API client's: no
 * page of another site can send that header, and its session never comes from the cookie. Any
 * other request must come from the portal's own origin (or a trusted one, `PUBLIC_URL` behind a
 * proxy), by its Origin, else its Sec-Fetch-Site, else its Referer; and when it carries the
 * session cookie it must also carry the header the portal's pages send, which a link, a form or
 * an image on another site cannot add (decision 170).
 */
export function crossSiteRefusal(c: Context, trustedOrigins: readonly string[]): string | undefined {
  if (c.req.header('authorization') !== undefined) return undefined;
  const own = new URL(c.req.url).origin;
  const trusted = (origin: string | undefined) => origin !== undefined && (origin === own || trustedOrigins.includes(origin));
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  const referer = c.req.header('referer');
  if (origin !== undefined) {
    if (!trusted(origin)) return CROSS_SITE_REFUSED;
  } else if (fetchSite !== undefined) {
    if (!OWN_FETCH_SITES.has(fetchSite)) return CROSS_SITE_REFUSED;
  } else if (referer !== undefined && !trusted(originOf(referer))) {
    return CROSS_SITE_REFUSED;
  }
  const cookie = readCookie(c, SESSION_COOKIE) ?? readCookie(c, STAFF_SESSION_COOKIE);
  if (cookie !== undefined && c.req.header(PORTAL_CLIENT_HEADER) === undefined) return CLIENT_HEADER_MISSING;
  return undefined;
}
