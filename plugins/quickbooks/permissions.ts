import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const QUICKBOOKS_PERMISSION = {
  connect: 'quickbooks.connection.manage',
  sync: 'quickbooks.invoice.sync',
} as const;

export const quickbooksPermissions: PermissionDefinition[] = [
  {
    name: QUICKBOOKS_PERMISSION.connect,
    roles: ['admin'],
    description: 'Connect the portal to a QuickBooks Online company, and disconnect it',
  },
  {
    name: QUICKBOOKS_PERMISSION.sync,
    roles: ['admin', 'customer-service'],
    description: 'Sync an invoice to QuickBooks now, and see its sync',
  },
];
