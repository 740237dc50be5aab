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

/** How long a session lives: `idleHours` without a request, `lifetimeHours` whatever happens. */
export interface SessionLimits {
  idleHours: number;
  lifetimeHours: number;
}

/** A session's row with its user, while neither is revoked nor inactive; the time limits are `isLive`'s. */
export async function readSession(db: Kysely<CoreDatabase>, tokenHash: string): Promise<ActiveSession | undefined> {
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
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.revokedAt', 'is', null)
    .where('users.activeInd', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  const { userId, impersonatorId, sessionCreatedAt, lastSeenAt, revokedAt, impersonationLabel, ip, userAgent, ...user } = row;
  return {
    session: { tokenHash, userId, impersonatorId, createdAt: sessionCreatedAt, lastSeenAt, revokedAt, impersonationLabel, ip, userAgent },
    user: { ...user, id: userId },
  };
}

/** Whether a session is within its idle limit and its absolute lifetime. */
export function isLive(active: ActiveSession, limits: SessionLimits, now = new Date()): boolean {
  const { createdAt, lastSeenAt } = active.session;
  return (
    now.getTime() - lastSeenAt.getTime() < limits.idleHours * 3_600_000 &&
    now.getTime() - createdAt.getTime() < limits.lifetimeHours * 3_600_000
  );
}

/** Records a request on a session, at most once a minute to keep requests cheap; answers whether it wrote. */
export async function touchSession(db: Kysely<CoreDatabase>, active: ActiveSession, now = new Date()): Promise<boolean> {
  if (now.getTime() - active.session.lastSeenAt.getTime() <= 60_000) return false;
  await db.updateTable('sessions').set({ lastSeenAt: now }).where('tokenHash', '=', active.session.tokenHash).execute();
  active.session.lastSeenAt = now;
  return true;
}

/**
 * The live session of a token with its user: not revoked, within its idle limit and lifetime,
 * and the user still active. Touches `lastSeenAt` at most once a minute.
 */
export async function findActiveSession(
  db: Kysely<CoreDatabase>,
  token: string,
  limits: SessionLimits,
  now = new Date(),
): Promise<ActiveSession | undefined> {
  const active = await readSession(db, hashToken(token));
  if (!active || !isLive(active, limits, now)) return undefined;
  await touchSession(db, active, now);
  return active;
}

/** Ends one session. */
export async function revokeSession(db: Kysely<CoreDatabase>, token: string, now = new Date()): Promise<void> {
  await db.updateTable('sessions').set({ revokedAt: now }).where('tokenHash', '=', hashToken(token)).execute();
}

/** Ends every session of a user (password change, deactivation). */
export async function revokeUserSessions(
  db: Kysely<CoreDatabase>,
  userId: number,
  { keepToken, now = new Date() }: { keepToken?: string | undefined; now?: Date } = {},
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .$if(keepToken !== undefined, (query) => query.where('tokenHash', '<>', hashToken(keepToken!)))
    .execute();
}
