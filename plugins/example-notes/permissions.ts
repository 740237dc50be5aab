import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

/** Permissions are data: `<plugin>.<resource>.<action>`, each with the roles that hold it. */
export const NOTES_PERMISSION = {
  read: 'example-notes.note.read',
  write: 'example-notes.note.write',
} as const;

export const notesPermissions: PermissionDefinition[] = [
  { name: NOTES_PERMISSION.read, roles: ['admin', 'customer-service', 'technician'], description: 'The Notes screen and its list' },
  { name: NOTES_PERMISSION.write, roles: ['admin', 'customer-service'], description: 'Create, change and delete notes' },
];
