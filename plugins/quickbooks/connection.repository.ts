import type { Kysely } from 'kysely';
import type { TokenSet } from './oauth.ts';
import type { QuickbooksDatabase } from './quickbooks.table.ts';
import { openToken, sealToken } from './token-cipher.ts';

type Db = Kysely<QuickbooksDatabase>;

/** The one connected company, if any. */
export function findConnection(db: Db) {
  return db.selectFrom('quickbooksConnection').selectAll().where('id', '=', 1).executeTakeFirst();
}

export interface NewConnection {
  realmId: string;
  companyName: string;
  tokens: TokenSet;
  connectedBy: number;
}

/** Replaces the connection: a second connect (another company, or after a refused refresh) starts afresh. */
export async function saveConnection(db: Db, key: Buffer, connection: NewConnection, now: Date): Promise<void> {
  const values = {
    realmId: connection.realmId,
    companyName: connection.companyName,
    ...sealedTokens(connection.tokens, key),
    needsAttention: null,
    connectedBy: connection.connectedBy,
    connectedAt: now,
  };
  await db
    .insertInto('quickbooksConnection')
    .values({ id: 1, ...values, paymentsReadThrough: now })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

export async function saveTokens(db: Db, key: Buffer, tokens: TokenSet): Promise<void> {
  await db.updateTable('quickbooksConnection').set(sealedTokens(tokens, key)).where('id', '=', 1).execute();
}

export async function markNeedsAttention(db: Db, reason: string): Promise<void> {
  await db.updateTable('quickbooksConnection').set({ needsAttention: reason }).where('id', '=', 1).execute();
}

export async function setPaymentsReadThrough(db: Db, through: Date): Promise<void> {
  await db.updateTable('quickbooksConnection').set({ paymentsReadThrough: through }).where('id', '=', 1).execute();
}

export async function deleteConnection(db: Db): Promise<boolean> {
  const result = await db.deleteFrom('quickbooksConnection').where('id', '=', 1).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function openTokens(
  row: { accessToken: string; refreshToken: string; accessExpiresAt: Date; refreshExpiresAt: Date },
  key: Buffer,
): TokenSet {
  return {
    accessToken: openToken(row.accessToken, key),
    refreshToken: openToken(row.refreshToken, key),
    accessExpiresAt: row.accessExpiresAt,
    refreshExpiresAt: row.refreshExpiresAt,
  };
}

function sealedTokens(tokens: TokenSet, key: Buffer) {
  return {
    accessToken: sealToken(tokens.accessToken, key),
    refreshToken: sealToken(tokens.refreshToken, key),
    accessExpiresAt: tokens.accessExpiresAt,
    refreshExpiresAt: tokens.refreshExpiresAt,
  };
}

/** A connect under way: its `state`, good for ten minutes, for the user who started it. */
export async function saveState(db: Db, state: string, userId: number, now: Date): Promise<void> {
  await db.deleteFrom('quickbooksOauthStates').where('expiresAt', '<', now).execute();
  await db
    .insertInto('quickbooksOauthStates')
    .values({ state, userId, expiresAt: new Date(now.getTime() + 10 * 60_000) })
    .execute();
}

/** Takes a state back once: true when it was issued to this user and has not expired. */
export async function takeState(db: Db, state: string, userId: number, now: Date): Promise<boolean> {
  const row = await db.deleteFrom('quickbooksOauthStates').where('state', '=', state).returningAll().executeTakeFirst();
  return row !== undefined && row.userId === userId && row.expiresAt.getTime() > now.getTime();
}
