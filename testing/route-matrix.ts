import type { Kysely } from 'kysely';
import { createSession } from '../core/auth/sessions.repository.ts';
import type { CoreDatabase } from '../core/db/core-database.ts';
import { PUBLIC, type PermissionRegistry } from '../core/plugin/permissions.ts';
import type { DeclaredRoute } from '../core/plugin/router.ts';
import type { Role } from '../core/roles.ts';
import { DEMO_EMAIL, EVERY_ROLE } from './role-matrix.ts';

/** Who asks: a demo user of each role, a customer-service member using the portal as the demo customer, a visitor. */
export type Identity = Role | 'impersonated' | 'anonymous';
export const EVERY_IDENTITY: readonly Identity[] = [...EVERY_ROLE, 'impersonated', 'anonymous'];

/** What a request came to: past the guard, refused for its role, sent to sign in, or a server error. */
export type Access = 'allowed' | 'refused' | 'sign-in' | `error ${number}`;

/**
 * What the permission registry says an identity gets on a route. An impersonated session is a
 * customer's: it holds the customer role's permissions and nothing of the staff member's.
 */
export function expectedAccess(permissions: PermissionRegistry, route: DeclaredRoute, identity: Identity): Access {
  if (identity === 'anonymous') return route.permission === PUBLIC ? 'allowed' : 'sign-in';
  const role = identity === 'impersonated' ? 'customer' : identity;
  return permissions.allows(role, route.permission) ? 'allowed' : 'refused';
}

/**
 * Reads an answer as an access: 401 and the guard's redirect to the login page are a sign-in, 403 a refusal.
 * A public route has no guard: a refusal there is the route's own check (a webhook's signature), so only a 5xx counts.
 */
export function observedAccess(response: Response, route?: DeclaredRoute): Access {
  if (response.status >= 500) return `error ${response.status}`;
  if (route?.permission === PUBLIC) return 'allowed';
  if (response.status === 401) return 'sign-in';
  if (response.status === 302 && (response.headers.get('location') ?? '').startsWith('/login?next=')) return 'sign-in';
  if (response.status === 403) return 'refused';
  return 'allowed';
}

/** Far beyond any demo record, so that a matrix request that deletes deletes nothing. */
export const ABSENT_ID = 2_000_000_000;

/**
 * A concrete path for a declared one. Numeric parameters name the first demo record of their
 * table (a fresh database numbers each table's demo records from 1), except for a delete, which
 * names a record that does not exist: the guard runs before the record is looked up, and the
 * demo data stays whole for the routes after it. Other parameters (a file name, a link's hash)
 * get a plain word.
 */
export function samplePath(route: Pick<DeclaredRoute, 'method' | 'path'>): string {
  return route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_match, name: string, pattern: string | undefined) => {
    const numeric = name === 'id' || name.endsWith('Id') || (pattern ?? '').includes('0-9');
    if (!numeric) return 'demo';
    return route.method === 'DELETE' ? String(ABSENT_ID) : '1';
  });
}

/**
 * Mints a fresh session for an identity, as sign-in or a customer-login would: each matrix
 * request gets its own, so a route that ends a session (logout, back to admin) ends only that one.
 */
export async function sessionFor(db: Kysely<CoreDatabase>, identity: Identity): Promise<string | undefined> {
  if (identity === 'anonymous') return undefined;
  const userId = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  if (identity !== 'impersonated') return createSession(db, { userId: await userId(DEMO_EMAIL[identity]) });
  return createSession(db, {
    userId: await userId(DEMO_EMAIL.customer),
    impersonatorId: await userId(DEMO_EMAIL['customer-service']),
    impersonationLabel: 'The demo customer',
  });
}
