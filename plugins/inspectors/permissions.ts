import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const INSPECTORS_PERMISSION = {
  /** The calls: staff reach every inspector, a customer its own (the query enforces which). */
  read: 'inspectors.inspector.read',
  write: 'inspectors.inspector.write',
  /** The staff screens under /admin/inspectors. */
  staffScreens: 'inspectors.staff-screen.view',
  /** The customer's own screens under /customers/inspectors. */
  ownScreens: 'inspectors.own-screen.view',
} as const;

export const inspectorsPermissions: PermissionDefinition[] = [
  {
    name: INSPECTORS_PERMISSION.read,
    roles: ['admin', 'customer-service', 'customer'],
    description: 'List, read and search inspectors (a customer: its own)',
  },
  {
    name: INSPECTORS_PERMISSION.write,
    roles: ['admin', 'customer-service', 'customer'],
    description: 'Create, change and delete inspectors (a customer: its own)',
  },
  {
    name: INSPECTORS_PERMISSION.staffScreens,
    roles: ['admin', 'customer-service'],
    description: 'The Inspectors screens at /admin/inspectors',
  },
  {
    name: INSPECTORS_PERMISSION.ownScreens,
    roles: ['customer'],
    description: "The customer's Inspectors screens at /customers/inspectors",
  },
];
