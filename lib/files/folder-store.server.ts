import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FileStore } from './file-store.ts';

/**
 * Files kept in one folder on disk (uploads, generated documents). Every path is checked twice:
 * the name must be one the owner makes (`accepts`), and the resolved path must sit directly in
 * the folder, so no name reaches another file.
 */
export class FolderStore implements FileStore {
  readonly folder: string;

  constructor(
    folder: string,
    private readonly accepts: (name: string) => boolean,
  ) {
    this.folder = resolve(folder);
  }

  #path(name: string): string {
    const path = resolve(this.folder, name);
    if (!this.accepts(name) || !path.startsWith(this.folder + sep) || path.slice(this.folder.length + 1).includes(sep)) {
      throw new Error(`Refused a file name outside ${this.folder}: ${JSON.stringify(name)}`);
    }
    return path;
  }

  /** Writes a new file; an existing one is never overwritten. */
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

  /** The file's size in bytes, or undefined when it is gone. */
  async size(name: string): Promise<number | undefined> {
    try {
      return (await stat(this.#path(name))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** The file read piece by piece, for answers that must not hold it whole in memory. */
  stream(name: string): ReadStream {
    return createReadStream(this.#path(name));
  }

  /** Removes the file; one already gone is fine. */
  async remove(name: string): Promise<void> {
    try {
      await unlink(this.#path(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
