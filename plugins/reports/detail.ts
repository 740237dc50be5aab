import type { CompanyScope } from '../../core/auth/company-scope.ts';
import { NotFoundError } from '../../core/errors.ts';
import { customersService } from '../customers/index.ts';
import { pickupsForReports, SPECIMEN_TESTED } from '../pickups/index.ts';
import { savedLocationsService } from '../saved-locations/index.ts';
import { templateCatalogue } from '../templates/index.ts';
import { presentRow } from './present.ts';
import { findReport, issuesOf, type Db } from './reports.repository.ts';
import { standing } from './verify/standing.ts';
import type { ReportRow } from './reports.table.ts';

export const REPORT_NOT_FOUND = 'Report not found';

const NO_LABELS: Readonly<Record<string, string>> = {};

/** The template as the detail form needs it: its sections, the limits and the Report Calculations panel's formulas. */
export async function reportTemplate(id: string | null) {
  if (!id) return null;
  const definition = (await templateCatalogue()).find(id)?.definition;
  if (!definition) return { id, name: id, title: id, report: null, computedValues: {}, finalComputedValues: {}, labels: NO_LABELS };
  return {
    id,
    name: definition.name,
    title: definition.title,
    report: definition.report,
    computedValues: definition.computedValues,
    finalComputedValues: definition.finalComputedValues,
    labels: definition.labels,
  };
}
export type ReportTemplate = Awaited<ReturnType<typeof reportTemplate>>;

/** A report with what belongs to it: the company, the pickup, the project address, the template and the specimens. */
export async function reportDetail(db: Db, row: ReportRow) {
  const [customer, pickup, location, template, specimens, issues] = await Promise.all([
    // Its header image: a report prints it.
    customersService.reportHeading(db, row.customerId),
    pickupsForReports.findPickupSummary(db, row.pickupId, { all: true }),
    row.savedLocationId === null ? undefined : savedLocationsService.findLocation(db, row.savedLocationId),
    reportTemplate(row.template),
    pickupsForReports.specimensOf(db, [row.sampleId]),
    issuesOf(db, row.id),
  ]);
  const issuedRevisions = issues.map((issue) => issue.revision);
  return {
    ...presentRow(row),
    specimens: specimens.map((specimen) => ({
      id: specimen.id,
      specimenNum: specimen.specimenNum,
      castDate: specimen.castDate,
      testDate: specimen.testDate,
      testTypeId: specimen.testTypeId,
      status: specimen.status,
      specimenStatus: specimen.specimenStatus,
    })),
    hasUntested: specimens.some((specimen) => specimen.specimenStatus !== SPECIMEN_TESTED),
    /** Every issued revision, oldest first: its one file, when, who approved it, why it was amended, where it stands. */
    issues: issues.map((issue) => ({
      revision: issue.revision,
      filename: issue.filename,
      issuedAt: issue.issuedAt.toISOString(),
      approvedBy: issue.approvedBy,
      approvedRole: issue.approvedRole,
      amendReason: issue.amendReason,
      code: issue.code,
      sha256: issue.sha256,
      standing: standing(issue.revision, issuedRevisions, row.issue),
    })),
    template,
    Customer: customer ? { id: customer.id, companyName: customer.companyName, reportHeaderImage: customer.reportHeaderImage } : null,
    Pickup: pickup ? { id: pickup.id, pickupNumber: pickup.pickupNumber } : null,
    SavedLocation: location
      ? {
          id: location.id,
          pickupAddr1: location.pickupAddr1,
          pickupCity: location.pickupCity,
          jobName: location.jobName,
          sendReports: location.sendReports,
        }
      : null,
  };
}
export type ReportDetail = Awaited<ReturnType<typeof reportDetail>>;

export async function findReportDetail(db: Db, id: number, scope: CompanyScope): Promise<ReportDetail> {
  const row = await findReport(db, id, scope);
  if (!row) throw new NotFoundError(REPORT_NOT_FOUND);
  return reportDetail(db, row);
}
