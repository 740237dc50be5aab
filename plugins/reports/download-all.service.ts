import { BusinessRuleError } from '../../core/errors.ts';
import type { AnyDatabase } from '../../core/db/database.ts';
import type { TableParams } from '../../core/table/params.ts';
import type { TableRestriction } from '../../core/table/query.ts';
import { matchingReportFiles } from './bulk.service.ts';
import type { ReportFileStore } from './pdf/store.server.ts';
import { uniqueNames, zipStoredFiles, type ZipEntry, type ZipStream } from './pdf/zip.server.ts';

/** The most reports one zip holds; a bigger list is narrowed with the list's filters first. */
export const MAX_ZIP_REPORTS = 5000;
export const NOTHING_TO_DOWNLOAD = 'No report in this list has a document to download';
export const TOO_MANY_TO_ZIP = `More than ${MAX_ZIP_REPORTS} reports match: narrow the list with its filters first`;

/** A zip entry's name: the report's set number, without characters a file system refuses. */
const entryName = (sampleNum: string) => `Report ${sampleNum.replace(/[\\/:*?"<>|]/g, '-')}.pdf`;

/**
 * `GET /api/reports/download-all`: the latest PDF of every report the list's query matches, as
 * one zip streamed from the files on disk. Files gone from disk are left out.
 */
export async function downloadAllReports(
  db: AnyDatabase,
  store: ReportFileStore,
  params: TableParams,
  restrict?: TableRestriction,
): Promise<ZipStream & { reports: number }> {
  const found: Array<Omit<ZipEntry, 'name'> & { sampleNum: string }> = [];
  for await (const batch of matchingReportFiles(db, params, restrict)) {
    for (const file of batch) {
      const size = await store.size(file.filename);
      if (size !== undefined) found.push({ filename: file.filename, size, sampleNum: file.sampleNum });
    }
    if (found.length > MAX_ZIP_REPORTS) throw new BusinessRuleError(TOO_MANY_TO_ZIP);
  }
  if (found.length === 0) throw new BusinessRuleError(NOTHING_TO_DOWNLOAD);
  const names = uniqueNames(found.map((file) => entryName(file.sampleNum)));
  const zip = await zipStoredFiles(
    store,
    found.map((file, index) => ({ filename: file.filename, size: file.size, name: names[index]! })),
  );
  return { ...zip, reports: found.length };
}
