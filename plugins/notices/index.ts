import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { extend, joinTransaction } from '../../core/plugin/extension-points.ts';
import type { CoreDatabase } from '../../core/db/core-database.ts';
import { reportAmended, reportIssued } from '../reports/index.ts';
import { mailReportNotice } from './report-notices.tsx';

/**
 * Notices to customers of what the lab did with their reports: issued, and reopened to be
 * amended (decision 228). Built on reports' extension points, so the notice is written in the
 * issue's or the amendment's own transaction; which notices a customer user gets is kept by
 * customers (My Company), whose `noticeRecipients` every plugin that mails a notice asks.
 */
export default definePlugin<CoreDatabase>({
  id: 'notices',
  dependsOn: ['reports', 'customers'],
  extensions: [
    extend(reportIssued, (event, ctx) =>
      mailReportNotice(
        ctx,
        joinTransaction<CoreDatabase>(event.trx),
        event.reportId,
        { kind: 'issued', revision: event.revision, amendReason: event.amendReason },
        event.actor,
      ),
    ),
    extend(reportAmended, (event, ctx) =>
      mailReportNotice(
        ctx,
        joinTransaction<CoreDatabase>(event.trx),
        event.reportId,
        { kind: 'amended', revision: event.revision, supersedes: event.supersedes, reason: event.reason },
        event.actor,
      ),
    ),
  ],
});
