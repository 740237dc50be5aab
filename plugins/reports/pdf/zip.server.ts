import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FolderStore } from '../../../lib/files/folder-store.server.ts';

/** One file of the zip: where it is in the store, its size there, and its name inside the zip. */
export interface ZipEntry {
  filename: string;
  size: number;
  name: string;
}

export interface ZipStream {
  /** The zip's bytes as they are written; each file is opened only when its turn comes. */
  body: ReadableStream<Uint8Array>;
  /** The zip's exact size, known before the first byte: the answer's Content-Length, so the browser shows its progress. */
  size: number;
}

/**
 * A zip of stored files, streamed: PDFs are compressed already, so they are stored as they are,
 * which also lets yazl tell the zip's size before it starts. Only the file being copied is open.
 * @example const zip = await zipStoredFiles(store, [{ filename: 'report-1-v1-….pdf', size: 16384, name: 'Report 1042.1.pdf' }]);
 */
export function zipStoredFiles(store: FolderStore, entries: readonly ZipEntry[]): Promise<ZipStream> {
  const zip = new ZipFile();
  const mtime = new Date();
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { compress: false, size: entry.size, mtime }, (ready) => ready(null, store.stream(entry.filename)));
  }
  return new Promise((resolve, reject) => {
    zip.once('error', reject);
    const sized = (size: number) => {
      if (size < 0) reject(new Error('The zip size could not be told in advance'));
      else resolve({ body: Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>, size });
    };
    // yazl hands the size to this callback; its type declaration leaves the parameter out.
    zip.end(undefined, sized as unknown as () => void);
  });
}

/** The names of files inside a zip, made unique: a second `Report 1042.1.pdf` becomes `Report 1042.1 (2).pdf`. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : name.replace(/(\.[^.]+)?$/, (extension) => ` (${count})${extension}`);
  });
}
