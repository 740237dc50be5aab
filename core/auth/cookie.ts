import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isHttps } from '../http/transport.ts';

export const SESSION_COOKIE = 'portal_session';
/** While staff use the portal as a customer, their own session waits in this cookie. */
export const STAFF_SESSION_COOKIE = 'portal_staff_session';

/** Sets a session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS, for the browser session. */
export function setSessionCookie(c: Context, token: string, name = SESSION_COOKIE): void {
  setCookie(c, name, token, { httpOnly: true, sameSite: 'Lax', secure: isHttps(c), path: '/' });
}

export function clearSessionCookie(c: Context, name = SESSION_COOKIE): void {
  deleteCookie(c, name, { path: '/', secure: isHttps(c) });
}

export function readCookie(c: Context, name = SESSION_COOKIE): string | undefined {
  return getCookie(c, name);
}

/**
 * The token of a request. A request with an `Authorization` header is another client's, and is
 * authenticated by that header alone: a malformed one authenticates nobody, and the cookie is
 * never read, so a request is never half bearer (no origin check) and half cookie.
 */
export function requestToken(c: Context): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = c.req.header('authorization');
  if (header !== undefined) {
    const bearer = /^Bearer\s+([\w-]{20,200})\s*$/i.exec(header)?.[1];
    return bearer ? { token: bearer, via: 'bearer' } : null;
  }
  const cookie = readCookie(c);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}
