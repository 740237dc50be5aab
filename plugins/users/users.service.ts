import type { Actor } from '../../core/auth/actor.ts';
import { ConflictError, NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { DUPLICATE_EMAIL, USER_NOT_FOUND } from './messages.ts';
import type { CreateUserInput, UpdateUserInput } from './schema.ts';
import { assertNotSelf, assertSelfEditAllowed, assertStrongPassword, isDeactivation, sameEmail, translateWriteError } from './rules.ts';
import { deleteUser, emailTaken, findUser, insertUser, updateUser, type UserRecord, type UsersDatabase } from './users.repository.ts';

export type UsersDeps = Pick<PluginContext, 'db' | 'audit' | 'accounts'>;

const AUDIT_ENTITY = 'user';

async function inTransaction<T>(
  deps: Pick<UsersDeps, 'db'>,
  action: 'save' | 'delete',
  work: (trx: UsersDatabase) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction().execute(work);
  } catch (error) {
    throw translateWriteError(error, action);
  }
}

/**
 * An admin creates a user. With a password (strong enough) the user can sign in at once;
 * without one the user gets the complete-registration mail to choose it.
 */
export async function createUser(deps: UsersDeps, actor: Actor, input: CreateUserInput): Promise<UserRecord> {
  const { password, confirmPassword: _confirm, ...fields } = input;
  if (password) assertStrongPassword(password, fields);
  const passwordHash = password ? await deps.accounts.hashPassword(password) : null;
  return inTransaction(deps, 'save', async (trx) => {
    if (await emailTaken(trx, fields.email)) throw new ConflictError(DUPLICATE_EMAIL);
    // The admin vouches for the address of a user with a password; a mailed link verifies the rest.
    const user = await insertUser(trx, { ...fields, passwordHash, emailVerifiedAt: passwordHash ? new Date() : null });
    await deps.audit.record(trx, { entity: AUDIT_ENTITY, recordId: user.id, action: 'create', after: { ...user }, actor });
    if (!passwordHash) await deps.accounts.sendCompleteRegistration(trx, user.id);
    return user;
  });
}

/**
 * An admin edits a user. Deactivating ends the user's sessions at once; a new e-mail address
 * is not verified yet; a form opened before another save is refused (409).
 */
export async function editUser(deps: UsersDeps, actor: Actor, id: number, input: UpdateUserInput): Promise<UserRecord> {
  const { version, ...changes } = input;
  return inTransaction(deps, 'save', async (trx) => {
    const before = await findUser(trx, id);
    if (!before) throw new NotFoundError(USER_NOT_FOUND);
    assertSelfEditAllowed(actor.userId, before, changes);
    if (await emailTaken(trx, changes.email, id)) throw new ConflictError(DUPLICATE_EMAIL);
    const user = await updateUser(
      trx,
      id,
      { ...changes, ...(sameEmail(before.email, changes.email) ? {} : { emailVerifiedAt: null }) },
      version,
    );
    if (isDeactivation(before, changes.activeInd)) await deps.accounts.endSessions(trx, id);
    // Links mailed to the old address must not set a password for the new one.
    if (!sameEmail(before.email, changes.email)) await deps.accounts.voidLinks(trx, id);
    await deps.audit.record(trx, {
      entity: AUDIT_ENTITY,
      recordId: id,
      action: 'update',
      before: { ...before },
      after: { ...user },
      actor,
    });
    return user;
  });
}

/** An admin deletes a user, never themselves; a user other records still name is refused. */
export async function removeUser(deps: UsersDeps, actor: Actor, id: number): Promise<void> {
  assertNotSelf(actor.userId, id);
  await inTransaction(deps, 'delete', async (trx) => {
    const before = await findUser(trx, id);
    if (!before || !(await deleteUser(trx, id))) throw new NotFoundError(USER_NOT_FOUND);
    await deps.audit.record(trx, { entity: AUDIT_ENTITY, recordId: id, action: 'delete', before: { ...before }, actor });
  });
}
