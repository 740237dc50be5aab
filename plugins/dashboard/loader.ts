import type { Context } from 'hono';
import type { SignedInEnv } from '../../core/http/env.ts';
import { actorOf } from '../../core/http/request.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { labToday } from '../../shared/dates.ts';
import { loadDashboard, type LoadedDashboard } from './dashboard.ts';
import { cachedLists, cachedStats } from './stats-cache.ts';

/** The cards a request may see, with their data; `lists: false` leaves the expandable cards out (the stats call). */
export type DashboardLoader = (c: Context<SignedInEnv>, options?: { lists?: boolean }) => Promise<LoadedDashboard>;

/** One loader per portal (its database handle): the stats call and both pages share its kept answers. */
const loaders = new WeakMap<object, DashboardLoader>();

/** The portal's dashboard loader: the stat cards' numbers kept for everyone, the expandable cards per person. */
export function dashboardLoader(ctx: PluginContext): DashboardLoader {
  const kept = loaders.get(ctx.db);
  if (kept) return kept;
  const stats = cachedStats(ctx.dataChanges);
  const listRows = cachedLists(ctx.dataChanges);
  const loader: DashboardLoader = (c, { lists = true } = {}) =>
    loadDashboard(
      ctx.extensions,
      ctx.http.permissions,
      { actor: actorOf(c), today: labToday(ctx.config.labTimeZone) },
      { lists, stats, listRows },
    );
  loaders.set(ctx.db, loader);
  return loader;
}
