import type { Kysely } from 'kysely';
import { recordChange, recordChanges, recordHistory } from './audit/audit.ts';
import type { PortalConfig } from './config.ts';
import type { CoreDatabase } from './db/core-database.ts';
import { enqueue } from './jobs/queue.ts';
import { senderProblem } from './mail/address.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { AuditService, JobService, MailService } from './plugin/define-plugin.ts';

/** The services core hands every plugin (and uses itself): jobs, mail and the audit trail. */
export interface CoreServices {
  mailer: Mailer;
  jobs: JobService;
  mail: MailService;
  audit: AuditService;
}

/**
 * A plugin's database or transaction seen as core's: every plugin's database holds core's
 * tables, so core's query functions run on it.
 */
export function asCore<D>(db: Kysely<D>): Kysely<CoreDatabase> {
  return db as unknown as Kysely<CoreDatabase>;
}

/** `production`: a production server's, whose settings that only fail there (a sender at localhost) are warned of. */
export function createCoreServices(config: PortalConfig, { production = false } = {}): CoreServices {
  const mailer = createMailer({ labName: config.labName, from: config.mailFrom, replyTo: config.mailReplyTo, smtpUrl: config.smtpUrl });
  return {
    mailer,
    jobs: {
      async enqueue(db, name, data, options) {
        await enqueue(asCore(db), name, data, options);
      },
    },
    mail: {
      send: (db, mail) => mailer.send(asCore(db), mail),
      warning: production ? senderProblem(config.mailFrom) : undefined,
    },
    audit: {
      record: (db, entry) => recordChange(asCore(db), entry),
      recordMany: (db, entries) => recordChanges(asCore(db), entries),
      history: (db, entity, recordId, related) => recordHistory(asCore(db), entity, recordId, related),
    },
  };
}
