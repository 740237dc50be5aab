import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from '../log.ts';
import { requestContext } from '../request-context.ts';
import type { AppEnv } from './env.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy in front sent is kept when it looks like one; anything else is replaced. */
const ACCEPTED_ID = /^[\w.:-]{8,64}$/;

export interface RequestLogOptions {
  /** Where the access lines go: the output, never the `logs` table (one row per request would drown it). */
  log: Logger;
  /** Paths answered at debug level: load balancers' probes every few seconds are not news. */
  quietPaths: readonly string[];
  /** Told of every answered request with the route pattern it matched. */
  observe?: (method: string, route: string, status: number, seconds: number) => void;
}

/**
 * Gives every request an id (the caller's `x-request-id` when sane, else a new UUID), which
 * every log line written while serving it carries, the answer's `x-request-id` header repeats,
 * and error answers name; then writes one access line per request.
 */
export function requestLog(options: RequestLogOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header(REQUEST_ID_HEADER);
    const requestId = given !== undefined && ACCEPTED_ID.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await requestContext.run({ requestId }, async () => {
      await next();
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
      const seconds = (performance.now() - started) / 1000;
      const route = routeOf(c);
      const { method } = c.req;
      const status = c.res.status;
      options.observe?.(method, route, status, seconds);
      const line = { method, path: c.req.path, route, status, ms: Math.round(seconds * 10_000) / 10 };
      if (options.quietPaths.includes(c.req.path)) options.log.debug?.('request', line);
      else options.log.info('request', line);
    });
  };
}

/** The pattern of the route that answered, or `unmatched` (a 404), so metrics never carry raw ids. */
function routeOf(c: Parameters<MiddlewareHandler>[0]): string {
  const routes = matchedRoutes(c).filter((route) => route.method !== 'ALL');
  return routes.at(-1)?.path ?? 'unmatched';
}
