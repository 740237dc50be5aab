import type { Role } from '../../core/roles.ts';

/** What people call each role: the role picker's, the list's and its filter's words. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  'customer-service': 'Customer Service',
  driver: 'Driver',
  technician: 'Technician',
  customer: 'Customer',
};
