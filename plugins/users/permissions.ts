import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const USERS_PERMISSION = {
  list: 'users.user.list',
} as const;

export const usersPermissions: PermissionDefinition[] = [
  { name: USERS_PERMISSION.list, roles: ['admin'], description: 'The users list at /admin/users' },
];
