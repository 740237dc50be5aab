import { cachePerPortal } from '../../lib/cache/kept-reference.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { StatsDatabase } from './stats.table.ts';

/** How long a process reuses the admin's slower figures while nothing is written through it; another process's writes show within it. */
export const STATS_TTL_MS = 5_000;

const keptAnswers = cachePerPortal<unknown>({ ttlMs: STATS_TTL_MS });

/**
 * The answer of `key`, kept a few seconds, shared by the requests asking it together, and dropped
 * by any write of this process: for the series over a year of pickups, asked by one admin but
 * each costing a scan of a year's sample sets.
 * @example keptAnswer(ctx, JSON.stringify(['pickups', start]), () => pickupsForStats.pickupsByMonth(ctx.db, start))
 */
export function keptAnswer<T>(ctx: PluginContext<StatsDatabase>, key: string, compute: () => Promise<T>): Promise<T> {
  return keptAnswers(ctx.dataChanges).get(key, compute) as Promise<T>;
}
