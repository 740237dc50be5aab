import { constraintError } from '../../core/db/db-errors.ts';
import { passwordStrength, WEAK_PASSWORD_MESSAGE } from '../../shared/password-strength.ts';
import type { PublicUser } from '../../core/auth/users.repository.ts';
import { BusinessRuleError, InputError } from '../../core/errors.ts';
import { CUSTOMER_INVALID, DUPLICATE_EMAIL, SELF_DEACTIVATE, SELF_DELETE, SELF_ROLE, USER_IN_USE } from './messages.ts';

/** Refuses a password zxcvbn scores below the minimum, counting the user's own name and e-mail against it. */
export function assertStrongPassword(password: string, user: { email: string; firstName: string; lastName: string }): void {
  if (!passwordStrength(password, [user.email, user.firstName, user.lastName]).valid) {
    throw new InputError(WEAK_PASSWORD_MESSAGE, { password: WEAK_PASSWORD_MESSAGE });
  }
}

/**
 * An admin may edit their own user but never lock themselves out: no change of their own role
 * and no deactivating themselves. With self-delete refused too, the portal always keeps an
 * active admin.
 */
export function assertSelfEditAllowed(actorId: number, before: PublicUser, after: { role: string; activeInd?: boolean | undefined }): void {
  if (actorId !== before.id) return;
  if (after.role !== before.role) throw new BusinessRuleError(SELF_ROLE);
  if (after.activeInd === false) throw new BusinessRuleError(SELF_DEACTIVATE);
}

export function assertNotSelf(actorId: number, userId: number): void {
  if (actorId === userId) throw new BusinessRuleError(SELF_DELETE);
}

/** Whether an update turns an active user inactive: then the user's sessions must end. */
export function isDeactivation(before: PublicUser, activeInd: boolean | undefined): boolean {
  return before.activeInd && activeInd === false;
}

/** Whether two addresses are the same mailbox (the unique index ignores case). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Turns the constraint errors a users write can meet into the portal's errors: a second user
 * with the same e-mail that slipped past the check (two saves at once), a company that does not
 * exist (once the customers plugin adds its foreign key), a user other records still name.
 */
export function translateWriteError(error: unknown, action: 'save' | 'delete'): unknown {
  return constraintError(error, action, {
    duplicate: DUPLICATE_EMAIL,
    missing: { field: 'customerId', message: CUSTOMER_INVALID },
    inUse: USER_IN_USE,
  });
}
