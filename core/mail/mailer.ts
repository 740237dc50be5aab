import type { Kysely } from 'kysely';
import type { ReactElement } from 'react';
import { createTransport, type Transporter } from 'nodemailer';
import { enqueue } from '../jobs/queue.ts';
import { currentRequestId } from '../request-context.ts';
import { mailDomain } from './address.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { renderMail } from './render.tsx';
import type { MailAttachment, OutboxRow } from './tables.ts';
import type { CoreDatabase } from '../db/core-database.ts';

export const SEND_MAIL_JOB = 'core.send-mail';

export interface OutgoingMail {
  to: string;
  cc?: string;
  subject: string;
  body: ReactElement;
  attachments?: MailAttachment[];
  /**
   * Texts that give access, such as the token of a reset link. Once the mail has gone out over
   * SMTP, the outbox keeps it with them masked; without SMTP the outbox is the delivery, and shows them.
   */
  secrets?: string[];
}

/** What a secret becomes in the outbox once its mail was sent. */
export const MASKED = '[hidden once sent]';

/** A mail's text with its secrets masked. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  return secrets.filter(Boolean).reduce((masked, secret) => masked.replaceAll(secret, MASKED), text);
}

export interface MailerOptions {
  labName: string;
  from: string;
  /** Where replies go, when not to `from`. */
  replyTo?: string | undefined;
  /** Unset: mail stays in the outbox, held, for an admin to read. */
  smtpUrl: string | undefined;
}

/** The mail service: every mail is written to the outbox, then sent by a job. */
export interface Mailer {
  /** Queues a mail inside the caller's transaction: rolled back, nothing is sent. */
  send(db: Kysely<CoreDatabase>, mail: OutgoingMail): Promise<OutboxRow>;
  /** The job that delivers one outbox row. */
  deliver(db: Kysely<CoreDatabase>): JobHandler;
  /**
   * Queues again the mail held while no SMTP server was set, once one is: each held mail once,
   * however many processes start together. Returns how many.
   */
  releaseHeld(db: Kysely<CoreDatabase>): Promise<number>;
}

/**
 * The Message-ID of an outbox mail: at the mail domain (receivers weigh a Message-ID at a host
 * name that is not the sender's), and the same on every attempt, so a retry after a lost answer
 * is recognised as the same mail.
 */
export function messageId(mail: Pick<OutboxRow, 'id' | 'createdAt'>, from: string): string {
  return `<outbox.${mail.id}.${mail.createdAt.getTime().toString(36)}@${mailDomain(from)}>`;
}

export function createMailer(options: MailerOptions): Mailer {
  let transport: Transporter | undefined;
  const transportFor = (url: string) => (transport ??= createTransport(url));

  return {
    async send(db, mail) {
      const { html, text } = renderMail(mail.body, options.labName);
      const row = await db
        .insertInto('mailOutbox')
        .values({
          toAddress: mail.to,
          ccAddress: mail.cc ?? null,
          subject: mail.subject,
          html,
          textBody: text,
          attachments: JSON.stringify(mail.attachments ?? []),
          secrets: JSON.stringify(mail.secrets ?? []),
          // No request behind it: a job or a schedule wrote it (RFC 3834's auto-generated).
          automatic: currentRequestId() === undefined,
          lastError: null,
          sentAt: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await enqueue(db, SEND_MAIL_JOB, { outboxId: row.id }, { maxAttempts: 8 });
      return row;
    },

    deliver(db) {
      return async (data, attempt) => {
        const { outboxId } = data as { outboxId: number };
        const mail = await db.selectFrom('mailOutbox').selectAll().where('id', '=', outboxId).executeTakeFirst();
        if (!mail || mail.status === 'sent') return;
        if (!options.smtpUrl) {
          await db.updateTable('mailOutbox').set({ status: 'held', lastError: 'SMTP_URL is not set' }).where('id', '=', outboxId).execute();
          return;
        }
        try {
          await transportFor(options.smtpUrl).sendMail({
            from: options.from,
            ...(options.replyTo ? { replyTo: options.replyTo } : {}),
            messageId: messageId(mail, options.from),
            ...(mail.automatic ? { headers: { 'Auto-Submitted': 'auto-generated' } } : {}),
            to: mail.toAddress,
            ...(mail.ccAddress ? { cc: mail.ccAddress } : {}),
            subject: mail.subject,
            html: mail.html,
            text: mail.textBody,
            attachments: mail.attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: Buffer.from(file.content, 'base64'),
            })),
          });
        } catch (error) {
          await db
            .updateTable('mailOutbox')
            .set({
              attempts: attempt.attempt,
              lastError: error instanceof Error ? error.message : String(error),
              status: attempt.isLastAttempt ? 'failed' : 'queued',
            })
            .where('id', '=', outboxId)
            .execute();
          throw error;
        }
        await db
          .updateTable('mailOutbox')
          .set({
            status: 'sent',
            sentAt: new Date(),
            attempts: attempt.attempt,
            lastError: null,
            html: maskSecrets(mail.html, mail.secrets),
            textBody: maskSecrets(mail.textBody, mail.secrets),
            secrets: '[]',
          })
          .where('id', '=', outboxId)
          .execute();
      };
    },

    async releaseHeld(db) {
      if (!options.smtpUrl) return 0;
      return db.transaction().execute(async (trx) => {
        // One statement: a second process waits on the rows' locks, then finds them queued.
        const released = await trx
          .updateTable('mailOutbox')
          .set({ status: 'queued', lastError: null })
          .where('status', '=', 'held')
          .returning('id')
          .execute();
        for (const { id } of released) await enqueue(trx, SEND_MAIL_JOB, { outboxId: id }, { maxAttempts: 8 });
        return released.length;
      });
    },
  };
}
