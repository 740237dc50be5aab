import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionRow, UserRow } from './tables.ts';
import type { CoreDatabase } from '../db/core-database.ts';

/** Only the token's hash is stored, so a leaked table cannot be replayed as sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface SessionStart {
  userId: number;
  impersonatorId?: number | null;
  impersonationLabel?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}

/** Starts a session and returns its bearer token (shown once, never stored). */
export async function createSession(db: Kysely<CoreDatabase>, start: SessionStart): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      tokenHash: hashToken(token),
      userId: start.userId,
      impersonatorId: start.impersonatorId ?? null,
      impersonationLabel: start.impersonationLabel ?? null,
      ip: start.ip ?? null,
      userAgent: start.userAgent?.slice(0, 300) ?? null,
      revokedAt: null,
    })
    .execute();
  return token;
}

export interface ActiveSession {
  session: SessionRow;
  user: UserRow;
}

/**
 * The live session of a token with its user: not revoked, seen within the idle limit, and
 * the user still active. Touches `lastSeenAt` at most once a minute to keep reads cheap.
 */
export async function findActiveSession(
  db: Kysely<CoreDatabase>,
  token: string,
  idleHours: number,
  now = new Date(),
): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select([
      'sessions.tokenHash',
      'sessions.userId',
      'sessions.impersonatorId',
      'sessions.createdAt as sessionCreatedAt',
      'sessions.lastSeenAt',
      'sessions.revokedAt',
      'sessions.impersonationLabel',
      'sessions.ip',
      'sessions.userAgent',
    ])
    .where('sessions.tokenHash', '=', hashToken(token))
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.lastSeenAt', '>', new Date(now.getTime() - idleHours * 3_600_000))
    .where('users.activeInd', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  const { tokenHash, userId, impersonatorId, sessionCreatedAt, lastSeenAt, revokedAt, impersonationLabel, ip, userAgent, ...user } = row;
  if (now.getTime() - lastSeenAt.getTime() > 60_000) {
    await db.updateTable('sessions').set({ lastSeenAt: now }).where('tokenHash', '=', tokenHash).execute();
  }
  return {
    session: {
      tokenHash,
      userId,
      impersonatorId,
      createdAt: sessionCreatedAt,
      lastSeenAt,
      revokedAt,
      impersonationLabel,
      ip,
      userAgent,
    },
    user: { ...user, id: userId },
  };
}

/** Ends one session. */
export async function revokeSession(db: Kysely<CoreDatabase>, token: string, now = new Date()): Promise<void> {
  await db.updateTable('sessions').set({ revokedAt: now }).where('tokenHash', '=', hashToken(token)).execute();
}

/** Ends every session of a user (password change, deactivation). */
export async function revokeUserSessions(db: Kysely<CoreDatabase>, userId: number, now = new Date()): Promise<void> {
  await db.updateTable('sessions').set({ revokedAt: now }).where('userId', '=', userId).where('revokedAt', 'is', null).execute();
}
