import { ConflictError } from '../../../core/errors.ts';

export const REPORT_STATUSES = ['Info Incomplete', 'Info Complete', 'Finalized', 'Amended'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export interface ReportFlags {
  reportInfoComplete: boolean;
  finalized: boolean;
  amended: boolean;
}

/** Section 4: Info Incomplete, then Info Complete, then Finalized, then Amended; amended wins over finalized, finalized over complete. */
export function reportStatus(report: ReportFlags): ReportStatus {
  if (report.amended) return 'Amended';
  if (report.finalized) return 'Finalized';
  return report.reportInfoComplete ? 'Info Complete' : 'Info Incomplete';
}

/** The dashboard's state: Finalized when finalized, or when nothing is left to test and the info is complete; otherwise Interim. */
export function dashboardState(report: ReportFlags & { hasUntested: boolean }): 'Finalized' | 'Interim' {
  return report.finalized || (!report.hasUntested && report.reportInfoComplete) ? 'Finalized' : 'Interim';
}

export const FINALIZED_MESSAGE = 'This report is finalized: amend it to change it';

/** A finalized report is locked: a change is refused (409) until it is amended. */
export function assertChangeable(report: Pick<ReportFlags, 'finalized'>): void {
  if (report.finalized) throw new ConflictError(FINALIZED_MESSAGE);
}
