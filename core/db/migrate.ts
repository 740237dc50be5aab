import { readdir } from 'node:fs/promises';
import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { AnyDatabase } from './database.ts';
import { RUNS_COMPILED } from '../compiled.ts';

/** A migration file's name: `YYYYMMDDHHmm_what.ts` (`.js` once compiled). */
const MIGRATION_FILE = RUNS_COMPILED ? /^\d{12}_[a-z0-9_-]+\.js$/ : /^\d{12}_[a-z0-9_-]+\.ts$/;

/** Loads the migration files of one folder, in name order. */
class FolderMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: URL) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.folder)).filter((file) => MIGRATION_FILE.test(file)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const module = (await import(new URL(file, this.folder).href)) as Migration;
      migrations[file.replace(/\.[jt]s$/, '')] = { up: module.up, ...(module.down ? { down: module.down } : {}) };
    }
    return migrations;
  }
}

/**
 * Brings one owner's schema (core, or one plugin) up to date, with its own migration table,
 * so plugins can be added or switched off without touching each other's history.
 */
export async function migrateOwner(db: AnyDatabase, owner: string, folder: URL): Promise<string[]> {
  const outcome: MigrationResultSet = await migratorOf(db, owner, folder).migrateToLatest();
  if (outcome.error) {
    const failed = outcome.results?.find((result) => result.status === 'Error');
    const cause = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} of ${owner} failed: ${cause}`, { cause: outcome.error });
  }
  return (outcome.results ?? []).map((result) => result.migrationName);
}

/** The names of one owner's migrations not yet applied. */
export async function pendingMigrations(db: AnyDatabase, owner: string, folder: URL): Promise<string[]> {
  const migrations = await migratorOf(db, owner, folder).getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

function migratorOf(db: AnyDatabase, owner: string, folder: URL): Migrator {
  const table = `migrations_${owner.replaceAll('-', '_')}`;
  return new Migrator({
    db,
    provider: new FolderMigrationProvider(folder),
    migrationTableName: table,
    migrationLockTableName: `${table}_lock`,
  });
}
