import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { CoreDatabase } from '../db/core-database.ts';
import { AuthenticationError } from '../errors.ts';
import { clearAttempts, giveBackAttempt, takeAttempt, type RateLimit } from '../http/rate-limit.ts';
import { landingPath } from '../roles.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession } from './sessions.repository.ts';
import { findUserByEmail, toPublicUser, type PublicUser } from './users.repository.ts';

const REQUIRED = 'this field is required';
export const loginSchema = z.object({
  username: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(254, 'At most 254 characters'),
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200, 'At most 200 characters'),
});

export const INVALID_LOGIN = 'Invalid email or password';
export const INACTIVE_LOGIN = 'Your account is not active yet. Please contact the lab.';

const FIFTEEN_MINUTES = 15 * 60_000;
/**
 * Ten failed sign-ins to one account in fifteen minutes lock it, from every address; thirty
 * from one address lock that address, whichever accounts it tries.
 */
export const SIGN_IN_LIMITS = {
  account: { name: 'sign-in:account', max: 10, windowMs: FIFTEEN_MINUTES },
  address: { name: 'sign-in:address', max: 30, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimit>;

/** A hash to check against when the e-mail is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;

export interface LoginOutcome {
  token: string;
  user: PublicUser;
  landing: string;
}

/**
 * Signs a user in. The attempt is counted against the account and the address before the
 * password is checked, so parallel guesses cannot all reach the check; a correct password
 * clears the account's count and hands the address its attempt back.
 */
export async function signIn(
  db: Kysely<CoreDatabase>,
  credentials: z.output<typeof loginSchema>,
  client: { ip: string; userAgent?: string | undefined },
): Promise<LoginOutcome> {
  const account = credentials.username.toLowerCase();
  await takeAttempt(db, SIGN_IN_LIMITS.account, account);
  await takeAttempt(db, SIGN_IN_LIMITS.address, client.ip);
  const user = await findUserByEmail(db, credentials.username);
  decoyHash ??= hashPassword('decoy password that matches nothing');
  const matches = await verifyPassword(credentials.password, user?.passwordHash ?? (await decoyHash));
  if (!user || !matches) throw new AuthenticationError(INVALID_LOGIN);
  await clearAttempts(db, SIGN_IN_LIMITS.account, account);
  await giveBackAttempt(db, SIGN_IN_LIMITS.address, client.ip);
  if (!user.activeInd) throw new AuthenticationError(INACTIVE_LOGIN);
  const token = await createSession(db, { userId: user.id, ip: client.ip, userAgent: client.userAgent });
  return { token, user: toPublicUser(user), landing: landingPath(user.role) };
}
