import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_FOLDER_LOCK, DataFolderInUseError, dataFolderHolder, lockDataFolder } from './data-folder-lock.ts';
import { openDatabase } from './database.ts';

describe('the lock on the embedded database’s data folder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-lock-test-'));
  afterEach(() => rmSync(join(folder, DATA_FOLDER_LOCK), { force: true }));

  it('is held by one process at a time, and let go on release', () => {
    const release = lockDataFolder(folder);
    expect(dataFolderHolder(folder)).toMatch(new RegExp(`^a portal \\(process ${process.pid}, since `));
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUseError);
    release();
    expect(existsSync(join(folder, DATA_FOLDER_LOCK))).toBe(false);
    expect(dataFolderHolder(folder)).toBeUndefined();
  });

  it('counts a lock left by a process that ended (killed, crashed) as free, and one from another machine as held', () => {
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(join(folder, DATA_FOLDER_LOCK), JSON.stringify({ pid: Number(ended), host: hostname(), since: 'then' }));
    expect(dataFolderHolder(folder)).toBeUndefined();
    lockDataFolder(folder)();
    writeFileSync(join(folder, DATA_FOLDER_LOCK), JSON.stringify({ pid: 1, host: 'another-machine', since: 'then' }));
    expect(dataFolderHolder(folder)).toMatch(/^a portal on another-machine \(process 1; delete .*portal\.lock if it has stopped\)$/);
  });

  it('keeps a second embedded database from opening the folder while the first is open', async () => {
    const first = await openDatabase({ dataDir: folder });
    try {
      await expect(openDatabase({ dataDir: folder })).rejects.toThrow(
        `The data folder ${folder} is in use by a portal (process ${process.pid}`,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: folder });
    await again.close();
    rmSync(folder, { recursive: true, force: true });
  }, 60_000);
});
