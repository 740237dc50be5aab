import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

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
export class ReportFileStore {
  readonly folder: string;

  constructor(dataDir: string) {
    this.folder = resolve(dataDir, 'reports');
  }

  #path(name: string): string {
    const path = resolve(this.folder, name);
    if (reportIdOfFile(name) === undefined || !path.startsWith(this.folder + sep))
      throw new Error(`Refused a report file name: ${JSON.stringify(name)}`);
    return path;
  }

  async write(name: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    await writeFile(this.#path(name), bytes, { flag: 'wx' });
  }

  /** The file's bytes, or undefined when it is gone. */
  async read(name: string): Promise<Uint8Array | undefined> {
    try {
      return new Uint8Array(await readFile(this.#path(name)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
