import type { ColumnType, Generated, Selectable } from 'kysely';

export type MailStatus = 'queued' | 'held' | 'sent' | 'failed';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded. */
  content: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  toAddress: string;
  ccAddress: string | null;
  subject: string;
  html: string;
  textBody: string;
  attachments: ColumnType<MailAttachment[], string, string>;
  /** Texts of the mail that give access (a link's token): masked once the mail went out over SMTP. */
  secrets: ColumnType<string[], string | undefined, string>;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  lastError: string | null;
  /** Written by the portal on its own (a job or a schedule, no person's request behind it). */
  automatic: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: ColumnType<Date, never, never>;
  sentAt: Date | null;
}

export interface MailTables {
  mailOutbox: MailOutboxTable;
}

export type OutboxRow = Selectable<MailOutboxTable>;
