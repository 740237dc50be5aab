import { breaksService } from '../breaks/index.ts';
import { pickupsForReports } from '../pickups/index.ts';
import type { Db } from './reports.repository.ts';
import type { ReportRow } from './reports.table.ts';
import { reviewPoints, type ReviewPoint } from './rules/review.ts';

/** The points the reviewer of this report must confirm with a reason before finalizing it. */
export async function reportReviewPoints(db: Db, report: Pick<ReportRow, 'sampleId'>): Promise<ReviewPoint[]> {
  const [specimens, [sample]] = await Promise.all([
    pickupsForReports.specimensOf(db, [report.sampleId]),
    pickupsForReports.samplesByIds(db, [report.sampleId]),
  ]);
  const results = await breaksService.resultsOfSpecimens(
    db,
    specimens.map((specimen) => specimen.id),
  );
  return reviewPoints(
    specimens.map((specimen) => ({
      id: specimen.id,
      specimenNum: specimen.specimenNum,
      status: specimen.status,
      resultStatus: results.get(specimen.id)?.status ?? null,
    })),
    // 'For information only' is a requirement of its own: results are reported, never judged.
    { hasRequirement: sample ? sample.minPsi !== null || sample.forInformationOnly : false },
  );
}
