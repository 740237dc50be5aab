import type { Actor } from '../../core/auth/actor.ts';
import { NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { CustomersDatabase } from './customers.table.ts';
import { findChoices, findCustomerUser, saveChoices, type StoredChoices } from './notice-preferences.repository.ts';
import type { NoticePreferencesInput } from './notice-schema.ts';

type Deps = Pick<PluginContext<CustomersDatabase>, 'db' | 'audit'>;

export const NOT_YOUR_NOTICES = 'There is no such user.';

/** A customer user's notices as the API answers them: the record's id is the user's. */
export type NoticePreferences = StoredChoices & { id: number; email: string };

/**
 * The user whose notices the actor may read and change: itself, a customer user of a company
 * (staff using the portal as a customer act as that user). Anyone else is a 404, as another
 * company's record is.
 */
async function ownUser(db: Deps['db'], actor: Actor, userId: number) {
  const user = actor.userId === userId && actor.customerId !== null ? await findCustomerUser(db, userId) : undefined;
  if (!user) throw new NotFoundError(NOT_YOUR_NOTICES);
  return user;
}

/** `GET /api/customers/notice-preferences/{id}`: the signed-in customer user's notices. */
export async function ownNoticePreferences(deps: Deps, actor: Actor, userId: number): Promise<NoticePreferences> {
  const user = await ownUser(deps.db, actor, userId);
  return { id: user.id, email: user.email, ...(await findChoices(deps.db, user.id)) };
}

/** `PUT /api/customers/notice-preferences/{id}`: saves them, refusing a stale form (409), with the change in the audit trail. */
export function saveOwnNoticePreferences(
  deps: Deps,
  actor: Actor,
  userId: number,
  input: NoticePreferencesInput,
): Promise<NoticePreferences> {
  const { version, ...choices } = input;
  return deps.db.transaction().execute(async (trx) => {
    const user = await ownUser(trx, actor, userId);
    const before = await findChoices(trx, user.id);
    const after = await saveChoices(trx, user.id, choices, version);
    await deps.audit.record(trx, { entity: 'noticePreferences', recordId: user.id, action: 'update', before, after, actor });
    return { id: user.id, email: user.email, ...after };
  });
}
