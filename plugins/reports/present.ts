import type { ReportRow } from './reports.table.ts';
import { reportStatus } from './rules/status.ts';

/** The pdfs value of a report kept on paper (the panel shows 'On File'). */
export const ON_FILE = 'ONFILE';

/** One generated file of a report: every one stays downloadable. */
export interface ReportFileVersion {
  filename: string;
  issue: number;
  generatedAt: string;
  finalized: boolean;
  amendReason: string | null;
}

function parsed<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A report's own fields as the API answers them (the JSON parts parsed), with its display status. */
export function presentRow(row: ReportRow) {
  const { createdAt: _created, updatedAt: _updated, searchText: _search, ...fields } = row;
  return {
    ...fields,
    generalReportInfo: parsed<Record<string, string>>(row.generalReportInfo, {}),
    dataSheetInfo: parsed<Record<string, string>>(row.dataSheetInfo, {}),
    images: parsed<string[]>(row.images, []),
    equipment: parsed<Array<Record<string, unknown>>>(row.equipment, []),
    materials: parsed<Array<Record<string, unknown>>>(row.materials, []),
    pdfs: row.pdfs === ON_FILE ? ON_FILE : parsed<string[]>(row.pdfs ?? '[]', []),
    versions: parsed<ReportFileVersion[]>(row.versions, []),
    statements: parsed<Array<{ key: string; text: string }>>(row.statements, []),
    status: reportStatus(row),
  };
}
export type PresentedReport = ReturnType<typeof presentRow>;
