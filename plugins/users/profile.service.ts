import type { Actor } from '../../core/auth/actor.ts';
import { ConflictError, InputError, NotAllowedError, NotFoundError } from '../../core/errors.ts';
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  CURRENT_PASSWORD_WRONG,
  DUPLICATE_EMAIL,
  NOT_WHILE_IMPERSONATING,
  USER_NOT_FOUND,
} from './messages.ts';
import type { ChangePasswordInput, ProfileInput } from './schema.ts';
import { assertStrongPassword, sameEmail, translateWriteError } from './rules.ts';
import type { UsersDeps } from './users.service.ts';
import { emailTaken, findUser, updateUser, type UserRecord } from './users.repository.ts';

type ProfileDeps = Pick<UsersDeps, 'db' | 'audit' | 'accounts'>;

/** Staff using the portal as a customer may not take that customer's account over: its e-mail and password stay. */
function assertNotImpersonating(actor: Actor): void {
  if (actor.impersonatorId !== null) throw new NotAllowedError(NOT_WHILE_IMPERSONATING);
}

/** The current password, checked (and its failures counted) before an e-mail or password changes. */
async function assertCurrentPassword(deps: ProfileDeps, userId: number, password: string | undefined, missing: string): Promise<void> {
  if (!password) throw new InputError(missing, { currentPassword: missing });
  if (!(await deps.accounts.checkCurrentPassword(userId, password))) {
    throw new InputError(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  }
}

/**
 * The signed-in user edits their own names and e-mail; role and company stay as the lab set them.
 * A new e-mail needs the current password, is not verified yet, and ends the links mailed to the old one.
 */
export async function saveProfile(deps: ProfileDeps, actor: Actor, input: ProfileInput): Promise<UserRecord> {
  const { version, currentPassword, ...changes } = input;
  const id = actor.userId;
  const current = await findUser(deps.db, id);
  if (!current) throw new NotFoundError(USER_NOT_FOUND);
  const emailChanges = !sameEmail(current.email, changes.email);
  if (emailChanges) {
    assertNotImpersonating(actor);
    await assertCurrentPassword(deps, id, currentPassword, CURRENT_PASSWORD_FOR_EMAIL);
  }
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
      if (emailChanges) await deps.accounts.voidLinks(trx, id);
      await deps.audit.record(trx, { entity: 'user', recordId: id, action: 'update', before: { ...before }, after: { ...user }, actor });
      return user;
    });
  } catch (error) {
    throw translateWriteError(error, 'save');
  }
}

/**
 * The signed-in user changes their password: the current one must match, the new one must be
 * strong enough. The user's other sessions end and the links mailed before stop working; the
 * session of `keepToken` stays signed in.
 */
export async function changeOwnPassword(
  deps: ProfileDeps,
  actor: Actor,
  user: { email: string; firstName: string; lastName: string },
  keepToken: string,
  input: ChangePasswordInput,
): Promise<void> {
  assertNotImpersonating(actor);
  await assertCurrentPassword(deps, actor.userId, input.currentPassword, CURRENT_PASSWORD_WRONG);
  assertStrongPassword(input.password, user);
  const passwordHash = await deps.accounts.hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, actor.userId, { passwordHash });
    await deps.accounts.endSessions(trx, actor.userId, { keepToken });
    await deps.accounts.voidLinks(trx, actor.userId);
    // The trail says that the password changed, never what it is.
    await deps.audit.record(trx, { entity: 'user', recordId: actor.userId, action: 'password', actor });
  });
}
