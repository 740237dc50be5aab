import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/core-database.ts';
import { BusinessRuleError, NotAllowedError } from '../errors.ts';
import { authOf, type AnyRequest } from '../http/env.ts';
import { clearSessionCookie, readCookie, setSessionCookie, STAFF_SESSION_COOKIE } from './cookie.ts';
import { createSession, findActiveSession, revokeSession, type SessionLimits } from './sessions.repository.ts';

/** Staff who may use the portal as a customer (the reading notes: admin and customer-service). */
export const IMPERSONATING_ROLES = ['admin', 'customer-service'] as const;

export interface ImpersonationStart {
  /** The customer-role user the session acts as. */
  userId: number;
  /** The company name the green banner shows. */
  label: string;
}

/**
 * Starts a session as a customer user for the signed-in staff member. The staff session is
 * kept aside in its own cookie; the new session records who is behind it for the audit trail.
 * Answers the new session's token.
 */
export async function startImpersonation(db: Kysely<CoreDatabase>, c: AnyRequest, start: ImpersonationStart): Promise<string> {
  const auth = authOf(c);
  if (!auth || !(IMPERSONATING_ROLES as readonly string[]).includes(auth.user.role)) throw new NotAllowedError();
  if (auth.session.impersonatorId !== null) throw new BusinessRuleError('Go back to admin before using the portal as another customer');
  const token = await createSession(db, {
    userId: start.userId,
    impersonatorId: auth.user.id,
    impersonationLabel: start.label,
    userAgent: c.req.header('user-agent') ?? null,
  });
  if (auth.via === 'cookie') setSessionCookie(c, auth.token, STAFF_SESSION_COOKIE);
  setSessionCookie(c, token);
  return token;
}

/**
 * Ends an impersonated session and restores the staff session kept aside. Answers where the
 * browser goes next: `/admin`, or `/login` when the staff session has ended meanwhile.
 */
export async function endImpersonation(db: Kysely<CoreDatabase>, c: AnyRequest, limits: SessionLimits): Promise<string> {
  const auth = authOf(c);
  if (!auth || auth.session.impersonatorId === null) throw new BusinessRuleError('You are not using the portal as a customer');
  await revokeSession(db, auth.token);
  const staffToken = readCookie(c, STAFF_SESSION_COOKIE);
  const staff = staffToken ? await findActiveSession(db, staffToken, limits) : undefined;
  clearSessionCookie(c, STAFF_SESSION_COOKIE);
  if (!staff || !staffToken || staff.user.id !== auth.session.impersonatorId) {
    clearSessionCookie(c);
    return '/login';
  }
  setSessionCookie(c, staffToken);
  return '/admin';
}
