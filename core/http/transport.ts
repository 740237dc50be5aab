import type { Context } from 'hono';

/**
 * Whether the browser reached the portal over HTTPS: the request's own scheme, or the scheme a
 * proxy in front says it served (a spoofed one only makes the browser ignore what it gets).
 */
export function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}
