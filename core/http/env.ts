import type { SessionRow } from '../auth/tables.ts';
import type { PublicUser } from '../auth/users.repository.ts';

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
  };
}
