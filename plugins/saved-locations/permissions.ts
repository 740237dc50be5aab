import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const LOCATIONS_PERMISSION = {
  /** The calls: staff reach every location, a customer its own (the query enforces which). */
  read: 'saved-locations.location.read',
  write: 'saved-locations.location.write',
  /** Seeing and setting a location's trip charge (section 6: admin and customer-service only). */
  tripCharge: 'saved-locations.trip-charge.manage',
  /** The staff screens under /admin/project-addresses. */
  staffScreens: 'saved-locations.staff-screen.view',
  /** The customer's own screens under /customers/project-addresses. */
  ownScreens: 'saved-locations.own-screen.view',
} as const;

export const locationsPermissions: PermissionDefinition[] = [
  {
    name: LOCATIONS_PERMISSION.read,
    roles: ['admin', 'customer-service', 'customer'],
    description: 'List, read and search project addresses (a customer: its own)',
  },
  {
    name: LOCATIONS_PERMISSION.write,
    roles: ['admin', 'customer-service', 'customer'],
    description: 'Create, change and delete project addresses (a customer: its own)',
  },
  {
    name: LOCATIONS_PERMISSION.tripCharge,
    roles: ['admin', 'customer-service'],
    description: "See and set a location's trip charge and fuel charge",
  },
  {
    name: LOCATIONS_PERMISSION.staffScreens,
    roles: ['admin', 'customer-service'],
    description: 'The Project Addresses screens at /admin/project-addresses',
  },
  {
    name: LOCATIONS_PERMISSION.ownScreens,
    roles: ['customer'],
    description: "The customer's Project Addresses screens at /customers/project-addresses",
  },
];
