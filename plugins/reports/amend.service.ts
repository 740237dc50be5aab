import type { Actor } from '../../core/auth/actor.ts';
import { ConflictError, NotFoundError } from '../../core/errors.ts';
import { reportDetail, REPORT_NOT_FOUND, type ReportDetail } from './detail.ts';
import { presentRow } from './present.ts';
import { findReport, updateReport } from './reports.repository.ts';
import type { ReportsDeps } from './save.service.ts';

export const NOT_FINALIZED = 'Only a finalized report can be amended';

/**
 * `POST /api/reports/{id}/amend`: opens a finalized report for a new issue. The earlier files
 * stay in `pdfs` and `versions`; the next file is marked Amended with the reason printed, once
 * the report is finalized again.
 */
export function amendReport(deps: ReportsDeps, actor: Actor, id: number, reason: string): Promise<ReportDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await findReport(trx, id, { all: true }, true);
    if (!before) throw new NotFoundError(REPORT_NOT_FOUND);
    if (!before.finalized) throw new ConflictError(NOT_FINALIZED);
    const after = await updateReport(
      trx,
      id,
      { finalized: false, finalizedAt: null, finalizedBy: null, amended: true, amendReason: reason, issue: before.issue + 1 },
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
    return reportDetail(trx, after);
  });
}
