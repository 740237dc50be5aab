import type { NavEntry } from '../plugin/define-plugin.ts';
import type { PermissionDefinition } from '../plugin/permissions.ts';
import { STAFF_ROLES } from '../roles.ts';
import { adminNav, adminPermissions } from '../admin/permissions.ts';
import { apiReferencePermissions } from '../openapi/routes.ts';

export const CORE_PERMISSION = {
  staffDashboard: 'core.dashboard.staff',
  customerDashboard: 'core.dashboard.customer',
} as const;

export const corePermissions: PermissionDefinition[] = [
  { name: CORE_PERMISSION.staffDashboard, roles: STAFF_ROLES, description: 'The lab dashboard at /admin' },
  { name: CORE_PERMISSION.customerDashboard, roles: ['customer'], description: 'The customer dashboard at /customers' },
  ...adminPermissions,
  ...apiReferencePermissions,
];

/** The Dashboard entries head every sidebar. */
export const coreNav: NavEntry[] = [
  { label: 'Dashboard', href: '/admin', permission: CORE_PERMISSION.staffDashboard, order: 0 },
  { label: 'Dashboard', href: '/customers', permission: CORE_PERMISSION.customerDashboard, order: 0 },
  ...adminNav,
];
