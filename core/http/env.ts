import type { Context } from 'hono';
import type { SessionRow } from '../auth/tables.ts';
import type { PublicUser } from '../auth/users.repository.ts';
import type { PagePolicy } from './content-security.ts';

/** Who is making the request, resolved once per request by the session middleware. */
export interface RequestAuth {
  user: PublicUser;
  session: SessionRow;
  token: string;
  /** Browsers use the cookie; other clients the bearer header. Only cookie writes need a CSRF check. */
  via: 'cookie' | 'bearer';
}

/** The Hono environment every core and plugin route runs in. */
export interface AppEnv {
  Variables: {
    auth: RequestAuth | null;
    /** Set first for every request (`http/request-log.ts`); logs and error answers carry it. */
    requestId: string;
    /** This request's Content-Security-Policy nonce and allowances (`http/content-security.ts`). */
    pagePolicy: PagePolicy;
  };
}

/**
 * The environment of a route guarded by a permission: the guard has run, so somebody is
 * signed in and `c.get('auth')` is never null.
 */
export interface SignedInEnv {
  Variables: {
    auth: RequestAuth;
  };
}

/** A request in either environment, for core code that serves guarded and public routes alike. */
export type AnyRequest = Context<AppEnv> | Context<SignedInEnv>;

/** The signed-in user of any request, or null. */
export function authOf(c: AnyRequest): RequestAuth | null {
  return (c as Context<AppEnv>).get('auth');
}
