import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { createSession, revokeUserSessions } from '../auth/sessions.repository.ts';
import { findUserByEmail, findUserById, insertUser, type PublicUser, toPublicUser } from '../auth/users.repository.ts';
import { InputError, NotFoundError, RateLimitError } from '../errors.ts';
import { enqueue } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { clearAttempts, takeAttempt, type RateLimit } from '../http/rate-limit.ts';
import type { Mailer } from '../mail/mailer.ts';
import { AccountExistsMail, CompleteRegistrationMail, ResetPasswordMail } from './mails.tsx';
import { passwordStrength, WEAK_PASSWORD_MESSAGE } from '../../shared/password-strength.ts';
import type { RegisterInput } from './schemas.ts';
import { findLiveToken, issueToken, useToken, voidLiveTokens } from './tokens.ts';
import type { CoreDatabase } from '../db/core-database.ts';

export type AccountDatabase = Kysely<CoreDatabase>;

export const FORGOT_NOTICE = 'An email was sent to you to reset your password.';
export const REGISTERED_NOTICE = 'Thank you for registering. Please click the link in the email we sent you to complete your registration.';
export const RESENT_NOTICE =
  'If that address is waiting for verification, a new email with a link to complete your registration is on its way.';
export const LINK_EXPIRED = 'This link has expired or was already used. Please ask for a new one.';

/** The jobs that mail a requested link: the request is answered before anyone looks the address up. */
export const ACCOUNT_JOBS = { resetLink: 'core.send-reset-link', verificationLink: 'core.send-verification-link' } as const;

/** At most three links of a kind to one address in fifteen minutes: a mailbox cannot be flooded. */
export const LINKS_PER_ADDRESS: RateLimit = { name: 'account:links', max: 3, windowMs: 15 * 60_000 };

/** Ten wrong current passwords in fifteen minutes, as for signing in. */
export const CURRENT_PASSWORD_LIMIT: RateLimit = { name: 'current-password', max: 10, windowMs: 15 * 60_000 };

/** Password reset and registration; every mail goes through the outbox in the same transaction. */
export class AccountService {
  constructor(
    private readonly db: AccountDatabase,
    private readonly mailer: Mailer,
    /** Where links in mails point: from the configuration, never from a request. */
    private readonly baseUrl: string,
  ) {}

  /**
   * Asks for a reset link. Only a job is queued, whether the address exists or not, so the
   * answer takes the same time for both; the job mails an active user the link.
   */
  async forgot(email: string): Promise<void> {
    await enqueue(this.db, ACCOUNT_JOBS.resetLink, { email: email.trim().toLowerCase() });
  }

  /** Asks for a new complete-registration link, answered like `forgot`. */
  async resendVerification(email: string): Promise<void> {
    await enqueue(this.db, ACCOUNT_JOBS.verificationLink, { email: email.trim().toLowerCase() });
  }

  /** The handlers of the account jobs. */
  jobs(): Map<string, JobHandler> {
    return new Map<string, JobHandler>([
      [ACCOUNT_JOBS.resetLink, (data) => this.#mailLink(data, 'reset', (trx, email) => this.#sendResetLink(trx, email))],
      [ACCOUNT_JOBS.verificationLink, (data) => this.#mailLink(data, 'verification', (trx, email) => this.#resendVerification(trx, email))],
    ]);
  }

  async #mailLink(data: unknown, kind: string, send: (trx: AccountDatabase, email: string) => Promise<void>): Promise<void> {
    const { email } = data as { email: string };
    try {
      await takeAttempt(this.db, LINKS_PER_ADDRESS, `${kind}:${email}`);
    } catch (error) {
      if (error instanceof RateLimitError) return;
      throw error;
    }
    await this.db.transaction().execute((trx) => send(trx, email));
  }

  /** Mails a reset link to an active user; nothing to anyone else. */
  async #sendResetLink(trx: AccountDatabase, email: string): Promise<void> {
    const user = await findUserByEmail(trx, email);
    if (!user || !user.activeInd) return;
    const token = await issueToken(trx, user.id, 'reset');
    await this.mailer.send(trx, {
      to: user.email,
      subject: 'Reset your password',
      body: <ResetPasswordMail firstName={user.firstName} link={`${this.baseUrl}/reset/${token}`} />,
      secrets: [token],
    });
  }

  /**
   * Checks a signed-in user's current password (before a change of password or e-mail). Ten
   * wrong answers in fifteen minutes refuse the next with a 429; a right one clears the count.
   */
  async checkCurrentPassword(userId: number, password: string): Promise<boolean> {
    await takeAttempt(this.db, CURRENT_PASSWORD_LIMIT, String(userId));
    const matches = await verifyPassword(password, (await findUserById(this.db, userId))?.passwordHash);
    if (matches) await clearAttempts(this.db, CURRENT_PASSWORD_LIMIT, String(userId));
    return matches;
  }

  /** The user a reset link belongs to, while it is live. */
  async resetLink(token: string): Promise<PublicUser> {
    return this.#userOfLink(token, ['reset']);
  }

