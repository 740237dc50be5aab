import { AnswerCache } from '../../lib/cache/answer-cache.ts';
import type { DataChanges } from '../../core/cache/data-changes.ts';
import type { DashboardRequest, ListCard, ListCardRow, StatCard } from '../../core/dashboard/cards.ts';
import { loadListRows, loadStatValues, type ListsLoader, type StatsLoader, type StatValues } from './dashboard.ts';

/**
 * How long a process reuses the dashboard's numbers and lists while nothing is written through it: another
 * process's writes (a second server, a command) show within it.
 */
export const DASHBOARD_STATS_TTL_MS = 5_000;

/**
 * What decides the numbers: the lab's day, the company of a customer, and the keys the role sees
 * (two roles seeing the same keys see the same figures), and the person when a card is its own.
 */
export function statsKey(request: DashboardRequest, cards: readonly StatCard[]): string {
  const keys = cards.map((card) => card.key).sort();
  const person = cards.some((card) => card.perPerson) ? request.actor.userId : null;
  return JSON.stringify([request.today, request.actor.customerId ?? null, person, keys]);
}

/**
 * The dashboard's numbers kept a few seconds per key: requests arriving together share one
 * computation, and any write of this process drops them, so the lab sees its own action at once.
 */
export function cachedStats(dataChanges: DataChanges, load: StatsLoader = loadStatValues): StatsLoader {
  const cache = new AnswerCache<StatValues>({ ttlMs: DASHBOARD_STATS_TTL_MS, dropOn: dataChanges });
  return (request, cards) => cache.get(statsKey(request, cards), () => load(request, cards));
}

/**
 * What decides a list card's rows: the lab's day, who looks (a driver sees its own stops, a
 * customer its company's) and the cards shown. Rows carry per-role actions, so no two people share.
 */
export function listsKey(request: DashboardRequest, cards: readonly ListCard[]): string {
  const { actor } = request;
  return JSON.stringify([request.today, actor.role, actor.userId, actor.customerId ?? null, cards.map((card) => card.id)]);
}

/**
 * The expandable cards' rows kept like the numbers: a dashboard opened again and again (the
 * office's home page) does not reread every list, and any write of this process drops them.
 */
export function cachedLists(dataChanges: DataChanges, load: ListsLoader = loadListRows): ListsLoader {
  const cache = new AnswerCache<ListCardRow[][]>({ ttlMs: DASHBOARD_STATS_TTL_MS, dropOn: dataChanges });
  return (request, cards) => cache.get(listsKey(request, cards), () => load(request, cards));
}
