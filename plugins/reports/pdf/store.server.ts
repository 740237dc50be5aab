import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { FolderStore } from '../../../lib/files/folder-store.server.ts';

/** The only names a report's file has: its report id, its version, random hex and `.pdf`. */
const FILE_NAME = /^report-([1-9]\d{0,9})-v([1-9]\d{0,4})-[0-9a-f]{16}\.pdf$/;

/** The report a file name belongs to, or undefined when it is not a report file's name. */
export function reportIdOfFile(name: string): number | undefined {
  const match = FILE_NAME.exec(name);
  return match ? Number(match[1]) : undefined;
}

/** A new file name for a report's PDF: random, so a name cannot be guessed from another. */
export function newReportFileName(reportId: number, version: number): string {
  return `report-${reportId}-v${version}-${randomBytes(8).toString('hex')}.pdf`;
}

/** The report files on disk, under the data folder; a name is checked before any path is made of it. */
export class ReportFileStore extends FolderStore {
  constructor(dataDir: string) {
    super(resolve(dataDir, 'reports'), (name) => reportIdOfFile(name) !== undefined);
  }
}
