import type { Actor } from '../auth/actor.ts';
import { defineExtensionPoint } from '../plugin/extension-points.ts';
import type { RoutePermission } from '../plugin/permissions.ts';

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
 * The dashboard's point: each enabled plugin answers its cards for the request, each card with
 * its permission and its data, so the dashboard knows no plugin. The point is the kernel's, the
 * screens that draw it are the dashboard plugin's: a plugin adds cards without depending on it,
 * and with the dashboard switched off its cards are simply never asked for (decision 237).
 */
export const dashboardCards = defineExtensionPoint<DashboardRequest, DashboardContribution>('core.dashboard');
