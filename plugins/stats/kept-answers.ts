import { AnswerCache } from '../../lib/cache/answer-cache.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { StatsDatabase } from './stats.table.ts';

/** How long a process reuses the admin's slower figures while nothing is written through it; another process's writes show within it. */
export const STATS_TTL_MS = 5_000;

/** One cache per portal (its database handle). */
const caches = new WeakMap<object, AnswerCache<unknown>>();

/**
 * The answer of `key`, kept a few seconds, shared by the requests asking it together, and dropped
 * by any write of this process: for the series over a year of pickups, asked by one admin but
 * each costing a scan of a year's sample sets.
 * @example keptAnswer(ctx, JSON.stringify(['pickups', start]), () => pickupsForStats.pickupsByMonth(ctx.db, start))
 */
export function keptAnswer<T>(ctx: PluginContext<StatsDatabase>, key: string, compute: () => Promise<T>): Promise<T> {
  let cache = caches.get(ctx.db);
  if (!cache) caches.set(ctx.db, (cache = new AnswerCache<unknown>({ ttlMs: STATS_TTL_MS, dropOn: ctx.dataChanges })));
  return cache.get(key, compute) as Promise<T>;
}
