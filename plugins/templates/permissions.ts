import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const TEMPLATES_PERMISSION = {
  read: 'templates.template.read',
} as const;

/** Templates and their formulas are the lab's own know-how: only admins see them. */
export const templatesPermissions: PermissionDefinition[] = [
  { name: TEMPLATES_PERMISSION.read, roles: ['admin'], description: 'The report templates at /admin/templates and their playground' },
];
