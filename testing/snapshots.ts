import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder where this run keeps migrated, seeded embedded databases (test/snapshots-setup.ts). */
    databaseSnapshots: string | undefined;
  }
}

/**
 * Migrated, demo-seeded embedded databases kept for one `vitest run`: starting PGlite, migrating
 * every plugin and seeding the demo lab costs a test file about two seconds, and most files ask
 * for the same plugins and settings. The first file to ask makes the snapshot; the others start
 * from it (`loadDataDir`). Watch mode keeps none, since code may change between its runs.
 */
export const databaseSnapshots = {
  /** The snapshot's name for what decides the database's content. */
  key(parts: unknown): string {
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
  },

  read(key: string): Blob | undefined {
    const file = fileOf(key);
    return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
  },

  /** Keeps a snapshot; written aside and renamed, so a file reading at the same time sees all of it or none. */
  async write(key: string, dump: Blob): Promise<void> {
    const file = fileOf(key);
    if (!file) return;
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
  },
};

function fileOf(key: string): string | undefined {
  const folder = inject('databaseSnapshots');
  return folder ? join(folder, `${key}.tar`) : undefined;
}
