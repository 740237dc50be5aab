import type { Actor } from '../../core/auth/actor.ts';
import { hashPassword, verifyPassword } from '../../core/auth/password.ts';
import { ConflictError, InputError, NotFoundError } from '../../core/errors.ts';
import { CURRENT_PASSWORD_WRONG, DUPLICATE_EMAIL, USER_NOT_FOUND } from './messages.ts';
import type { ChangePasswordInput, ProfileInput } from './schema.ts';
import { assertStrongPassword, sameEmail, translateWriteError } from './rules.ts';
import type { UsersDeps } from './users.service.ts';
import { emailTaken, findPasswordHash, findUser, revokeOtherSessions, updateUser, type UserRecord } from './users.repository.ts';

type ProfileDeps = Pick<UsersDeps, 'db' | 'audit'>;

/** The signed-in user edits their own names and e-mail; role and company stay as the lab set them. */
export async function saveProfile(deps: ProfileDeps, actor: Actor, input: ProfileInput): Promise<UserRecord> {
  const { version, ...changes } = input;
  const id = actor.userId;
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const before = await findUser(trx, id);
      if (!before) throw new NotFoundError(USER_NOT_FOUND);
      if (await emailTaken(trx, changes.email, id)) throw new ConflictError(DUPLICATE_EMAIL);
      const user = await updateUser(
        trx,
        id,
        { ...changes, ...(sameEmail(before.email, changes.email) ? {} : { emailVerifiedAt: null }) },
        version,
      );
      await deps.audit.record(trx, { entity: 'user', recordId: id, action: 'update', before: { ...before }, after: { ...user }, actor });
      return user;
    });
  } catch (error) {
    throw translateWriteError(error, 'save');
  }
}

/**
 * The signed-in user changes their password: the current one must match, the new one must be
 * strong enough. The user's other sessions end; the one of `keepToken` stays signed in.
 */
export async function changeOwnPassword(
  deps: ProfileDeps,
  actor: Actor,
  user: { email: string; firstName: string; lastName: string },
  keepToken: string,
  input: ChangePasswordInput,
): Promise<void> {
  if (!(await verifyPassword(input.currentPassword, await findPasswordHash(deps.db, actor.userId)))) {
    throw new InputError(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  }
  assertStrongPassword(input.password, user);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, actor.userId, { passwordHash });
    await revokeOtherSessions(trx, actor.userId, keepToken);
    // The trail says that the password changed, never what it is.
    await deps.audit.record(trx, { entity: 'user', recordId: actor.userId, action: 'password', actor });
  });
}
