import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const INSTALL_ROOT = '/usr/lib/postgresql';

/** The folder of a PostgreSQL installation's server programs (initdb, pg_ctl), the newest first; none when absent. */
export function postgresServerBinaries(): string | undefined {
  if (!existsSync(INSTALL_ROOT)) return undefined;
  const versions = readdirSync(INSTALL_ROOT)
    .filter(
      (version) => existsSync(join(INSTALL_ROOT, version, 'bin', 'initdb')) && existsSync(join(INSTALL_ROOT, version, 'bin', 'pg_ctl')),
    )
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(INSTALL_ROOT, versions[0], 'bin');
}

/** A port nobody listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port: a fault test may
 * stop it, kill it and start it again without touching any server anybody else uses.
 */
export interface ThrowawayPostgres {
  /** The cluster's `postgres` database, trust authentication on 127.0.0.1. */
  url: string;
  /** Stops the server: `fast` ends sessions cleanly, `immediate` is a crash (recovery on start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

/**
 * Creates and starts a throwaway cluster with initdb and pg_ctl. The server refuses to run as
 * root, so a root test runs them as `nobody`.
 */
export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const data = join(folder, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(folder, 65534, 65534);
  const program = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'nobody', '--', join(bin, name), ...args]) : run(join(bin, name), args);
  await program('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => void (await program('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', 'start']));
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => void (await program('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop('immediate').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
