import type { Actor } from '../auth/actor.ts';
import { defineExtensionPoint, type ExtensionService } from '../plugin/extension-points.ts';
import type { PermissionRegistry, RoutePermission } from '../plugin/permissions.ts';

/** What a plugin is asked for when a dashboard is drawn: who looks, and the lab's today. */
export interface DashboardRequest {
  actor: Actor;
  /** Today in the lab's time zone, YYYY-MM-DD. */
  today: string;
}

/** A key of `GET /api/dashboard-stats`: a count, or named counts (`{ total, remaining }`). */
export type StatValue = number | Record<string, number>;

/** A stat card: a key of the stats answer and how the dashboard shows it. */
export interface StatCard {
  /** Its key in `GET /api/dashboard-stats`, e.g. `pickupsToday`. */
  key: string;
  title: string;
  /** Who may see it; a role without it never has it loaded, and the key is absent from the answer. */
  permission: RoutePermission;
  order: number;
  /** The big figure: the field of named counts (absent for a plain count). */
  headline?: string;
  /** The smaller figures under it, each a field of the named counts and its label. */
  parts?: ReadonlyArray<{ field: string; label: string }>;
  money?: boolean;
  /** Its value is the viewer's own (a driver's stops), not the role's or the company's: never shared between people. */
  perPerson?: boolean;
  /**
   * Its value, from the lab's day and, for a customer, its company alone: a process shares one
   * answer among every request of the same day, company and visible keys (stats-cache.ts).
   */
  load(): Promise<StatValue>;
}

/** A row's button: a link (View), or one call made from the page (Clear, Delete), asked first when `confirm` is set. */
export type ListCardAction =
  | { label: string; href: string }
  | { label: string; path: string; method: 'POST' | 'PUT' | 'DELETE'; successMessage: string; confirm?: string };

/** A line of an expandable card. */
export interface ListCardRow {
  label: string;
  detail?: string;
  href?: string;
  badges?: readonly string[];
  actions?: readonly ListCardAction[];
  /** A line about the card rather than one of its items (a balance): shown first, not counted. */
  summary?: boolean;
}

/** An expandable card: a title with a count, opening to its rows. */
export interface ListCard {
  id: string;
  title: string;
  permission: RoutePermission;
  order: number;
  /** Shown when there are no rows. */
  empty: string;
  load(): Promise<ListCardRow[]>;
}

/** A link that starts an action from the dashboard's header ("Request Pickup"). */
export interface DashboardLink {
  label: string;
  href: string;
  permission: RoutePermission;
  order: number;
}

/** What one plugin adds to the dashboards. */
export interface DashboardContribution {
  stats?: StatCard[];
  lists?: ListCard[];
  links?: DashboardLink[];
}

/**
 * Core's dashboard point: each enabled plugin answers its cards for the request, each card with
 * its permission and its data, so the dashboard knows no plugin.
 */
export const dashboardCards = defineExtensionPoint<DashboardRequest, DashboardContribution>('core.dashboard');

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
