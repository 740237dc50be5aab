import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const UPLOADS_PERMISSION = {
  /** The staff of Customers and Reports (admin, customer-service), and a customer for its own company's files. */
  create: 'uploads.file.create',
  read: 'uploads.file.read',
  delete: 'uploads.file.delete',
  /** The Uploads screen: every stored image, for the admin. */
  manage: 'uploads.file.manage',
} as const;

const HANDLERS = ['admin', 'customer-service', 'customer'] as const;

export const uploadsPermissions: PermissionDefinition[] = [
  { name: UPLOADS_PERMISSION.create, roles: HANDLERS, description: 'Upload an image (a customer only under its own customer_{id})' },
  { name: UPLOADS_PERMISSION.read, roles: HANDLERS, description: 'Read images (a customer only its own company’s)' },
  { name: UPLOADS_PERMISSION.delete, roles: HANDLERS, description: 'Delete images (a customer only its own company’s)' },
  { name: UPLOADS_PERMISSION.manage, roles: ['admin'], description: 'The Uploads screen' },
];
