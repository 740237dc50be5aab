import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { ok } from '../http/respond.ts';
import { parseJson } from '../http/validate.ts';
import { PUBLIC, SIGNED_IN } from '../plugin/permissions.ts';
import type { PortalRouter } from '../plugin/router.ts';
import { clearSessionCookie, readCookie, requestToken, setSessionCookie, STAFF_SESSION_COOKIE } from './cookie.ts';
import { loginSchema, signIn } from './login.ts';
import { revokeSession, type SessionLimits } from './sessions.repository.ts';
import { endImpersonation } from './impersonation.ts';
import type { CoreDatabase } from '../db/core-database.ts';

export interface AuthRouteOptions {
  db: Kysely<CoreDatabase>;
  limits: SessionLimits;
  clientAddress(c: Context): string;
}

/** Sign-in, sign-out and the end of an impersonated session. */
export function registerAuthRoutes(router: PortalRouter, { db, limits, clientAddress }: AuthRouteOptions): void {
  router.post('/auth/local', PUBLIC, async (c) => {
    const credentials = await parseJson(c, loginSchema);
    const outcome = await signIn(db, credentials, { ip: clientAddress(c), userAgent: c.req.header('user-agent') });
    setSessionCookie(c, outcome.token);
    clearSessionCookie(c, STAFF_SESSION_COOKIE);
    return ok(c, { token: outcome.token, user: outcome.user, landing: outcome.landing });
  });

  router.post('/api/logout', PUBLIC, async (c) => {
    const credential = requestToken(c);
    if (credential) await revokeSession(db, credential.token);
    const staffToken = readCookie(c, STAFF_SESSION_COOKIE);
    if (staffToken) await revokeSession(db, staffToken);
    clearSessionCookie(c);
    clearSessionCookie(c, STAFF_SESSION_COOKIE);
    return ok(c);
  });

  router.post('/api/session/end-impersonation', SIGNED_IN, async (c) => ok(c, { landing: await endImpersonation(db, c, limits) }));
}
