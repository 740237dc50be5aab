import type { Context, MiddlewareHandler } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../db/core-database.ts';
import { RateLimitError } from '../errors.ts';

/** A counter's row: hits in the window that ends at `resetsAt`. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  resetsAt: Date;
}

export interface RateLimitTables {
  rateLimits: RateLimitsTable;
}

/** At most `max` attempts of one kind per key in a window of `windowMs`. */
export interface RateLimit {
  /** Names the counter: `sign-in:account`. */
  name: string;
  max: number;
  windowMs: number;
}

const keyOf = (limit: RateLimit, key: string) => `${limit.name}:${key}`;

/**
 * Counts one attempt, atomically, and refuses it with a 429 when it is over the limit (a refused
 * attempt is handed back, so it neither counts nor extends the lock). The
 * count is one statement in the database, so parallel requests and several server processes
 * each see their own number: forty attempts at once get ten slots, not forty.
 * @example await takeAttempt(db, SIGN_IN_LIMITS.account, email);
 */
export async function takeAttempt(db: Kysely<CoreDatabase>, limit: RateLimit, key: string, now = new Date()): Promise<void> {
  const resetsAt = new Date(now.getTime() + limit.windowMs);
  const row = await db
    .insertInto('rateLimits')
    .values({ key: keyOf(limit, key), hits: 1, resetsAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.resets_at <= ${now} then 1 else rate_limits.hits + 1 end`,
        resetsAt: sql<Date>`case when rate_limits.resets_at <= ${now} then ${resetsAt} else rate_limits.resets_at end`,
      }),
    )
    .returning(['hits', 'resetsAt'])
    .executeTakeFirstOrThrow();
  // A new window is a cheap moment to forget the windows that have ended.
  if (row.hits === 1) await db.deleteFrom('rateLimits').where('resetsAt', '<', now).execute();
  if (row.hits > limit.max) {
    // A refused attempt does not count: the lock lasts as long as the attempts that were let through say.
    await giveBackAttempt(db, limit, key);
    throw new RateLimitError(undefined, Math.max(1, Math.ceil((row.resetsAt.getTime() - now.getTime()) / 1000)));
  }
}

/** Hands an attempt back: it succeeded and must not count against the next person at that address. */
export async function giveBackAttempt(db: Kysely<CoreDatabase>, limit: RateLimit, key: string): Promise<void> {
  await db
    .updateTable('rateLimits')
    .set({ hits: sql<number>`greatest(hits - 1, 0)` })
    .where('key', '=', keyOf(limit, key))
    .execute();
}

/** Forgets a key's attempts (a correct password ends an account's count). */
export async function clearAttempts(db: Kysely<CoreDatabase>, limit: RateLimit, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', keyOf(limit, key)).execute();
}

/**
 * A route's throttle: each request takes an attempt under every key `keys` names (the caller's
 * address, say, and the e-mail the request is about), and is refused with 429 over the limit.
 * @example router.post('/api/users/forgot', PUBLIC, throttle(db, [[FORGOT_PER_ADDRESS, (c) => clientAddress(c)]]), handler)
 */
export function throttle(db: Kysely<CoreDatabase>, limits: ReadonlyArray<readonly [RateLimit, (c: Context) => string]>): MiddlewareHandler {
  return async function throttleRequest(c, next) {
    for (const [limit, key] of limits) await takeAttempt(db, limit, key(c));
    await next();
  };
}
