import type { MiddlewareHandler } from 'hono';
import type { DataChanges } from '../cache/data-changes.ts';

/**
 * Serves each request as one piece of work of `changes`: what it wrote through the portal's
 * database is announced once its answer is ready (its transaction committed), before the client
 * reads it, so the caches of answers never show the lab numbers from before its own action.
 */
export function announceWrites(changes: DataChanges): MiddlewareHandler {
  return async function servedAsOneWork(_c, next) {
    await changes.serve(next);
  };
}
