import { z } from 'zod';
import { landingSchema, okAnswer, publicUserSchema } from '../http/answers.ts';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { ok } from '../http/respond.ts';
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
  router.post(
    '/auth/local',
    {
      permission: PUBLIC,
      summary: 'Sign in: answers a bearer token and sets the session cookie',
      body: loginSchema,
      response: okAnswer.extend({
        token: z.string().describe('Send it as `Authorization: Bearer <token>`; it lasts as long as the session'),
        user: publicUserSchema,
        landing: landingSchema,
      }),
    },
    async (c) => {
      const credentials = c.req.valid('json');
      const outcome = await signIn(db, credentials, { ip: clientAddress(c), userAgent: c.req.header('user-agent') });
      setSessionCookie(c, outcome.token);
      clearSessionCookie(c, STAFF_SESSION_COOKIE);
      return ok(c, { token: outcome.token, user: outcome.user, landing: outcome.landing });
    },
  );

  router.post(
    '/api/logout',
    { permission: PUBLIC, summary: 'Sign out: ends the session (and a staff session kept aside)', response: okAnswer },
    async (c) => {
      const credential = requestToken(c);
      if (credential) await revokeSession(db, credential.token);
      const staffToken = readCookie(c, STAFF_SESSION_COOKIE);
      if (staffToken) await revokeSession(db, staffToken);
      clearSessionCookie(c);
      clearSessionCookie(c, STAFF_SESSION_COOKIE);
      return ok(c);
    },
  );

  router.post(
    '/api/session/end-impersonation',
    { permission: SIGNED_IN, summary: 'Ends using the portal as a customer', response: okAnswer.extend({ landing: landingSchema }) },
    async (c) => ok(c, { landing: await endImpersonation(db, c, limits) }),
  );
}
