import type { ColumnType, Kysely } from 'kysely';
import { hashToken, newToken } from '../auth/sessions.repository.ts';
import type { CoreDatabase } from '../db/core-database.ts';

export type TokenPurpose = 'reset' | 'complete-registration';

export interface UserTokensTable {
  tokenHash: string;
  userId: number;
  purpose: TokenPurpose;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: ColumnType<Date, never, never>;
}

export interface TokenTables {
  userTokens: UserTokensTable;
}

/** How long an e-mailed link works: an hour to reset a password, a week to complete a registration. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  reset: 3_600_000,
  'complete-registration': 7 * 24 * 3_600_000,
};

/** Issues a single-use link token; only its hash is stored. Earlier unused tokens of the same purpose stop working. */
export async function issueToken(db: Kysely<CoreDatabase>, userId: number, purpose: TokenPurpose, now = new Date()): Promise<string> {
  await db
    .updateTable('userTokens')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
  const token = newToken();
  await db
    .insertInto('userTokens')
    .values({ tokenHash: hashToken(token), userId, purpose, expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]), usedAt: null })
    .execute();
  return token;
}

/**
 * Ends every link still live for a user, of every purpose: after a change of password or
 * e-mail, a link mailed before must not set a password any more.
 */
export async function voidLiveTokens(db: Kysely<CoreDatabase>, userId: number, now = new Date()): Promise<void> {
  await db.updateTable('userTokens').set({ usedAt: now }).where('userId', '=', userId).where('usedAt', 'is', null).execute();
}

/** The live token for a link: not used, not expired, of one of the purposes. */
export async function findLiveToken(
  db: Kysely<CoreDatabase>,
  token: string,
  purposes: readonly TokenPurpose[],
  now = new Date(),
): Promise<{ userId: number; purpose: TokenPurpose; tokenHash: string } | undefined> {
  return db
    .selectFrom('userTokens')
    .select(['userId', 'purpose', 'tokenHash'])
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', 'in', purposes)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** Marks a token used; answers false when another request used it first. */
export async function useToken(db: Kysely<CoreDatabase>, tokenHash: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('userTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
