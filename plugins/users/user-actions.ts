import type { Context } from 'hono';
import { hashPassword } from '../../core/auth/password.ts';
import { revokeUserSessions } from '../../core/auth/sessions.repository.ts';
import type { PublicUser } from '../../core/auth/users.repository.ts';
import { ConflictError, NotFoundError } from '../../core/errors.ts';
import type { AppEnv } from '../../core/http/env.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { CreateUserInput, UpdateUserInput } from './schema.ts';
import { DUPLICATE_EMAIL, USER_NOT_FOUND } from './messages.ts';
import { assertNotSelf, assertSelfEditAllowed, assertStrongPassword, isDeactivation, sameEmail, translateWriteError } from './service.ts';
import { deleteUser, emailTaken, findUser, insertUser, updateUser, type UsersDatabase } from './users.repository.ts';

export type UsersDeps = Pick<PluginContext, 'db' | 'audit' | 'accounts'>;

const AUDIT_ENTITY = 'user';

async function inTransaction<T>(deps: UsersDeps, action: 'save' | 'delete', work: (trx: UsersDatabase) => Promise<T>): Promise<T> {
  try {
    return await (deps.db as UsersDatabase).transaction().execute(work);
  } catch (error) {
    throw translateWriteError(error, action);
  }
}

/**
 * An admin creates a user. With a password (strong enough) the user can sign in at once;
 * without one the user gets the complete-registration mail to choose it.
 */
export async function createUser(deps: UsersDeps, c: Context<AppEnv>, input: CreateUserInput): Promise<PublicUser> {
  const { password, confirmPassword: _confirm, ...fields } = input;
  if (password) assertStrongPassword(password, fields);
  const passwordHash = password ? await hashPassword(password) : null;
  return inTransaction(deps, 'save', async (trx) => {
    if (await emailTaken(trx, fields.email)) throw new ConflictError(DUPLICATE_EMAIL);
    // The admin vouches for the address of a user with a password; a mailed link verifies the rest.
    const user = await insertUser(trx, { ...fields, passwordHash, emailVerifiedAt: passwordHash ? new Date() : null });
    await deps.audit.record(trx, {
      entity: AUDIT_ENTITY,
      recordId: user.id,
      action: 'create',
      after: { ...user },
      actor: deps.audit.actorOf(c),
    });
    if (!passwordHash) await deps.accounts.sendCompleteRegistration(trx, user.id);
    return user;
  });
}

/**
 * An admin edits a user. Deactivating ends the user's sessions at once; a new e-mail address
 * is not verified yet.
 */
export async function editUser(deps: UsersDeps, c: Context<AppEnv>, id: number, input: UpdateUserInput): Promise<PublicUser> {
  const actorId = c.get('auth')!.user.id;
  return inTransaction(deps, 'save', async (trx) => {
    const before = await findUser(trx, id);
    if (!before) throw new NotFoundError(USER_NOT_FOUND);
    assertSelfEditAllowed(actorId, before, input);
    if (await emailTaken(trx, input.email, id)) throw new ConflictError(DUPLICATE_EMAIL);
    const user = (await updateUser(trx, id, {
      ...input,
      ...(sameEmail(before.email, input.email) ? {} : { emailVerifiedAt: null }),
    }))!;
    if (isDeactivation(before, input.activeInd)) await revokeUserSessions(trx, id);
    // Links mailed to the old address must not set a password for the new one.
    if (!sameEmail(before.email, input.email)) await deps.accounts.voidLinks(trx, id);
    await deps.audit.record(trx, {
      entity: AUDIT_ENTITY,
      recordId: id,
      action: 'update',
      before: { ...before },
      after: { ...user },
      actor: deps.audit.actorOf(c),
    });
    return user;
  });
}

/** An admin deletes a user, never themselves; a user other records still name is refused. */
export async function removeUser(deps: UsersDeps, c: Context<AppEnv>, id: number): Promise<void> {
  assertNotSelf(c.get('auth')!.user.id, id);
  await inTransaction(deps, 'delete', async (trx) => {
    const before = await findUser(trx, id);
    if (!before || !(await deleteUser(trx, id))) throw new NotFoundError(USER_NOT_FOUND);
    await deps.audit.record(trx, {
      entity: AUDIT_ENTITY,
      recordId: id,
      action: 'delete',
      before: { ...before },
      actor: deps.audit.actorOf(c),
    });
  });
}
