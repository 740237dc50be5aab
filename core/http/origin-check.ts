import type { MiddlewareHandler } from 'hono';
import { NotAllowedError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site writes from browsers. A write with an `Authorization` header is not a
 * browser's form or link (a page of another site cannot send that header without the portal's
 * consent), and its session never comes from the cookie; any other write must come from the
 * portal's own origin, by its Origin header, or else by Sec-Fetch-Site.
 */
export function originCheck(trustedOrigins: readonly string[]): MiddlewareHandler {
  return async function checkOrigin(c, next) {
    if (SAFE_METHODS.has(c.req.method) || c.req.header('authorization') !== undefined) return next();
    const origin = c.req.header('origin');
    const own = new URL(c.req.url).origin;
    if (origin !== undefined) {
      if (origin !== own && !trustedOrigins.includes(origin)) throw new NotAllowedError('Cross-site request refused');
    } else if (c.req.header('sec-fetch-site') === 'cross-site') {
      throw new NotAllowedError('Cross-site request refused');
    }
    return next();
  };
}
