/**
 * The header the portal's own pages send with every call. A page of another site can make a
 * browser send the session cookie (a link, a form, an image), never a custom header: the
 * browser would first ask the portal's consent (CORS), which the portal never gives. So a
 * request that changes something and carries the session cookie must carry this header too
 * (decision 170); API clients send `Authorization: Bearer <token>` instead.
 */
export const PORTAL_CLIENT_HEADER = 'x-portal-client';
export const PORTAL_CLIENT_VALUE = 'web';

/** The headers to add to a `fetch` from a page: `{ 'x-portal-client': 'web' }`. */
export const PORTAL_CLIENT_HEADERS: Readonly<Record<string, string>> = { [PORTAL_CLIENT_HEADER]: PORTAL_CLIENT_VALUE };
