import type { Actor } from '../../core/auth/actor.ts';
import { ConflictError, NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { shareTransaction } from '../../core/plugin/extension-points.ts';
import { reportDetail, REPORT_NOT_FOUND, type ReportDetail } from './detail.ts';
import { reportAmended } from './extension-points.ts';
import { presentRow } from './present.ts';
import { findReport, updateReport } from './reports.repository.ts';
import type { ReportsDatabase } from './reports.table.ts';

export const NOT_FINALIZED = 'Only a finalized report can be amended';

type AmendDeps = Pick<PluginContext<ReportsDatabase>, 'db' | 'audit' | 'extensions'>;

/**
 * `POST /api/reports/{id}/amend`: opens a finalized report's next revision for editing, marked
 * Amended with the reason. Earlier revisions' files stay as they were issued (signed, never
 * rewritten); the one in force is withdrawn until the new revision is issued, which prints
 * "Amended report, revision N+1, supersedes revision N" and the reason.
 */
export function amendReport(deps: AmendDeps, actor: Actor, id: number, reason: string): Promise<ReportDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await findReport(trx, id, { all: true }, true);
    if (!before) throw new NotFoundError(REPORT_NOT_FOUND);
    if (!before.finalized) throw new ConflictError(NOT_FINALIZED);
    const after = await updateReport(
      trx,
      id,
      {
        finalized: false,
        finalizedAt: null,
        finalizedBy: null,
        finalizedRole: null,
        statements: '[]',
        amended: true,
        amendReason: reason,
        issue: before.issue + 1,
        reportDate: null,
      },
      undefined,
    );
    await deps.audit.record(trx, {
      entity: 'report',
      recordId: id,
      action: 'amend',
      before: presentRow(before),
      after: presentRow(after),
      actor,
    });
    await deps.extensions.collect(reportAmended, {
      trx: shareTransaction(trx),
      reportId: id,
      customerId: after.customerId,
      sampleNum: after.sampleNum,
      actor,
      revision: after.issue,
      supersedes: before.issue,
      reason,
    });
    return reportDetail(trx, after);
  });
}
