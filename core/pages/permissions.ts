import type { NavEntry } from '../plugin/define-plugin.ts';
import type { PermissionDefinition } from '../plugin/permissions.ts';
import { adminNav, adminPermissions } from '../admin/permissions.ts';
import { apiReferencePermissions } from '../openapi/routes.ts';

export const corePermissions: PermissionDefinition[] = [...adminPermissions, ...apiReferencePermissions];

export const coreNav: NavEntry[] = [...adminNav];
