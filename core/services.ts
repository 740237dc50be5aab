import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { recordChange, recordHistory } from './audit/audit.ts';
import type { PortalConfig } from './config.ts';
import type { AnyDatabase } from './db/database.ts';
import type { AppEnv } from './http/env.ts';
import { enqueue } from './jobs/queue.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { PluginContext } from './plugin/define-plugin.ts';
import type { CoreDatabase } from './db/core-database.ts';

/** The services core hands every plugin (and uses itself): jobs, mail and the audit trail. */
export type CoreServices = Pick<PluginContext, 'jobs' | 'mail' | 'audit'> & { mailer: Mailer };

export function createCoreServices(config: PortalConfig): CoreServices {
  const mailer = createMailer({ labName: config.labName, from: config.mailFrom, smtpUrl: config.smtpUrl });
  return {
    mailer,
    jobs: {
      async enqueue(db, name, data, options) {
        await enqueue(db as Kysely<CoreDatabase>, name, data, options);
      },
    },
    mail: {
      send: (db: AnyDatabase, mail) => mailer.send(db as Kysely<CoreDatabase>, mail),
    },
    audit: {
      record: (db, entry) => recordChange(db as Kysely<CoreDatabase>, entry),
      history: (db, entity, recordId) => recordHistory(db as Kysely<CoreDatabase>, entity, recordId),
      actorOf: (c: Context<AppEnv>) => {
        const auth = c.get('auth');
        return { userId: auth?.user.id ?? null, impersonatorId: auth?.session.impersonatorId ?? null };
      },
    },
  };
}
