import { sql } from 'kysely';
import type { AnyDatabase } from '../../core/db/database.ts';
import type { TableParams } from '../../core/table/params.ts';
import { filteredQuery, type TableRestriction } from '../../core/table/query.ts';
import { ON_FILE } from './present.ts';
import { reportsTableModel } from './reports.model.ts';

/** A report of the list with a document, and its latest file. */
export interface ReportFile {
  id: number;
  sampleNum: string;
  filename: string;
}

/** How many reports are read at a time: the list is walked in id order, never loaded whole. */
const BATCH = 200;

/** The latest file of a report's `pdfs` (latest last), or undefined for none or 'On File'. */
export function latestFile(pdfs: string | null): string | undefined {
  if (pdfs === null || pdfs === ON_FILE) return undefined;
  try {
    const files = JSON.parse(pdfs) as unknown;
    const last = Array.isArray(files) ? (files.at(-1) as unknown) : undefined;
    return typeof last === 'string' ? last : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The reports the list's query matches (`conditions`, `startDate`, `endDate`, `search`; a
 * customer only its own) that have a document, with their latest files, in batches by id.
 */
export async function* matchingReportFiles(
  db: AnyDatabase,
  params: TableParams,
  restrict?: TableRestriction,
): AsyncGenerator<ReportFile[]> {
  const base = await filteredQuery(db, reportsTableModel, params, restrict);
  let after = 0;
  for (;;) {
    const rows = (await base
      .select(['reports.id as id', 'reports.sampleNum as sampleNum', 'reports.pdfs as pdfs'])
      .where('reports.id', '>', after)
      .where('reports.pdfs', 'is not', null)
      .where('reports.pdfs', '<>', ON_FILE)
      .where('reports.pdfs', '<>', sql<string>`'[]'`)
      .orderBy('reports.id')
      .limit(BATCH)
      .execute()) as Array<{ id: number; sampleNum: string; pdfs: string | null }>;
    const files = rows.flatMap(({ id, sampleNum, pdfs }) => {
      const filename = latestFile(pdfs);
      return filename ? [{ id, sampleNum, filename }] : [];
    });
    if (files.length > 0) yield files;
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.id;
  }
}
