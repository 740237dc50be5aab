import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { findUserById } from '../auth/users.repository.ts';
import type { CoreDatabase } from '../db/core-database.ts';
import { NotFoundError } from '../errors.ts';
import { clearAttempts, takeAttempt, type RateLimit } from '../http/rate-limit.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AccountLinks } from '../plugin/define-plugin.ts';
import { asCore } from '../services.ts';
import { CompleteRegistrationMail } from './mails.tsx';
import { issueToken, voidLiveTokens } from './tokens.ts';

/** Ten wrong current passwords in fifteen minutes, as for signing in. */
export const CURRENT_PASSWORD_LIMIT: RateLimit = { name: 'current-password', max: 10, windowMs: 15 * 60_000 };

/**
 * The account services the kernel hands every plugin (`ctx.accounts`): the complete-registration
 * link a user created by staff gets (its page is the account plugin's, `/complete-registration/<token>`),
 * the current-password check of a profile change, and the link and session endings that follow a
 * change of password or e-mail. Every mail goes through the outbox in the caller's transaction.
 */
export function createAccountLinks(db: Kysely<CoreDatabase>, mailer: Mailer, baseUrl: string): AccountLinks {
  return {
    async sendCompleteRegistration(trx, userId) {
      const user = await findUserById(asCore(trx), userId);
      if (!user) throw new NotFoundError('User not found');
      const token = await issueToken(asCore(trx), user.id, 'complete-registration');
      await mailer.send(asCore(trx), {
        to: user.email,
        subject: 'Complete your registration',
        secrets: [token],
        // A user without a password (created by staff) chooses one there; a self-registered user only confirms the address.
        body: (
          <CompleteRegistrationMail
            firstName={user.firstName}
            link={`${baseUrl}/complete-registration/${token}`}
            setsPassword={!user.passwordHash}
          />
        ),
      });
    },

    // A right answer clears the count; the eleventh wrong one in fifteen minutes is refused with a 429.
    async checkCurrentPassword(userId, password) {
      await takeAttempt(db, CURRENT_PASSWORD_LIMIT, String(userId));
      const matches = await verifyPassword(password, (await findUserById(db, userId))?.passwordHash);
      if (matches) await clearAttempts(db, CURRENT_PASSWORD_LIMIT, String(userId));
      return matches;
    },

    voidLinks: (trx, userId) => voidLiveTokens(asCore(trx), userId),
    hashPassword,
    endSessions: (trx, userId, { keepToken } = {}) => revokeUserSessions(asCore(trx), userId, { keepToken }),
  };
}
