import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const STATS_PERMISSION = {
  /** `/admin/stats` and its calls: the admin's. */
  view: 'stats.stats.view',
  /** ACI 318 acceptance of a project address, as a call: Stats, the admin's. */
  acceptance: 'stats.acceptance.read',
  /** The acceptance screen under /admin: Stats, the admin's. */
  acceptanceScreen: 'stats.acceptance-screen.view',
  /** A customer's own project addresses' acceptance, on its own pages: a customer feature, not Stats. */
  acceptanceOwn: 'stats.acceptance.own',
  /** The dashboard's Paused Tests card: the testing staff. */
  dashboardTesting: 'stats.dashboard.testing',
  /** The office's revenue and reports cards. */
  dashboardOffice: 'stats.dashboard.office',
  /** The delete action on the pickups of the card lists: the admin's. */
  dashboardDeletePickups: 'stats.dashboard.delete-pickups',
  /** A customer's own cards: open invoices and balance, recent reports, failed results. */
  dashboardOwn: 'stats.dashboard.own',
} as const;

export const statsPermissions: PermissionDefinition[] = [
  { name: STATS_PERMISSION.view, roles: ['admin'], description: 'The Stats screen and its figures' },
  { name: STATS_PERMISSION.acceptance, roles: ['admin'], description: "ACI 318 acceptance of a project address's concrete" },
  { name: STATS_PERMISSION.acceptanceScreen, roles: ['admin'], description: 'The acceptance screen of a project address' },
  {
    name: STATS_PERMISSION.acceptanceOwn,
    roles: ['customer'],
    description: "The acceptance of a customer's own project address, on its own pages",
  },
  {
    name: STATS_PERMISSION.dashboardTesting,
    roles: ['admin', 'customer-service', 'technician'],
    description: 'Dashboard card Paused Tests',
  },
  {
    name: STATS_PERMISSION.dashboardOffice,
    roles: ['admin', 'customer-service'],
    description: 'Dashboard cards of revenue and reports (Pickups Report, Unsent Reports, Pending Reports)',
  },
  {
    name: STATS_PERMISSION.dashboardDeletePickups,
    roles: ['admin'],
    description: 'The delete action on the pickups listed on the dashboard',
  },
  {
    name: STATS_PERMISSION.dashboardOwn,
    roles: ['customer'],
    description: "A customer's dashboard cards: open invoices and balance, recent reports, failed results",
  },
];
