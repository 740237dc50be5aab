import { z } from 'zod';
import { okAnswer } from '../../core/http/answers.ts';
import { ConflictError, NotFoundError } from '../../core/errors.ts';
import { retryJob } from '../../core/jobs/queue.ts';
import { SEND_MAIL_JOB } from '../../core/mail/mailer.ts';
import { ok } from '../../core/http/respond.ts';
import { idParams } from '../../core/http/params.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import { jobsTableModel, logsTableModel, outboxTableModel } from './models.ts';
import { OPERATIONS_PERMISSION as P } from './permissions.ts';
import { findJob, findMail } from './repository.ts';

/** The outbox, the job queue and the log: their lists, one mail, and the two actions (send again, retry). */
export function operationsApi(ctx: PluginContext): PortalRouter {
  const router = ctx.http.api();
  const { db } = ctx;

  serveTable(router, '/api/outbox', { permission: P.readOutbox, summary: 'The outbox: every mail and its state' }, outboxTableModel, {
    db,
  });
  router.get(
    '/api/outbox/:id',
    {
      permission: P.readOutbox,
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
  router.post(
    '/api/outbox/:id/resend',
    { permission: P.resendMail, summary: 'Queues a mail to be sent again', params: idParams, response: okAnswer },
    async (c) => {
      const { id } = c.req.valid('param');
      await db.transaction().execute(async (trx) => {
        const mail = await findMail(trx, id);
        if (!mail) throw new NotFoundError('Mail not found');
        await trx.updateTable('mailOutbox').set({ status: 'queued', lastError: null }).where('id', '=', id).execute();
        await ctx.jobs.enqueue(trx, SEND_MAIL_JOB, { outboxId: id }, { maxAttempts: 8 });
      });
      return ok(c);
    },
  );

  serveTable(router, '/api/jobs', { permission: P.readJobs, summary: 'Background jobs and their errors' }, jobsTableModel, { db });
  router.post(
    '/api/jobs/:id/retry',
    { permission: P.retryJob, summary: 'Retries a failed job', params: idParams, response: okAnswer },
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await findJob(db, id))) throw new NotFoundError('Job not found');
      if (!(await retryJob(db, id))) throw new ConflictError('Only a failed job can be retried');
      return ok(c);
    },
  );

  serveTable(router, '/api/logs', { permission: P.readLogs, summary: "The log: the server's warnings and errors" }, logsTableModel, { db });
  return router;
}
