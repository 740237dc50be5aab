import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const USERS_PERMISSION = {
  list: 'users.user.list',
  read: 'users.user.read',
  create: 'users.user.create',
  update: 'users.user.update',
  delete: 'users.user.delete',
  drivers: 'users.driver.lookup',
} as const;

export const usersPermissions: PermissionDefinition[] = [
  { name: USERS_PERMISSION.list, roles: ['admin'], description: 'The users list at /admin/users' },
  { name: USERS_PERMISSION.read, roles: ['admin'], description: 'One user, and the user form' },
  { name: USERS_PERMISSION.create, roles: ['admin'], description: 'Create a user' },
  { name: USERS_PERMISSION.update, roles: ['admin'], description: 'Edit another user: name, e-mail, role, company, active' },
  { name: USERS_PERMISSION.delete, roles: ['admin'], description: 'Delete a user (never yourself)' },
  // The pickup form picks a driver; only the staff who schedule pickups need the list.
  { name: USERS_PERMISSION.drivers, roles: ['admin', 'customer-service'], description: 'The drivers lookups' },
];
