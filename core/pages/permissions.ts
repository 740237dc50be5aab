import { z } from 'zod';
import type { IslandDefinition, NavEntry } from '../plugin/define-plugin.ts';
import type { PermissionDefinition } from '../plugin/permissions.ts';
import { STAFF_ROLES } from '../roles.ts';
import { dataTablePropsSchema } from '../../web/table/props.ts';
import { adminNav, adminPermissions } from '../admin/permissions.ts';
import { apiReferencePermissions } from '../openapi/routes.tsx';

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

export const coreIslands: IslandDefinition[] = [
  {
    name: 'core.LoginForm',
    file: new URL('../../web/islands/LoginForm.tsx', import.meta.url),
    props: z.object({ next: z.string().optional() }),
  },
  { name: 'core.DataTable', file: new URL('../../web/islands/DataTableIsland.tsx', import.meta.url), props: dataTablePropsSchema },
  {
    name: 'core.ActionButton',
    file: new URL('../../web/islands/ActionButton.tsx', import.meta.url),
    props: z.object({
      label: z.string(),
      path: z.string().startsWith('/api/'),
      method: z.enum(['POST', 'PUT', 'DELETE']),
      successMessage: z.string(),
      confirm: z.string().optional(),
    }),
  },
  { name: 'core.RegisterForm', file: new URL('../../web/islands/RegisterForm.tsx', import.meta.url), props: z.object({}) },
  {
    name: 'core.SetPasswordForm',
    file: new URL('../../web/islands/SetPasswordForm.tsx', import.meta.url),
    props: z.object({ token: z.string(), userId: z.number(), email: z.string(), firstName: z.string() }),
  },
];
