import type { Context } from 'hono';
import { hashPassword } from '../../core/auth/password.ts';
import type { PublicUser } from '../../core/auth/users.repository.ts';
import { ConflictError, InputError, NotAllowedError, NotFoundError } from '../../core/errors.ts';
import type { AppEnv } from '../../core/http/env.ts';
import type { ChangePasswordInput, ProfileInput } from './schema.ts';
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  CURRENT_PASSWORD_WRONG,
  DUPLICATE_EMAIL,
  NOT_WHILE_IMPERSONATING,
  USER_NOT_FOUND,
} from './messages.ts';
import { assertStrongPassword, sameEmail, translateWriteError } from './service.ts';
import type { UsersDeps } from './user-actions.ts';
import { emailTaken, findUser, revokeOtherSessions, updateUser, type UsersDatabase } from './users.repository.ts';

type ProfileDeps = Pick<UsersDeps, 'db' | 'audit' | 'accounts'>;

/** Staff using the portal as a customer may not take that customer's account over: its e-mail and password stay. */
function assertNotImpersonating(c: Context<AppEnv>): void {
  if (c.get('auth')!.session.impersonatorId !== null) throw new NotAllowedError(NOT_WHILE_IMPERSONATING);
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
export async function saveProfile(deps: ProfileDeps, c: Context<AppEnv>, input: ProfileInput): Promise<PublicUser> {
  const id = c.get('auth')!.user.id;
  const { currentPassword, ...fields } = input;
  const db = deps.db as UsersDatabase;
  const current = await findUser(db, id);
  if (!current) throw new NotFoundError(USER_NOT_FOUND);
  const emailChanges = !sameEmail(current.email, fields.email);
  if (emailChanges) {
    assertNotImpersonating(c);
    await assertCurrentPassword(deps, id, currentPassword, CURRENT_PASSWORD_FOR_EMAIL);
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await findUser(trx, id);
      if (!before) throw new NotFoundError(USER_NOT_FOUND);
      if (await emailTaken(trx, fields.email, id)) throw new ConflictError(DUPLICATE_EMAIL);
      const user = (await updateUser(trx, id, { ...fields, ...(sameEmail(before.email, fields.email) ? {} : { emailVerifiedAt: null }) }))!;
      if (emailChanges) await deps.accounts.voidLinks(trx, id);
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
 * strong enough. The user's other sessions end and the links mailed before stop working; this
 * session stays signed in.
 */
export async function changeOwnPassword(deps: ProfileDeps, c: Context<AppEnv>, input: ChangePasswordInput): Promise<void> {
  assertNotImpersonating(c);
  const auth = c.get('auth')!;
  await assertCurrentPassword(deps, auth.user.id, input.currentPassword, CURRENT_PASSWORD_WRONG);
  assertStrongPassword(input.password, auth.user);
  const passwordHash = await hashPassword(input.password);
  await (deps.db as UsersDatabase).transaction().execute(async (trx) => {
    await updateUser(trx, auth.user.id, { passwordHash });
    await revokeOtherSessions(trx, auth.user.id, auth.token);
    await deps.accounts.voidLinks(trx, auth.user.id);
    // The trail says that the password changed, never what it is.
    await deps.audit.record(trx, { entity: 'user', recordId: auth.user.id, action: 'password', actor: deps.audit.actorOf(c) });
  });
}
