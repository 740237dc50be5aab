import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const EQUIPMENT_PERMISSION = {
  /** The staff who fill composite-panel reports (the Reports area: admin and customer-service) read the test equipment. */
  read: 'equipment.equipment.read',
  /** The Test Equipment screen is not in the spec's sidebar: an admin entry after its list. */
  manage: 'equipment.equipment.manage',
} as const;

export const equipmentPermissions: PermissionDefinition[] = [
  { name: EQUIPMENT_PERMISSION.read, roles: ['admin', 'customer-service'], description: 'Read and search test equipment' },
  { name: EQUIPMENT_PERMISSION.manage, roles: ['admin'], description: 'The Test Equipment screen; create, change and delete equipment' },
];
