import type { Actor } from '../../core/auth/actor.ts';
import { labToday } from '../../shared/dates.ts';
import { InputError, NotAllowedError, NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { materialsService } from '../materials/index.ts';
import { chooseEquipment } from './equipment-choice.ts';
import { pdfsForOnFile } from './on-file.ts';
import { reportDetail, reportTemplate, REPORT_NOT_FOUND, type ReportDetail } from './detail.ts';
import { filledInfo, LIMITS, uploadPrefix } from './fields.ts';
import { presentRow } from './present.ts';
import { findReport, updateReport, userName } from './reports.repository.ts';
import type { ReportsDatabase, ReportUpdate } from './reports.table.ts';
import { confirmPoints } from './rules/review.ts';
import { assertChangeable } from './rules/status.ts';
import { reportReviewPoints } from './review.service.ts';
import { IMAGE_MESSAGE, type ReportInput } from './schema.ts';

export type ReportsDeps = Pick<PluginContext<ReportsDatabase>, 'db' | 'audit' | 'config'>;

export const REPORT_SAVED = 'Your report was saved';
const FINALIZE_REFUSED = 'Only admin and customer-service users may finalize a report';
export const CONFIRM_POINTS = 'Confirm each point of the review with a reason';

/** The roles that finalize, as the approval prints them. */
const APPROVER_ROLES: Partial<Record<Actor['role'], string>> = { admin: 'Admin', 'customer-service': 'Customer Service' };

/**
 * `PUT /api/reports/{id}`: the detail form, in one transaction. A finalized report is locked
 * (409); finalizing records who reviewed it and when; chosen equipment and materials are copied
 * as they are now, so the report keeps printing what was used.
 */
export async function saveReport(
  deps: ReportsDeps,
  actor: Actor,
  id: number,
  input: ReportInput,
  mayFinalize: boolean,
): Promise<ReportDetail> {
  if (input.finalized && !mayFinalize) throw new NotAllowedError(FINALIZE_REFUSED);
  return deps.db.transaction().execute(async (trx) => {
    const before = await findReport(trx, id, { all: true }, true);
    if (!before) throw new NotFoundError(REPORT_NOT_FOUND);
    assertChangeable(before);
    const template = await reportTemplate(before.template);
    const imageLimit = template?.report?.images?.max ?? LIMITS.images;
    if (input.images && input.images.length > imageLimit) {
      throw new InputError('Invalid input', { images: `At most ${imageLimit} panel images may be added` });
    }
    const values: Omit<ReportUpdate, 'version' | 'updatedAt'> = {};
    if (input.generalReportInfo) values.generalReportInfo = JSON.stringify(filledInfo(input.generalReportInfo));
    if (input.dataSheetInfo) values.dataSheetInfo = JSON.stringify(filledInfo(input.dataSheetInfo));
    if (input.reportDate !== undefined) values.reportDate = input.reportDate;
    if (input.reportInfoComplete !== undefined) values.reportInfoComplete = input.reportInfoComplete;
    const pdfs = input.onFile === undefined ? undefined : pdfsForOnFile(before.pdfs, presentRow(before).versions, input.onFile);
    if (pdfs !== undefined) values.pdfs = pdfs;
    const ownPrefix = `${uploadPrefix(id)}_`;
    if (input.images?.some((name) => !name.startsWith(ownPrefix))) throw new InputError('Invalid input', { images: IMAGE_MESSAGE });
    if (input.graph && !input.graph.startsWith(ownPrefix)) throw new InputError('Invalid input', { graph: IMAGE_MESSAGE });
    if (input.images) values.images = JSON.stringify(input.images);
    if (input.graph !== undefined) values.graph = input.graph;
    if (input.equipment) {
      const listed = new Set(presentRow(before).equipment.map((item) => Number(item.id)));
      values.equipment = JSON.stringify(await chooseEquipment(trx, input.equipment, listed, labToday(deps.config.labTimeZone)));
    }
    if (input.materials) {
      const chosen = [];
      for (const materialId of input.materials) {
        const material = await materialsService.find(trx, materialId);
        if (!material) throw new InputError('Invalid input', { materials: 'Choose existing materials' });
        chosen.push(material);
      }
      values.materials = JSON.stringify(chosen);
    }
    if (input.finalized) {
      const confirmed = confirmPoints(await reportReviewPoints(trx, before), input.confirmations ?? {});
      if ('missing' in confirmed) throw new InputError(CONFIRM_POINTS, confirmed.missing);
      values.finalized = true;
      values.finalizedAt = new Date();
      values.finalizedBy = await userName(trx, actor.userId);
      values.finalizedRole = APPROVER_ROLES[actor.role] ?? actor.role;
      values.statements = JSON.stringify(confirmed.statements);
    }
    const after = await updateReport(trx, id, values, input.version);
    await deps.audit.record(trx, {
      entity: 'report',
      recordId: id,
      action: input.finalized ? 'finalize' : 'update',
      before: presentRow(before),
      after: presentRow(after),
      actor,
    });
    return reportDetail(trx, after);
  });
}
