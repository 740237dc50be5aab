import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import configInput from '../hono.config.ts';
import { bootPortal } from '../core/boot.ts';
import { resolveConfig } from '../core/config.ts';
import { dialectsUnderTest } from '../testing/databases.ts';
import { startPortalProcess } from '../test/support/portal-process.ts';
import { backupPortal, restorePortal } from './backup.ts';
import { UsageError } from '../lib/commands/args.ts';

/** Every row of every table, each table's rows sorted, so that two snapshots compare whatever the physical order. */
async function snapshot(db: Kysely<unknown>): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const copy: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    copy[name] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return copy;
}

/** The uploaded files, by name, with their bytes. */
function uploads(dataDir: string): Record<string, string> {
  const folder = join(dataDir, 'uploads');
  if (!existsSync(folder)) return {};
  return Object.fromEntries(readdirSync(folder).map((name) => [name, readFileSync(join(folder, name)).toString('base64')]));
}

/** Boots the portal on `env`, hands its database to `work`, and closes it. */
async function withPortalOn<T>(env: Record<string, string>, work: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
  const booted = await bootPortal({ configInput, env });
  try {
    return await work(booted.portal.db as Kysely<unknown>);
  } finally {
    await booted.database.close();
  }
}

/** Runs one statement on the PostgreSQL server itself (creating and dropping the tests' databases). */
async function onServer(server: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: server });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

describe.each(dialectsUnderTest())('portal backup and restore on %s', (kind) => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-backup-test-'));
  const dataDir = join(folder, 'data');
  const backup = join(folder, 'backup');
  const server = process.env.TEST_DATABASE_URL;
  const databaseName = `portal_backup_${randomBytes(4).toString('hex')}`;
  const databaseUrl = kind === 'postgres' ? Object.assign(new URL(server!), { pathname: `/${databaseName}` }).toString() : '';
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: 'true' };
  const config = resolveConfig(configInput, env, '0.0.0-test');

  const withPortal = <T>(work: (db: Kysely<unknown>) => Promise<T>) => withPortalOn(env, work);
  const admin = (statement: string) => onServer(server!, statement);

  afterAll(async () => {
    if (kind === 'postgres') await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    rmSync(folder, { recursive: true, force: true });
  });

  it('puts back every row of every table and every uploaded file', { timeout: 180_000 }, async () => {
    if (kind === 'postgres') await admin(`CREATE DATABASE ${databaseName}`);
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'customer_1_header.png'), randomBytes(2048));
    const before = await withPortal(snapshot);
    const filesBefore = uploads(dataDir);
    expect(Object.values(before).flat().length).toBeGreaterThan(100);

    expect(await backupPortal(config, backup)).toMatchObject({ format: 1, database: kind === 'postgres' ? 'postgres' : 'embedded' });
    await expect(backupPortal(config, backup)).rejects.toThrow(UsageError);

    // Everything changes after the backup: rows deleted, changed and added, a file gone and another new.
    await withPortal(async (db) => {
      await sql`delete from audit_trail`.execute(db);
      await sql`update users set first_name = 'Changed'`.execute(db);
      await sql`insert into audit_trail (entity, record_id, action) values ('backup-test', '1', 'create')`.execute(db);
    });
    rmSync(join(dataDir, 'uploads', 'customer_1_header.png'));
    writeFileSync(join(dataDir, 'uploads', 'report_1_graph.png'), randomBytes(16));
    expect(await withPortal(snapshot)).not.toEqual(before);

    await restorePortal(config, backup);
    expect(await withPortal(snapshot)).toEqual(before);
    expect(uploads(dataDir)).toEqual(filesBefore);
  });

  it('refuses to restore beside a running portal, and ends every session from before a restore', { timeout: 300_000 }, async () => {
    const running = await startPortalProcess(env);
    let token: string;
    try {
      const signIn = await running.request('/auth/local', { json: { username: 'admin@demo.lab', password: 'demo-lab-portal' } });
      token = ((await signIn.json()) as { token: string }).token;
      await expect(restorePortal(config, backup)).rejects.toThrow(
        kind === 'postgres'
          ? 'A portal is using this database. Stop every portal process first.'
          : /data folder .* is in use by a portal \(process \d+/,
      );
      if (kind === 'pglite') {
        // The embedded database's files are consistent only while no process writes them; a
        // PostgreSQL server has no such folder, so the check belongs to one kind only.
        // oxlint-disable-next-line vitest/no-conditional-expect
        await expect(backupPortal(config, join(folder, 'beside-a-portal'))).rejects.toThrow(
          /Cannot back up the embedded database: the data folder/,
        );
      }
      // Refused before anything was touched: the portal serves on, its session alive.
      expect((await running.request('/api/dashboard-stats', { token })).status).toBe(200);
    } finally {
      await running.stop();
    }
    await restorePortal(config, backup);
    const after = await startPortalProcess(env);
    try {
      expect((await after.request('/api/dashboard-stats', { token })).status).toBe(401);
    } finally {
      await after.stop();
    }
  });

  it('refuses a folder that is no backup', async () => {
    await expect(restorePortal(config, folder)).rejects.toThrow('holds no backup.json: not a portal backup');
  });

  it.runIf(kind === 'postgres')('refuses a PostgreSQL backup on the embedded database', async () => {
    const embedded = resolveConfig(configInput, { ...env, DATABASE_URL: '' }, '0');
    await expect(restorePortal(embedded, backup)).rejects.toThrow(
      'This backup is of the postgres database; the portal is configured for the embedded one',
    );
  });
});

