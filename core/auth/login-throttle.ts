import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/core-database.ts';

/** Ten failed sign-ins per IP and e-mail in fifteen minutes; the eleventh attempt is refused. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

export interface ThrottleKey {
  ip: string;
  email: string;
}

/** How many failures this IP and e-mail have in the window; kept in the database so every process agrees. */
export async function recentFailures(db: Kysely<CoreDatabase>, key: ThrottleKey, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('loginFailures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('email', '=', key.email.trim().toLowerCase())
    .where('ip', '=', key.ip)
    .where('createdAt', '>', new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function recordFailure(db: Kysely<CoreDatabase>, key: ThrottleKey, now = new Date()): Promise<void> {
  await db.insertInto('loginFailures').values({ ip: key.ip, email: key.email.trim().toLowerCase(), createdAt: now }).execute();
  await db
    .deleteFrom('loginFailures')
    .where('createdAt', '<', new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS))
    .execute();
}

export async function clearFailures(db: Kysely<CoreDatabase>, key: ThrottleKey): Promise<void> {
  await db.deleteFrom('loginFailures').where('email', '=', key.email.trim().toLowerCase()).where('ip', '=', key.ip).execute();
}
