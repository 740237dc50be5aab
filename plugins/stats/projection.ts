import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { invoicingRevenue } from '../invoicing/index.ts';
import type { StatsDatabase } from './stats.table.ts';

/** How long a process reuses its projected revenue; a pickup received or saved, or an invoice written here, drops it at once. */
export const PROJECTION_TTL_MS = 60_000;

const kept = new WeakMap<object, { at: number; value: Promise<number> }>();

/**
 * The dashboard's Projected Revenue: billing every waiting pickup costs queries per pickup, so a
 * process reuses its figure for a minute (another process's writes show within that minute).
 * Requests arriving while it is computed share the one computation.
 */
export function projectedRevenue(ctx: PluginContext<StatsDatabase>, now = Date.now()): Promise<number> {
  const hit = kept.get(ctx.db);
  if (hit && now - hit.at < PROJECTION_TTL_MS) return hit.value;
  const value = invoicingRevenue.projected(ctx.db, ctx.config.fuelCharge);
  kept.set(ctx.db, { at: now, value });
  value.catch(() => kept.delete(ctx.db));
  return value;
}

/** Drops the process's projected revenue: the pickups or invoices it sums changed. */
export function forgetProjection(ctx: PluginContext<StatsDatabase>): void {
  kept.delete(ctx.db);
}
