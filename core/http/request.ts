import type { Context } from 'hono';
import type { Actor } from '../auth/actor.ts';
import { companyScope, type CompanyScope } from '../auth/company-scope.ts';
import type { SignedInEnv } from './env.ts';

/**
 * Who acts in a signed-in request. Handlers hand it to services, which never see Hono's context.
 * @example return ok(c, { pickup: await createPickup(ctx, actorOf(c), c.req.valid('json')) }, 201);
 */
export function actorOf(c: Context<SignedInEnv>): Actor {
  const { user, session } = c.get('auth');
  return {
    userId: user.id,
    role: user.role,
    customerId: user.customerId,
    impersonatorId: session.impersonatorId ?? null,
    name: `${user.firstName} ${user.lastName}`.trim(),
  };
}

/**
 * Whose company records a signed-in request may reach: every company's for staff, only its
 * own for a customer-role user. Queries apply it in SQL, so another company's record is a 404.
 */
export function companyScopeOf(c: Context<SignedInEnv>): CompanyScope {
  return companyScope(c.get('auth').user);
}
