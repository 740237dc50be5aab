import { findLiveToken, issueToken, useToken } from '../../core/account/tokens.ts';
import { createSession } from '../../core/auth/sessions.repository.ts';
import { findUserByEmail, findUserById, insertUser, type PublicUser, toPublicUser } from '../../core/auth/users.repository.ts';
import type { CoreDatabase } from '../../core/db/core-database.ts';
import { InputError, NotFoundError, RateLimitError } from '../../core/errors.ts';
import { publicAddress } from '../../core/http/public-url.ts';
import { takeAttempt, type RateLimit } from '../../core/http/rate-limit.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { Kysely } from 'kysely';
import { passwordStrength, WEAK_PASSWORD_MESSAGE } from '../../shared/password-strength.ts';
import { AccountExistsMail, ResetPasswordMail } from './mails.tsx';
import type { RegisterInput } from './schemas.ts';

type AccountDatabase = Kysely<CoreDatabase>;

export const FORGOT_NOTICE = 'An email was sent to you to reset your password.';
export const REGISTERED_NOTICE = 'Thank you for registering. Please click the link in the email we sent you to complete your registration.';
export const RESENT_NOTICE =
  'If that address is waiting for verification, a new email with a link to complete your registration is on its way.';
export const LINK_EXPIRED = 'This link has expired or was already used. Please ask for a new one.';

/** The jobs that mail a requested link: the request is answered before anyone looks the address up. */
export const ACCOUNT_JOBS = { resetLink: 'account.send-reset-link', verificationLink: 'account.send-verification-link' } as const;

/** At most three links of a kind to one address in fifteen minutes: a mailbox cannot be flooded. */
export const LINKS_PER_ADDRESS: RateLimit = { name: 'account:links', max: 3, windowMs: 15 * 60_000 };

/**
 * Password reset and registration, through the kernel's link tokens and account services
 * (`ctx.accounts`); every mail goes through the outbox in the same transaction.
 */
export class AccountService {
  /** Where links in mails point: from the configuration, never from a request. */
  readonly #baseUrl: string;

  constructor(private readonly ctx: PluginContext) {
    this.#baseUrl = publicAddress(ctx.config);
  }

  /**
   * Asks for a reset link. Only a job is queued, whether the address exists or not, so the
   * answer takes the same time for both; the job mails an active user the link.
   */
  async forgot(email: string): Promise<void> {
    await this.ctx.jobs.enqueue(this.ctx.db, ACCOUNT_JOBS.resetLink, { email: email.trim().toLowerCase() });
  }

  /** Asks for a new complete-registration link, answered like `forgot`. */
  async resendVerification(email: string): Promise<void> {
    await this.ctx.jobs.enqueue(this.ctx.db, ACCOUNT_JOBS.verificationLink, { email: email.trim().toLowerCase() });
  }

  /** The reset job: mails an active user a reset link; nothing to anyone else. */
  mailResetLink(data: unknown): Promise<void> {
    return this.#mailLink(data, 'reset', async (trx, email) => {
      const user = await findUserByEmail(trx, email);
      if (!user || !user.activeInd) return;
      const token = await issueToken(trx, user.id, 'reset');
      await this.ctx.mail.send(trx, {
        to: user.email,
        subject: 'Reset your password',
        body: <ResetPasswordMail firstName={user.firstName} link={`${this.#baseUrl}/reset/${token}`} />,
        secrets: [token],
      });
    });
  }

  /** The verification job: a new complete-registration link to a user whose address is not verified yet; nothing otherwise. */
  mailVerificationLink(data: unknown): Promise<void> {
    return this.#mailLink(data, 'verification', async (trx, email) => {
      const user = await findUserByEmail(trx, email);
      if (user && user.emailVerifiedAt === null) await this.ctx.accounts.sendCompleteRegistration(trx, user.id);
    });
  }

  async #mailLink(data: unknown, kind: string, send: (trx: AccountDatabase, email: string) => Promise<void>): Promise<void> {
    const { email } = data as { email: string };
    try {
      await takeAttempt(this.ctx.db, LINKS_PER_ADDRESS, `${kind}:${email}`);
    } catch (error) {
      if (error instanceof RateLimitError) return;
      throw error;
    }
    await this.ctx.db.transaction().execute((trx) => send(trx, email));
  }

  /** The user a reset link belongs to, while it is live. */
  async resetLink(token: string): Promise<PublicUser> {
    const live = await findLiveToken(this.ctx.db, token, ['reset']);
    const user = live ? await findUserById(this.ctx.db, live.userId) : undefined;
    if (!user) throw new NotFoundError(LINK_EXPIRED);
    return toPublicUser(user);
  }

  /**
   * Sets a new password through a reset or complete-registration link, once. The link's
   * user must be the one named; other sessions of that user end.
   */
  async resetPassword(token: string, userId: number, password: string): Promise<PublicUser> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const live = await findLiveToken(trx, token, ['reset', 'complete-registration']);
      if (!live || live.userId !== userId) throw new NotFoundError(LINK_EXPIRED);
      const user = await findUserById(trx, userId);
      if (!user) throw new NotFoundError(LINK_EXPIRED);
      if (!passwordStrength(password, [user.email, user.firstName, user.lastName]).valid) {
        throw new InputError(WEAK_PASSWORD_MESSAGE, { password: WEAK_PASSWORD_MESSAGE });
      }
      if (!(await useToken(trx, live.tokenHash))) throw new NotFoundError(LINK_EXPIRED);
      await this.ctx.accounts.voidLinks(trx, userId);
      await this.ctx.accounts.endSessions(trx, userId);
      const updated = await trx
        .updateTable('users')
        .set({
          passwordHash: await this.ctx.accounts.hashPassword(password),
          emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
          updatedAt: new Date(),
        })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPublicUser(updated);
    });
  }

  /** Starts a session for a user who just chose a password through a link. */
  startSession(userId: number, userAgent?: string): Promise<string> {
    return createSession(this.ctx.db, { userId, userAgent: userAgent ?? null });
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
    const passwordHash = await this.ctx.accounts.hashPassword(input.password);
    await this.ctx.db.transaction().execute(async (trx) => {
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
      await this.ctx.accounts.sendCompleteRegistration(trx, user.id);
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
    await this.ctx.mail.send(trx, {
      to: user.email,
      subject: 'Someone tried to register with your e-mail address',
      body: <AccountExistsMail firstName={user.firstName} loginLink={`${this.#baseUrl}/login`} />,
    });
  }

  /**
   * Opens a complete-registration link: verifies the address. When the user still needs a
   * password, the link stays live for the password form; otherwise it is used up.
   */
  async completeRegistration(token: string): Promise<{ user: PublicUser; needsPassword: boolean }> {
    return this.ctx.db.transaction().execute(async (trx) => {
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
}