  /**
   * Sets a new password through a reset or complete-registration link, once. The link's
   * user must be the one named; other sessions of that user end.
   */
  async resetPassword(token: string, userId: number, password: string): Promise<PublicUser> {
    return this.db.transaction().execute(async (trx) => {
      const live = await findLiveToken(trx, token, ['reset', 'complete-registration']);
      if (!live || live.userId !== userId) throw new NotFoundError(LINK_EXPIRED);
      const user = await findUserById(trx, userId);
      if (!user) throw new NotFoundError(LINK_EXPIRED);
      if (!passwordStrength(password, [user.email, user.firstName, user.lastName]).valid) {
        throw new InputError(WEAK_PASSWORD_MESSAGE, { password: WEAK_PASSWORD_MESSAGE });
      }
      if (!(await useToken(trx, live.tokenHash))) throw new NotFoundError(LINK_EXPIRED);
      await voidLiveTokens(trx, userId);
      await revokeUserSessions(trx, userId);
      const updated = await trx
        .updateTable('users')
        .set({ passwordHash: await hashPassword(password), emailVerifiedAt: user.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPublicUser(updated);
    });
  }

  /** Starts a session for a user who just chose a password through a link. */
  startSession(userId: number, userAgent?: string): Promise<string> {
    return createSession(this.db, { userId, userAgent: userAgent ?? null });
  }

  /**
   * Registers a customer-role user: inactive until an admin links it to a customer company,
   * and unverified until the e-mailed link is opened. An address that has an account is answered
   * the same (decision 174): its owner is mailed instead, and nothing else changes.
   */
  async register(input: RegisterInput): Promise<void> {
    if (!passwordStrength(input.password, [input.email, input.firstName, input.lastName]).valid) {
      throw new InputError(WEAK_PASSWORD_MESSAGE, { password: WEAK_PASSWORD_MESSAGE });
    }
    // Hashed whoever the address belongs to, so both answers take the same work.
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction().execute(async (trx) => {
      const existing = await findUserByEmail(trx, input.email);
      if (existing) {
        await this.#mailAccountExists(trx, existing);
        return;
      }
      const user = await insertUser(trx, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        role: 'customer',
        customerId: null,
        activeInd: false,
        passwordHash,
        emailVerifiedAt: null,
      });
      await this.sendCompleteRegistration(trx, user.id);
    });
  }

  /** Tells the owner of an address someone tried to register again; at most three such mails in fifteen minutes. */
  async #mailAccountExists(trx: AccountDatabase, user: { id: number; email: string; firstName: string }): Promise<void> {
    try {
      await takeAttempt(trx, LINKS_PER_ADDRESS, `account-exists:${user.email}`);
    } catch (error) {
      if (error instanceof RateLimitError) return;
      throw error;
    }
    await this.mailer.send(trx, {
      to: user.email,
      subject: 'Someone tried to register with your e-mail address',
      body: <AccountExistsMail firstName={user.firstName} loginLink={`${this.baseUrl}/login`} />,
    });
  }

  /** Sends a new complete-registration link to a user whose address is not verified yet; nothing otherwise. */
  async #resendVerification(trx: AccountDatabase, email: string): Promise<void> {
    const user = await findUserByEmail(trx, email);
    if (user && user.emailVerifiedAt === null) await this.sendCompleteRegistration(trx, user.id);
  }

  /**
   * Mails the link that completes a registration. A user without a password (created by an
   * admin) chooses one there; a self-registered user only confirms the address.
   */
  async sendCompleteRegistration(db: AccountDatabase, userId: number): Promise<void> {
    const user = await findUserById(db, userId);
    if (!user) throw new NotFoundError('User not found');
    const token = await issueToken(db, user.id, 'complete-registration');
    await this.mailer.send(db, {
      to: user.email,
      subject: 'Complete your registration',
      secrets: [token],
      body: (
        <CompleteRegistrationMail
          firstName={user.firstName}
          link={`${this.baseUrl}/complete-registration/${token}`}
          setsPassword={!user.passwordHash}
        />
      ),
    });
  }

  /**
   * Opens a complete-registration link: verifies the address. When the user still needs a
   * password, the link stays live for the password form; otherwise it is used up.
   */
  async completeRegistration(token: string): Promise<{ user: PublicUser; needsPassword: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const live = await findLiveToken(trx, token, ['complete-registration']);
      const user = live ? await findUserById(trx, live.userId) : undefined;
      if (!live || !user) throw new NotFoundError(LINK_EXPIRED);
      await trx
        .updateTable('users')
        .set({ emailVerifiedAt: user.emailVerifiedAt ?? new Date() })
        .where('id', '=', user.id)
        .execute();
      const needsPassword = !user.passwordHash;
      if (!needsPassword) await useToken(trx, live.tokenHash);
      return { user: toPublicUser(user), needsPassword };
    });
  }

  async #userOfLink(token: string, purposes: Array<'reset' | 'complete-registration'>): Promise<PublicUser> {
    const live = await findLiveToken(this.db, token, purposes);
    const user = live ? await findUserById(this.db, live.userId) : undefined;
    if (!user) throw new NotFoundError(LINK_EXPIRED);
    return toPublicUser(user);
  }
}
