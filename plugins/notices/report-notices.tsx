import type { Kysely } from 'kysely';
import type { Actor } from '../../core/auth/actor.ts';
import type { CoreDatabase } from '../../core/db/core-database.ts';
import { publicAddress } from '../../core/http/public-url.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { customersService } from '../customers/index.ts';
import { reportNoticeFacts } from '../reports/index.ts';
import { ReportNotice, reportNoticeSubject, type ReportNoticeEvent } from './report-notice.tsx';

type NoticeDeps = Pick<PluginContext, 'mail' | 'config' | 'audit'>;

/**
 * Mails a report's notice inside the transaction that issues or amends it (rolled back, nothing
 * is sent), to the report e-mails the send rules give, less the customer users who turned the
 * notice off. A report the send rules hold (a switch off, 'Must pay before report', no report
 * e-mail) sends no notice either; the trail says why. Amending a report never issued tells nobody.
 */
export async function mailReportNotice(
  deps: NoticeDeps,
  trx: Kysely<CoreDatabase>,
  reportId: number,
  event: ReportNoticeEvent,
  actor: Actor,
): Promise<void> {
  const facts = await reportNoticeFacts(trx, reportId);
  // A finalized report amended before it was ever issued withdraws nothing the customer holds.
  if (!facts || (event.kind === 'amended' && !facts.issuedRevisions.includes(event.supersedes))) return;
  const notice = event.kind === 'amended' ? 'reportAmended' : 'reportIssued';
  const trail = { entity: 'report', recordId: reportId, actor };
  if (!facts.decision.send) {
    await deps.audit.record(trx, { ...trail, action: 'notice held', after: { notice, reason: facts.decision.reason } });
    return;
  }
  const to = await customersService.noticeRecipients(trx, facts.customerId, notice, facts.decision.to);
  if (to.length === 0) return;
  const link = `${publicAddress(deps.config)}${facts.portalPath}`;
  await deps.mail.send(trx, {
    to: to.join(', '),
    subject: reportNoticeSubject(event, facts),
    body: <ReportNotice event={event} facts={facts} link={link} />,
  });
  await deps.audit.record(trx, { ...trail, action: 'notice', after: { notice, revision: event.revision, to } });
}
