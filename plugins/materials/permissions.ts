import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const MATERIALS_PERMISSION = {
  /** The staff who fill composite-panel reports (the Reports area: admin and customer-service) read materials. */
  read: 'materials.material.read',
  /** The Materials screen is not in the spec's sidebar: an admin entry after its list. */
  manage: 'materials.material.manage',
} as const;

export const materialsPermissions: PermissionDefinition[] = [
  { name: MATERIALS_PERMISSION.read, roles: ['admin', 'customer-service'], description: 'Read and search materials' },
  { name: MATERIALS_PERMISSION.manage, roles: ['admin'], description: 'The Materials screen; create, change and delete materials' },
];
