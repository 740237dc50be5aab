import { NotFoundError } from '../../core/errors.ts';
import { idParams } from '../../core/http/params.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { OPERATIONS_PERMISSION as P } from './permissions.ts';
import { findJob, findMail } from './repository.ts';
import { JOBS_TABLE, JobPage, ListPage, LOGS_TABLE, OUTBOX_TABLE, OutboxMessagePage } from './screens.tsx';

/** `/admin/outbox`, `/admin/jobs` and `/admin/logs`, and one mail or job. */
export function operationsPages(ctx: PluginContext): PortalRouter {
  const router = ctx.http.pages();
  const { db, http } = ctx;

  router.get('/admin/logs', { permission: P.readLogs, summary: 'The log viewer', answers: 'page' }, (c) =>
    http.render(c, <ListPage title="Logs" table={LOGS_TABLE} userId={c.get('auth').user.id} />, { title: 'Logs' }),
  );
  router.get('/admin/outbox', { permission: P.readOutbox, summary: 'The outbox', answers: 'page' }, (c) =>
    http.render(c, <ListPage title="Outbox" table={OUTBOX_TABLE} userId={c.get('auth').user.id} warning={ctx.mail.warning} />, {
      title: 'Outbox',
    }),
  );
  router.get('/admin/outbox/:id', { permission: P.readOutbox, summary: 'One mail', answers: 'page', params: idParams }, async (c) => {
    const mail = await findMail(db, c.req.valid('param').id);
    if (!mail) throw new NotFoundError('There is no such mail in the outbox.');
    return http.render(c, <OutboxMessagePage mail={mail} />, { title: mail.subject });
  });
  router.get('/admin/jobs', { permission: P.readJobs, summary: 'Background jobs', answers: 'page' }, (c) =>
    http.render(c, <ListPage title="Jobs" table={JOBS_TABLE} userId={c.get('auth').user.id} />, { title: 'Jobs' }),
  );
  router.get('/admin/jobs/:id', { permission: P.readJobs, summary: 'One job', answers: 'page', params: idParams }, async (c) => {
    const job = await findJob(db, c.req.valid('param').id);
    if (!job) throw new NotFoundError('There is no such job.');
    return http.render(c, <JobPage job={job} />, { title: `Job #${job.id}` });
  });
  return router;
}
