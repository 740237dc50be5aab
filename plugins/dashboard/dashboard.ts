import {
  dashboardCards,
  type DashboardLink,
  type DashboardRequest,
  type ListCard,
  type ListCardRow,
  type StatCard,
  type StatValue,
} from '../../core/dashboard/cards.ts';
import type { ExtensionService } from '../../core/plugin/extension-points.ts';
import type { PermissionRegistry, RoutePermission } from '../../core/plugin/permissions.ts';

export interface LoadedDashboard {
  stats: Array<{ card: StatCard; value: StatValue }>;
  lists: Array<{ card: ListCard; rows: ListCardRow[] }>;
  links: DashboardLink[];
}

/** Each visible stat card's value by its key. */
export type StatValues = Record<string, StatValue>;

/** Gives the values of the stat cards a request may see: loading them, or a kept answer (stats-cache.ts). */
export type StatsLoader = (request: DashboardRequest, cards: readonly StatCard[]) => Promise<StatValues>;

/** Gives the rows of the list cards a request may see: loading them, or a kept answer (stats-cache.ts). */
export type ListsLoader = (request: DashboardRequest, cards: readonly ListCard[]) => Promise<ListCardRow[][]>;

/** Loads every list card's rows, all at once, in the cards' order. */
export const loadListRows: ListsLoader = (_request, cards) => Promise.all(cards.map((card) => card.load()));

/** Loads every card's value, all at once. */
export const loadStatValues: StatsLoader = async (_request, cards) =>
  Object.fromEntries(await Promise.all(cards.map(async (card) => [card.key, await card.load()] as const)));

const byOrder = <T extends { card: { order: number } }>(a: T, b: T) => a.card.order - b.card.order;

/**
 * The cards the actor's role may see, with their data; the others are never loaded. `GET
 * /api/dashboard-stats` asks for the stat cards alone (`lists: false`).
 */
export async function loadDashboard(
  extensions: ExtensionService,
  permissions: PermissionRegistry,
  request: DashboardRequest,
  options: { lists?: boolean; stats?: StatsLoader; listRows?: ListsLoader } = {},
): Promise<LoadedDashboard> {
  const contributions = await extensions.collect(dashboardCards, request);
  const allowed = (card: { permission: RoutePermission }) => permissions.allows(request.actor.role, card.permission);
  const statCards = contributions.flatMap((contribution) => contribution.stats ?? []).filter(allowed);
  const listCards = options.lists === false ? [] : contributions.flatMap((contribution) => contribution.lists ?? []).filter(allowed);
  const [values, rows] = await Promise.all([
    (options.stats ?? loadStatValues)(request, statCards),
    listCards.length === 0 ? [] : (options.listRows ?? loadListRows)(request, listCards),
  ]);
  const stats = statCards.map((card) => ({ card, value: values[card.key]! }));
  const lists = listCards.map((card, index) => ({ card, rows: rows[index]! }));
  const links = contributions.flatMap((contribution) => contribution.links ?? []).filter(allowed);
  return { stats: stats.sort(byOrder), lists: lists.sort(byOrder), links: links.sort((a, b) => a.order - b.order) };
}

/** The body of `GET /api/dashboard-stats`: each visible key and its value. */
export function statsAnswer(dashboard: LoadedDashboard): StatValues {
  return Object.fromEntries(dashboard.stats.map(({ card, value }) => [card.key, value]));
}
