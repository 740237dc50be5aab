import { z } from 'zod';
import { okAnswer } from '../http/answers.ts';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/core-database.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { enqueue, retryJob } from '../jobs/queue.ts';
import { SEND_MAIL_JOB } from '../mail/mailer.ts';
import { ok } from '../http/respond.ts';
import { idParams } from '../http/params.ts';
import type { PortalRouter } from '../plugin/router.ts';
import type { PageRenderer } from '../ssr/renderer.tsx';
import { serveTable } from '../table/serve.ts';
import { jobsTableModel, outboxTableModel } from './models.ts';
import { JOBS_TABLE, JobPage, ListPage, LOGS_TABLE, OUTBOX_TABLE, OutboxMessagePage } from './pages.tsx';
import { logsTableModel } from '../logs/model.ts';
import { ADMIN_PERMISSION } from './permissions.ts';

function findMail(db: Kysely<CoreDatabase>, id: number) {
  return db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirst();
}

function findJob(db: Kysely<CoreDatabase>, id: number) {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The admin's view of the outbox and the job queue, and their two actions. */
export function registerAdminRoutes(
  api: PortalRouter,
  pages: PortalRouter,
  render: PageRenderer,
  db: Kysely<CoreDatabase>,
  { mailWarning }: { mailWarning?: string | undefined } = {},
): void {
  serveTable(
    api,
    '/api/outbox',
    { permission: ADMIN_PERMISSION.readOutbox, summary: 'The outbox: every mail and its state' },
    outboxTableModel,
    { db },
  );
  api.get(
    '/api/outbox/:id',
    {
      permission: ADMIN_PERMISSION.readOutbox,
      summary: 'One mail of the outbox',
      params: idParams,
      response: okAnswer.extend({
        mail: z
          .object({
            id: z.number().int(),
            toAddress: z.string(),
            subject: z.string(),
            status: z.string(),
            html: z.string(),
            textBody: z.string(),
          })
          .loose(),
      }),
    },
    async (c) => {
      const mail = await findMail(db, c.req.valid('param').id);
      if (!mail) throw new NotFoundError('Mail not found');
      // The list of secrets is the outbox's own business; the texts show them until the mail is sent.
      const { secrets: _secrets, ...shown } = mail;
      return ok(c, { mail: shown });
    },
  );
  api.post(
    '/api/outbox/:id/resend',
    { permission: ADMIN_PERMISSION.resendMail, summary: 'Queues a mail to be sent again', params: idParams, response: okAnswer },
    async (c) => {
      const { id } = c.req.valid('param');
      await db.transaction().execute(async (trx) => {
        const mail = await findMail(trx, id);
        if (!mail) throw new NotFoundError('Mail not found');
        await trx.updateTable('mailOutbox').set({ status: 'queued', lastError: null }).where('id', '=', id).execute();
        await enqueue(trx, SEND_MAIL_JOB, { outboxId: id }, { maxAttempts: 8 });
      });
      return ok(c);
    },
  );

  serveTable(api, '/api/jobs', { permission: ADMIN_PERMISSION.readJobs, summary: 'Background jobs and their errors' }, jobsTableModel, {
    db,
  });
  api.post(
    '/api/jobs/:id/retry',
    { permission: ADMIN_PERMISSION.retryJob, summary: 'Retries a failed job', params: idParams, response: okAnswer },
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await findJob(db, id))) throw new NotFoundError('Job not found');
      if (!(await retryJob(db, id))) throw new ConflictError('Only a failed job can be retried');
      return ok(c);
    },
  );

  serveTable(
    api,
    '/api/logs',
    { permission: ADMIN_PERMISSION.readLogs, summary: "The log: the server's warnings and errors" },
    logsTableModel,
    {
      db,
    },
  );
  pages.get('/admin/logs', { permission: ADMIN_PERMISSION.readLogs, summary: 'The log viewer', answers: 'page' }, (c) =>
    render(c, <ListPage title="Logs" table={LOGS_TABLE} userId={c.get('auth').user.id} />, { title: 'Logs' }),
  );

  pages.get('/admin/outbox', { permission: ADMIN_PERMISSION.readOutbox, summary: 'The outbox', answers: 'page' }, (c) =>
    render(c, <ListPage title="Outbox" table={OUTBOX_TABLE} userId={c.get('auth').user.id} warning={mailWarning} />, { title: 'Outbox' }),
  );
  pages.get(
    '/admin/outbox/:id',
    { permission: ADMIN_PERMISSION.readOutbox, summary: 'One mail', answers: 'page', params: idParams },
    async (c) => {
      const mail = await findMail(db, c.req.valid('param').id);
      if (!mail) throw new NotFoundError('There is no such mail in the outbox.');
      return render(c, <OutboxMessagePage mail={mail} />, { title: mail.subject });
    },
  );
  pages.get('/admin/jobs', { permission: ADMIN_PERMISSION.readJobs, summary: 'Background jobs', answers: 'page' }, (c) =>
    render(c, <ListPage title="Jobs" table={JOBS_TABLE} userId={c.get('auth').user.id} />, { title: 'Jobs' }),
  );
  pages.get(
    '/admin/jobs/:id',
    { permission: ADMIN_PERMISSION.readJobs, summary: 'One job', answers: 'page', params: idParams },
    async (c) => {
      const job = await findJob(db, c.req.valid('param').id);
      if (!job) throw new NotFoundError('There is no such job.');
      return render(c, <JobPage job={job} />, { title: `Job #${job.id}` });
    },
  );
}
