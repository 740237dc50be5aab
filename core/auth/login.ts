import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AuthenticationError, RateLimitError } from '../errors.ts';
import { landingPath } from '../roles.ts';
import { clearFailures, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS, recentFailures, recordFailure } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession } from './sessions.repository.ts';
import { findUserByEmail, toPublicUser, type PublicUser } from './users.repository.ts';
import type { CoreDatabase } from '../db/core-database.ts';

export const loginSchema = z.object({
  username: z.string({ error: 'this field is required' }).trim().min(1, 'this field is required'),
  password: z.string({ error: 'this field is required' }).min(1, 'this field is required'),
});

export const INVALID_LOGIN = 'Invalid email or password';
export const INACTIVE_LOGIN = 'Your account is not active yet. Please contact the lab.';

/** A hash to check against when the e-mail is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;

export interface LoginOutcome {
  token: string;
  user: PublicUser;
  landing: string;
}

/**
 * Signs a user in: refuses the eleventh failure for an IP and e-mail within fifteen
 * minutes, counts each failure, and starts a session on success.
 */
export async function signIn(
  db: Kysely<CoreDatabase>,
  credentials: z.output<typeof loginSchema>,
  client: { ip: string; userAgent?: string | undefined },
): Promise<LoginOutcome> {
  const key = { ip: client.ip, email: credentials.username };
  if ((await recentFailures(db, key)) >= LOGIN_FAILURE_LIMIT) {
    throw new RateLimitError(undefined, LOGIN_FAILURE_WINDOW_MS / 1000);
  }
  const user = await findUserByEmail(db, credentials.username);
  decoyHash ??= hashPassword('decoy password that matches nothing');
  const matches = await verifyPassword(credentials.password, user?.passwordHash ?? (await decoyHash));
  if (!user || !matches) {
    await recordFailure(db, key);
    throw new AuthenticationError(INVALID_LOGIN);
  }
  if (!user.activeInd) throw new AuthenticationError(INACTIVE_LOGIN);
  await clearFailures(db, key);
  const token = await createSession(db, { userId: user.id, ip: client.ip, userAgent: client.userAgent });
  return { token, user: toPublicUser(user), landing: landingPath(user.role) };
}
