import type { Kysely } from 'kysely';
import type { Context, MiddlewareHandler } from 'hono';
import { AuthenticationError, NotAllowedError } from '../errors.ts';
import type { AppEnv } from '../http/env.ts';
import type { GuardFactory } from '../plugin/router.ts';
import { PUBLIC, type PermissionRegistry } from '../plugin/permissions.ts';
import { requestToken } from './cookie.ts';
import type { SessionCache } from './session-cache.ts';
import { hashToken, isLive, readSession, touchSession, type SessionLimits } from './sessions.repository.ts';
import { toPublicUser } from './users.repository.ts';
import type { CoreDatabase } from '../db/core-database.ts';

/**
 * Resolves the request's session, once, into `c.var.auth` (null when nobody is signed in): from
 * the cache when this process has read it since the last change, else from the database.
 */
export function sessionMiddleware(db: Kysely<CoreDatabase>, limits: SessionLimits, cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async function resolveSession(c, next) {
    const credential = requestToken(c);
    const tokenHash = credential ? hashToken(credential.token) : undefined;
    const now = new Date();
    let active = tokenHash ? cache.get(tokenHash) : undefined;
    // A kept row can be older than the database's: another process may have served the session since.
    if (active && !isLive(active, limits, now)) {
      cache.delete(tokenHash!);
      active = undefined;
    }
    if (tokenHash && !active) {
      const read = await readSession(db, tokenHash);
      if (read && isLive(read, limits, now)) {
        active = read;
        cache.set(tokenHash, read);
      }
    }
    if (active) await touchSession(db, active, now);
    c.set(
      'auth',
      active && credential
        ? { user: toPublicUser(active.user), session: active.session, token: credential.token, via: credential.via }
        : null,
    );
    await next();
  };
}

/**
 * The permission guard every declared route runs first. A route that changes something first
 * refuses a request from another site (`crossSite` says why, or nothing). Pages send a visitor
 * who is not signed in to `/login`; calls answer 401. A role without the permission gets 403.
 */
export function createGuardFactory(permissions: PermissionRegistry, crossSite: (c: Context) => string | undefined): GuardFactory {
  return (permission, kind, changesState = false) =>
    async function guard(c, next) {
      const refusal = changesState ? crossSite(c) : undefined;
      if (refusal) throw new NotAllowedError(refusal);
      if (permission === PUBLIC) return next();
      const auth = c.get('auth');
      if (!auth) {
        if (kind === 'page') return c.redirect(`/login?next=${encodeURIComponent(c.req.path)}`);
        throw new AuthenticationError();
      }
      if (!permissions.allows(auth.user.role, permission)) throw new NotAllowedError();
      return next();
    };
}
