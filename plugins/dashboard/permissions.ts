import type { PermissionDefinition } from '../../core/plugin/permissions.ts';
import { STAFF_ROLES } from '../../core/roles.ts';

export const DASHBOARD_PERMISSION = {
  staffScreen: 'dashboard.staff-screen.view',
  ownScreen: 'dashboard.own-screen.view',
} as const;

export const dashboardPermissions: PermissionDefinition[] = [
  { name: DASHBOARD_PERMISSION.staffScreen, roles: STAFF_ROLES, description: 'The lab dashboard at /admin' },
  { name: DASHBOARD_PERMISSION.ownScreen, roles: ['customer'], description: 'The customer dashboard at /customers' },
];
