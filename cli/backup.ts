/**
 * `portal backup` and `portal restore`: the database (pg_dump and psql for PostgreSQL; the
 * embedded database lives in the data folder) and the data folder with the uploaded files.
 * Imported only when one of them runs (see commands.ts). Decision 147.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { PortalConfig } from '../core/config.ts';
import { DATA_FOLDER_LOCK, DataFolderInUseError, dataFolderHolder } from '../core/db/data-folder-lock.ts';
import { openDatabase } from '../core/db/database.ts';
import { takeDatabaseAlone } from '../core/db/presence.ts';
import { UsageError, parseOptions } from '../lib/commands/args.ts';
import { moveEmbeddedToPostgres } from './move-to-postgres.ts';

const run = promisify(execFile);
const MANIFEST = 'backup.json';
const DUMP = 'database.sql';
const DATA = 'data';

interface Manifest {
  format: 1;
  database: 'embedded' | 'postgres';
  portalVersion: string;
  createdAt: string;
}

const databaseOf = (config: PortalConfig): Manifest['database'] => (config.databaseUrl ? 'postgres' : 'embedded');

/** Refuses to work on a data folder a running portal holds (its embedded database, or its files). */
function refuseHeldDataFolder(config: PortalConfig, action: string): void {
  const holder = existsSync(config.dataDir) ? dataFolderHolder(config.dataDir) : undefined;
  if (holder) throw new DataFolderInUseError(`Cannot ${action}: the data folder ${config.dataDir} is in use by ${holder}. Stop it first.`);
}

/** The data folder's copy leaves out the running portal's lock: a backup holds no process. */
const withoutLock = (source: string) => !source.endsWith(`/${DATA_FOLDER_LOCK}`);

/**
 * Ends every session the restored database holds: whoever was signed in before the restore signs
 * in again, so no session outlives the data it was started on. (PostgreSQL's end in the restore's
 * own transaction.)
 */
const END_SESSIONS = 'delete from sessions';

async function endEmbeddedSessions(config: PortalConfig): Promise<void> {
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    await sql.raw(END_SESSIONS).execute(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Writes a backup into a new or empty folder: `backup.json`, the data folder under `data/`, and
 * for PostgreSQL the database as SQL (`database.sql`). The embedded database is a folder of
 * files, consistent only while no portal has it open: stop the portal first.
 */
export async function backupPortal(config: PortalConfig, folder: string): Promise<Manifest> {
  if (existsSync(folder) && (await readdir(folder)).length > 0) throw new UsageError(`${folder} is not empty: back up into a new folder`);
  // pg_dump reads a consistent snapshot beside a running portal; the embedded database's files are not.
  if (!config.databaseUrl) refuseHeldDataFolder(config, 'back up the embedded database');
  await mkdir(folder, { recursive: true });
  if (config.databaseUrl) {
    await run('pg_dump', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--file', join(folder, DUMP), config.databaseUrl]);
  }
  if (existsSync(config.dataDir)) await cp(config.dataDir, join(folder, DATA), { recursive: true, filter: withoutLock });
  else await mkdir(join(folder, DATA));
  const manifest: Manifest = {
    format: 1,
    database: databaseOf(config),
    portalVersion: config.version,
    createdAt: new Date().toISOString(),
  };
  await writeFile(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup back: the data folder is replaced by the backup's, and a PostgreSQL database is
 * replaced by the dump in one transaction (a failure leaves it as it was); then every session
 * ends. Refused while a portal uses the database or the data folder (on PostgreSQL, no portal
 * can start until it is done), and for a backup of the other kind of database.
 */
export async function restorePortal(config: PortalConfig, folder: string): Promise<Manifest> {
  const manifestPath = join(folder, MANIFEST);
  if (!existsSync(manifestPath)) throw new UsageError(`${folder} holds no ${MANIFEST}: not a portal backup`);
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  // An embedded lab moving to PostgreSQL: its rows are copied into the migrated PostgreSQL database.
  const moving = manifest.database === 'embedded' && databaseOf(config) === 'postgres';
  if (manifest.database !== databaseOf(config) && !moving) {
    throw new UsageError(`This backup is of the ${manifest.database} database; the portal is configured for the ${databaseOf(config)} one`);
  }
  refuseHeldDataFolder(config, 'restore');
  const letGo = config.databaseUrl ? await takeDatabaseAlone(config.databaseUrl) : async () => undefined;
  try {
    if (moving) await moveFromEmbeddedBackup(config, folder);
    else await replaceFromBackup(config, folder);
  } finally {
    await letGo();
  }
  if (!config.databaseUrl) await endEmbeddedSessions(config);
  return manifest;
}

/**
 * An embedded backup restored with `DATABASE_URL` set: the data folder comes back as for any
 * restore (the uploaded files), and the embedded database in it is copied into PostgreSQL.
 */
async function moveFromEmbeddedBackup(config: PortalConfig, folder: string): Promise<void> {
  const dataDir = resolve(config.dataDir);
  await rm(dataDir, { recursive: true, force: true });
  await cp(join(folder, DATA), dataDir, { recursive: true, filter: withoutLock });
  await moveEmbeddedToPostgres(dataDir, config.databaseUrl!);
}

async function replaceFromBackup(config: PortalConfig, folder: string): Promise<void> {
  if (config.databaseUrl) {
    await run('psql', [
      '--quiet',
      '--no-psqlrc',
      '--single-transaction',
      '-v',
      'ON_ERROR_STOP=1',
      '--file',
      join(folder, DUMP),
      '--command',
      // The dump empties the search path for its own statements.
      `reset search_path; ${END_SESSIONS}`,
      config.databaseUrl,
    ]);
  }
  const dataDir = resolve(config.dataDir);
  await rm(dataDir, { recursive: true, force: true });
  await cp(join(folder, DATA), dataDir, { recursive: true, filter: withoutLock });
}

export async function backupCommand(args: string[], config: PortalConfig): Promise<number> {
  const { values } = parseOptions(args, { to: { type: 'string' } });
  if (!values.to) throw new UsageError('Say where to: portal backup --to FOLDER');
  const manifest = await backupPortal(config, values.to);
  console.log(`Backed up the ${manifest.database} database and the data folder (${config.dataDir}) into ${values.to}.`);
  return 0;
}

export async function restoreCommand(args: string[], config: PortalConfig): Promise<number> {
  const { values } = parseOptions(args, { from: { type: 'string' } });
  if (!values.from) throw new UsageError('Say from where: portal restore --from FOLDER');
  const manifest = await restorePortal(config, values.from);
  const what = manifest.database === databaseOf(config) ? `the ${manifest.database} database` : 'the embedded database into PostgreSQL';
  console.log(`Restored ${what} and the data folder from the backup of ${manifest.createdAt}.`);
  return 0;
}
