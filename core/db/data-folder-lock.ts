import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The file a process holding the embedded database keeps in its data folder. */
export const DATA_FOLDER_LOCK = 'portal.lock';

interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

/** Thrown when another process holds the data folder; the message says which and what to do. */
export class DataFolderInUseError extends Error {
  override readonly name = 'DataFolderInUseError';
}

function readHolder(folder: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(join(folder, DATA_FOLDER_LOCK), 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? (holder as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Who holds a data folder now, in words, or undefined when nobody does. A lock left by a process
 * that ended (killed, crashed) holds nothing; one from another machine (a shared folder) cannot be
 * checked and counts as held.
 */
export function dataFolderHolder(folder: string): string | undefined {
  const holder = readHolder(folder);
  if (!holder) return undefined;
  if (holder.host !== hostname())
    return `a portal on ${holder.host} (process ${holder.pid}; delete ${join(folder, DATA_FOLDER_LOCK)} if it has stopped)`;
  return isRunning(holder.pid) ? `a portal (process ${holder.pid}, since ${holder.since})` : undefined;
}

/**
 * Takes the embedded database's data folder for this process, or throws when a running portal
 * holds it: two processes writing one embedded database corrupt it (PGlite "Aborted()" on the next
 * start). Answers the release, which removes the lock if it is still this process's.
 * @example const release = lockDataFolder('./data'); ...; release();
 */
export function lockDataFolder(folder: string): () => void {
  const path = join(folder, DATA_FOLDER_LOCK);
  const mine: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  // Created only if absent, so two processes starting at once cannot both take it.
  const take = () => writeFileSync(path, `${JSON.stringify(mine)}\n`, { flag: 'wx' });
  try {
    take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const held = dataFolderHolder(folder);
    if (held) throw new DataFolderInUseError(`The data folder ${folder} is in use by ${held}. Stop it first.`);
    rmSync(path, { force: true });
    take();
  }
  return () => {
    const holder = readHolder(folder);
    if (holder?.pid === mine.pid && holder.host === mine.host) rmSync(join(folder, DATA_FOLDER_LOCK), { force: true });
  };
}
