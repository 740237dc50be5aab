import { AnswerCache } from '../cache/answer-cache.ts';
import type { DataChanges } from '../cache/data-changes.ts';
import { loadStatValues, type DashboardRequest, type StatCard, type StatsLoader, type StatValues } from './dashboard.ts';

/**
 * How long a process reuses the dashboard's numbers while nothing is written through it: another
 * process's writes (a second server, a command) show within it.
 */
export const DASHBOARD_STATS_TTL_MS = 5_000;

/**
 * What decides the numbers: the lab's day, the company of a customer, and the keys the role sees
 * (two roles seeing the same keys see the same figures).
 */
export function statsKey(request: DashboardRequest, cards: readonly StatCard[]): string {
  const keys = cards.map((card) => card.key).sort();
  return JSON.stringify([request.today, request.actor.customerId ?? null, keys]);
}

/**
 * The dashboard's numbers kept a few seconds per key: requests arriving together share one
 * computation, and any write of this process drops them, so the lab sees its own action at once.
 */
export function cachedStats(dataChanges: DataChanges, load: StatsLoader = loadStatValues): StatsLoader {
  const cache = new AnswerCache<StatValues>({ ttlMs: DASHBOARD_STATS_TTL_MS, dropOn: dataChanges });
  return (request, cards) => cache.get(statsKey(request, cards), () => load(request, cards));
}
