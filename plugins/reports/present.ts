import type { ReportRow } from './reports.table.ts';
import { reportStatus } from './rules/status.ts';

function parsed<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A report's own fields as the API answers them (the JSON parts parsed), with its display status. */
export function presentRow(row: ReportRow) {
  const { createdAt: _created, updatedAt: _updated, ...fields } = row;
  return {
    ...fields,
    generalReportInfo: parsed<Record<string, string>>(row.generalReportInfo, {}),
    dataSheetInfo: parsed<Record<string, string>>(row.dataSheetInfo, {}),
    images: parsed<string[]>(row.images, []),
    equipment: parsed<Array<Record<string, unknown>>>(row.equipment, []),
    materials: parsed<Array<Record<string, unknown>>>(row.materials, []),
    status: reportStatus(row),
  };
}
export type PresentedReport = ReturnType<typeof presentRow>;
