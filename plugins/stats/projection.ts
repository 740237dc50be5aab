import { AnswerCache } from '../../lib/cache/answer-cache.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { invoicingRevenue } from '../invoicing/index.ts';
import type { StatsDatabase } from './stats.table.ts';

/** How long a process reuses its projected revenue; a pickup received or saved, or an invoice written here, drops it. */
export const PROJECTION_TTL_MS = 60_000;

/** One figure per portal (its database handle). */
const kept = new WeakMap<object, AnswerCache<number>>();

function cacheOf(ctx: PluginContext<StatsDatabase>): AnswerCache<number> {
  let cache = kept.get(ctx.db);
  if (!cache) kept.set(ctx.db, (cache = new AnswerCache<number>({ ttlMs: PROJECTION_TTL_MS })));
  return cache;
}

/**
 * The dashboard's Projected Revenue: billing the waiting pickups costs queries per pickup (seconds
 * at 80,000 waiting), so a process reuses its figure for a minute rather than after any write as
 * the dashboard's other numbers (another process's writes show within that minute). Requests
 * arriving while it is computed share the one computation.
 */
export function projectedRevenue(ctx: PluginContext<StatsDatabase>): Promise<number> {
  return cacheOf(ctx).get('', () => invoicingRevenue.projected(ctx.db, ctx.config.fuelCharge));
}

/**
 * Drops the process's projected revenue: the pickups or invoices it sums changed. Called inside
 * the writing transaction, it drops the figure once that work has ended, so none read before the
 * commit is kept.
 */
export function forgetProjection(ctx: PluginContext<StatsDatabase>): void {
  ctx.dataChanges.whenSettled(() => kept.get(ctx.db)?.clear());
}
