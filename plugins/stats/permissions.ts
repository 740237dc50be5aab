import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const STATS_PERMISSION = {
  /** `/admin/stats` and its calls: the admin's. */
  view: 'stats.stats.view',
  /** ACI 318 acceptance of a project address: staff, and a customer for its own addresses. */
  acceptance: 'stats.acceptance.read',
  /** The acceptance screen under /admin. */
  acceptanceScreen: 'stats.acceptance-screen.view',
  /** The dashboard's Paused Tests card: the testing staff. */
  dashboardTesting: 'stats.dashboard.testing',
} as const;

export const statsPermissions: PermissionDefinition[] = [
  { name: STATS_PERMISSION.view, roles: ['admin'], description: 'The Stats screen and its figures' },
  {
    name: STATS_PERMISSION.acceptance,
    roles: ['admin', 'customer-service', 'driver', 'technician', 'customer'],
    description: "ACI 318 acceptance of a project address's concrete (a customer: its own addresses)",
  },
  {
    name: STATS_PERMISSION.acceptanceScreen,
    roles: ['admin', 'customer-service', 'driver', 'technician'],
    description: 'The acceptance screen of a project address',
  },
  {
    name: STATS_PERMISSION.dashboardTesting,
    roles: ['admin', 'customer-service', 'technician'],
    description: 'Dashboard card Paused Tests',
  },
];
