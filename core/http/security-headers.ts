import type { MiddlewareHandler } from 'hono';
import { contentSecurityPolicy, newNonce, PAGE_POLICY, type PagePolicy } from './content-security.ts';
import type { AppEnv } from './env.ts';
import { isHttps } from './transport.ts';

/** Six months, and every subdomain: a browser that once reached the portal over HTTPS never tries plain HTTP. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=15552000; includeSubDomains';

/**
 * The headers that depend on the request: a page's Content-Security-Policy with this request's
 * nonce (`cspNonce(c)`), `Cache-Control: no-store` on everything a signed-in session is answered
 * unless the route chose its own caching (a shared computer's back button, a proxy), and HSTS on
 * HTTPS answers only.
 *
 * It must sit outside `compress()`: on Node, headers set on an answer that a later `c.header()`
 * copies are lost (the lightweight Response of `@hono/node-server` rebuilds from its first
 * headers), so nothing may touch the answer after this middleware but plain header writes.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async function setSecurityHeaders(c, next) {
    const policy: PagePolicy = { nonce: newNonce() };
    c.set(PAGE_POLICY, policy);
    await next();
    const headers = c.res.headers;
    if ((headers.get('content-type') ?? '').startsWith('text/html')) headers.set('Content-Security-Policy', contentSecurityPolicy(policy));
    if (c.get('auth') && !headers.has('cache-control')) headers.set('Cache-Control', 'no-store');
    if (isHttps(c)) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
}

/** Answers never stored by a browser or a proxy: the probes and the metrics are always read fresh. */
export function noStore(): MiddlewareHandler<AppEnv> {
  return async function setNoStore(c, next) {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  };
}
