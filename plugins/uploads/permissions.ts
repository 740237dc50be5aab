import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const UPLOADS_PERMISSION = {
  /** The staff of Customers and Reports (admin, customer-service), a customer for its own company's files, a driver for its pickups' photos. */
  create: 'uploads.file.create',
  read: 'uploads.file.read',
  delete: 'uploads.file.delete',
  /** The Uploads screen: every stored image, for the admin. */
  manage: 'uploads.file.manage',
} as const;

const HANDLERS = ['admin', 'customer-service', 'customer'] as const;
/** A driver adds photos of the samples to its own pickups, and sees pickups' photos. */
const WITH_DRIVERS = [...HANDLERS, 'driver'] as const;

export const uploadsPermissions: PermissionDefinition[] = [
  {
    name: UPLOADS_PERMISSION.create,
    roles: WITH_DRIVERS,
    description: 'Upload an image (a customer only under its own customer_{id}, a driver only under its own pickup_{id})',
  },
  { name: UPLOADS_PERMISSION.read, roles: WITH_DRIVERS, description: 'Read images (a customer only its own company’s, a driver pickups’)' },
  { name: UPLOADS_PERMISSION.delete, roles: HANDLERS, description: 'Delete images (a customer only its own company’s)' },
  { name: UPLOADS_PERMISSION.manage, roles: ['admin'], description: 'The Uploads screen' },
];
