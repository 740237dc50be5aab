import type { Context } from 'hono';
import { hashPassword, verifyPassword } from '../../core/auth/password.ts';
import type { PublicUser } from '../../core/auth/users.repository.ts';
import { ConflictError, InputError, NotFoundError } from '../../core/errors.ts';
import type { AppEnv } from '../../core/http/env.ts';
import type { ChangePasswordInput, ProfileInput } from './schema.ts';
import { CURRENT_PASSWORD_WRONG, DUPLICATE_EMAIL, USER_NOT_FOUND } from './messages.ts';
import { assertStrongPassword, sameEmail, translateWriteError } from './service.ts';
import type { UsersDeps } from './user-actions.ts';
import { emailTaken, findPasswordHash, findUser, revokeOtherSessions, updateUser, type UsersDatabase } from './users.repository.ts';

/** The signed-in user edits their own names and e-mail; role and company stay as the lab set them. */
export async function saveProfile(deps: Pick<UsersDeps, 'db' | 'audit'>, c: Context<AppEnv>, input: ProfileInput): Promise<PublicUser> {
  const id = c.get('auth')!.user.id;
  try {
    return await (deps.db as UsersDatabase).transaction().execute(async (trx) => {
      const before = await findUser(trx, id);
      if (!before) throw new NotFoundError(USER_NOT_FOUND);
      if (await emailTaken(trx, input.email, id)) throw new ConflictError(DUPLICATE_EMAIL);
      const user = (await updateUser(trx, id, { ...input, ...(sameEmail(before.email, input.email) ? {} : { emailVerifiedAt: null }) }))!;
      await deps.audit.record(trx, {
        entity: 'user',
        recordId: id,
        action: 'update',
        before: { ...before },
        after: { ...user },
        actor: deps.audit.actorOf(c),
      });
      return user;
    });
  } catch (error) {
    throw translateWriteError(error, 'save');
  }
}

/**
 * The signed-in user changes their password: the current one must match, the new one must be
 * strong enough. The user's other sessions end; this one stays signed in.
 */
export async function changeOwnPassword(
  deps: Pick<UsersDeps, 'db' | 'audit'>,
  c: Context<AppEnv>,
  input: ChangePasswordInput,
): Promise<void> {
  const auth = c.get('auth')!;
  const db = deps.db as UsersDatabase;
  if (!(await verifyPassword(input.currentPassword, await findPasswordHash(db, auth.user.id)))) {
    throw new InputError(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  }
  assertStrongPassword(input.password, auth.user);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, auth.user.id, { passwordHash });
    await revokeOtherSessions(trx, auth.user.id, auth.token);
    // The trail says that the password changed, never what it is.
    await deps.audit.record(trx, { entity: 'user', recordId: auth.user.id, action: 'password', actor: deps.audit.actorOf(c) });
  });
}
