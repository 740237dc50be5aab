/** The five roles of the portal. Staff roles first; `customer` is a customer company's user. */
export const ROLES = ['admin', 'customer-service', 'driver', 'technician', 'customer'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['admin', 'customer-service', 'driver', 'technician'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Where a role lands after signing in. */
export function landingPath(role: Role): '/admin' | '/customers' {
  return role === 'customer' ? '/customers' : '/admin';
}
