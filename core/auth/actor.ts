import type { Role } from '../roles.ts';

/**
 * Who acts in a write: the signed-in user with its role and company, and, while staff use the
 * portal as a customer, the staff member behind the impersonation. Services take an Actor and
 * parsed input, never an HTTP request, so a job, a command or a test can call them too.
 */
export interface Actor {
  userId: number;
  role: Role;
  customerId: number | null;
  impersonatorId: number | null;
  /** The user's first and last name as its session read them, when it acts through a request: a history entry's name without a query. */
  name?: string;
}
