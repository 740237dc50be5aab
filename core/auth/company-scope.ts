import type { PublicUser } from './users.repository.ts';

/**
 * Whose records a user may see: staff every company's; a customer-role user only its own
 * company's, and none while its account is not linked to a company yet. Queries apply it in
 * SQL, so another company's record answers 404 as if it did not exist.
 */
export type CompanyScope = { all: true } | { all: false; customerId: number | null };

export function companyScope(user: Pick<PublicUser, 'role' | 'customerId'>): CompanyScope {
  return user.role === 'customer' ? { all: false, customerId: user.customerId } : { all: true };
}
