import type { Kysely } from 'kysely';
import { toPublicUser, type PublicUser } from '../../core/auth/users.repository.ts';
import { NotFoundError } from '../../core/errors.ts';
import type { Actor } from '../../core/auth/actor.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { CustomersDatabase } from './customers.table.ts';
import { loadCustomer } from './customers.repository.ts';
import type { Customer } from './rules.ts';

type Db = Kysely<CustomersDatabase>;

/**
 * The address of the portal user made for a company that has none. The `.invalid` domain is
 * reserved: no mail can reach it, so nobody can set a password for it by a reset link either.
 */
export function portalUserEmail(customerId: number): string {
  return `customer-${customerId}@portal.invalid`;
}

/**
 * The customer-role user a staff member acts as: the company's first active one, else the
 * company's own portal user, made now without a password (it can never sign in by itself).
 */
export async function portalUserFor(
  db: Db,
  customer: Pick<Customer, 'id' | 'companyName'>,
): Promise<{ user: PublicUser; created: boolean }> {
  // Two staff members logging in as one company at once wait for each other here, so the
  // second finds the portal user the first made instead of making it twice.
  await db.selectFrom('customers').select('id').where('id', '=', customer.id).forUpdate().execute();
  const existing = await db
    .selectFrom('users')
    .selectAll()
    .where('customerId', '=', customer.id)
    .where('role', '=', 'customer')
    .where('activeInd', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return { user: toPublicUser(existing), created: false };
  const email = portalUserEmail(customer.id);
  // A portal user made earlier and since deactivated or unlinked is taken back rather than duplicated.
  const revived = await db
    .updateTable('users')
    .set({ activeInd: true, customerId: customer.id, role: 'customer', passwordHash: null, updatedAt: new Date() })
    .where('email', '=', email)
    .returningAll()
    .executeTakeFirst();
  if (revived) return { user: toPublicUser(revived), created: false };
  const user = await db
    .insertInto('users')
    .values({
      firstName: customer.companyName,
      lastName: '',
      email,
      role: 'customer',
      customerId: customer.id,
      activeInd: true,
      passwordHash: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user: toPublicUser(user), created: true };
}

/**
 * Prepares a staff member's session as the company's customer user: finds (or makes) that
 * user and records who did it in the audit trail. The handler then starts the session, which
 * sets cookies and so belongs to HTTP.
 */
export async function prepareCustomerLogin(ctx: Pick<PluginContext<CustomersDatabase>, 'db' | 'audit'>, actor: Actor, customerId: number) {
  return ctx.db.transaction().execute(async (trx) => {
    const found = await loadCustomer(trx, customerId, { all: true });
    if (!found) throw new NotFoundError('Customer not found');
    const portal = await portalUserFor(trx, found);
    if (portal.created)
      await ctx.audit.record(trx, { entity: 'user', recordId: portal.user.id, action: 'create', after: { ...portal.user }, actor });
    await ctx.audit.record(trx, {
      entity: 'customer',
      recordId: found.id,
      action: 'customer-login',
      after: { userId: portal.user.id },
      actor,
    });
    return { customer: found, user: portal.user };
  });
}
