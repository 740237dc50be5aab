import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * The Content-Security-Policy of the portal's pages. Scripts load only from the portal's own
 * bundles: no page has an inline script (an island's props are JSON in a script of type
 * application/json, which is data, never run). Style attributes stay allowed, for the few
 * widths a component sets (the strength meter); images may be previews the browser made itself.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Headers of every answer: pages get the Content-Security-Policy, and nothing answered to a
 * signed-in request is stored by a browser or a proxy (a shared computer's back button, say),
 * unless the route chose its own caching.
 */
export function pageHeaders(): MiddlewareHandler<AppEnv> {
  return async function setPageHeaders(c, next) {
    await next();
    if ((c.res.headers.get('content-type') ?? '').startsWith('text/html'))
      c.res.headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    if (c.get('auth') && !c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}

/** Answers never stored by a browser or a proxy: the probes and the metrics are always read fresh. */
export function noStore(): MiddlewareHandler<AppEnv> {
  return async function setNoStore(c, next) {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  };
}