/** Every row of the lab's tables as PostgreSQL writes it out, each table's rows sorted (migrations and sessions aside). */
async function labRows(db: Kysely<unknown>): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'migrations_%'
      and table_name not like 'kysely_migration%' and table_name <> 'sessions' order by table_name`.execute(db);
  const rows: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const found = await sql<{ row: string }>`select row_to_json(t)::text as row from ${sql.table(name)} t`.execute(db);
    rows[name] = found.rows.map((line) => line.row).sort();
  }
  return rows;
}

describe.runIf(process.env.TEST_DATABASE_URL)('moving an embedded lab into PostgreSQL (needs TEST_DATABASE_URL)', () => {
  // Collected even when skipped: nothing here may need the server or leave a folder behind.
  const server = process.env.TEST_DATABASE_URL ?? '';
  const databaseName = `portal_move_${randomBytes(4).toString('hex')}`;
  let folder: string | undefined;

  afterAll(async () => {
    if (!folder) return;
    await onServer(server, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    rmSync(folder, { recursive: true, force: true });
  });

  it(
    'copies every row of the embedded lab into the migrated PostgreSQL database, where new rows number on',
    { timeout: 300_000 },
    async () => {
      folder = mkdtempSync(join(tmpdir(), 'portal-move-test-'));
      const databaseUrl = Object.assign(new URL(server), { pathname: `/${databaseName}` }).toString();
      const embeddedEnv = { DATA_DIR: join(folder, 'embedded'), DATABASE_URL: '', SEED_DEMO: 'true' };
      const postgresEnv = { DATA_DIR: join(folder, 'server-data'), DATABASE_URL: databaseUrl, SEED_DEMO: 'false' };
      const embedded = await withPortalOn(embeddedEnv, labRows);
      expect(Object.values(embedded).flat().length).toBeGreaterThan(100);
      const backup = join(folder, 'backup');
      await backupPortal(resolveConfig(configInput, embeddedEnv, '0.0.0-test'), backup);

      await onServer(server, `CREATE DATABASE ${databaseName}`);
      // `portal migrate` on PostgreSQL: a first start brings the schema, the lab is empty.
      expect((await withPortalOn(postgresEnv, labRows)).users).toEqual([]);
      expect(await restorePortal(resolveConfig(configInput, postgresEnv, '0.0.0-test'), backup)).toMatchObject({ database: 'embedded' });

      expect(await withPortalOn(postgresEnv, labRows)).toEqual(embedded);
      await withPortalOn(postgresEnv, async (db) => {
        const highest = await sql<{ id: number }>`select max(id)::int as id from audit_trail`.execute(db);
        const added = await sql<{ id: number }>`
          insert into audit_trail (entity, record_id, action) values ('move-test', '1', 'create') returning id`.execute(db);
        expect(added.rows[0]!.id).toBeGreaterThan(highest.rows[0]!.id);
      });
    },
  );
});
