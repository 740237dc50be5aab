/**
 * Moves an embedded lab into PostgreSQL: the rows of a backup's embedded database copied into a
 * PostgreSQL database that `portal migrate` has brought to the same schema (decision 215).
 * Each row travels as its JSON text (`row_to_json`) and is read back by the table's own types
 * (`json_populate_recordset`), so dates, money, bytes and JSON arrive as they were, whatever the
 * column. One transaction: a failure leaves the PostgreSQL database as it was.
 */
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import { Pool } from 'pg';
import { openDatabase, type AnyDatabase } from '../core/db/database.ts';
import { UsageError } from '../lib/commands/args.ts';

/** Rows sent to PostgreSQL per statement. */
const BATCH = 500;

/** The portal's migration bookkeeping: each database keeps its own, and both must list the same. */
const isMigrationTable = (name: string) => name.startsWith('migrations_') || name.startsWith('kysely_migration');

async function tablesOf(db: AnyDatabase): Promise<string[]> {
  const found = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return found.rows.map((row) => row.name);
}

/** Each migration table's applied names, to tell whether two databases have the same schema. */
async function appliedMigrations(db: AnyDatabase, tables: readonly string[]): Promise<string> {
  const applied: Record<string, string[]> = {};
  for (const table of tables.filter((name) => name.startsWith('migrations_') && !name.endsWith('_lock'))) {
    const rows = await sql<{ name: string }>`select name from ${sql.table(table)} order by name`.execute(db);
    applied[table] = rows.rows.map((row) => row.name);
  }
  return JSON.stringify(applied);
}

/** The tables in an order that inserts each row after the rows it refers to (foreign keys). */
async function insertOrder(db: AnyDatabase, tables: readonly string[]): Promise<string[]> {
  const links = await sql<{ child: string; parent: string }>`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db);
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of links.rows) {
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) place(parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/** The columns a row is written with: every column but those PostgreSQL computes itself. */
async function writableColumns(trx: Transaction<unknown>, table: string): Promise<string[]> {
  const columns = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`.execute(trx);
  return columns.rows.map((row) => row.name);
}

/** Sets each serial and identity column's sequence past the highest value copied. */
async function advanceSequences(trx: Transaction<unknown>, table: string): Promise<void> {
  const columns = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
      and (column_default like 'nextval(%' or is_identity = 'YES')`.execute(trx);
  for (const { name } of columns.rows) {
    await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${name}), coalesce(max(${sql.ref(name)}), 0) + 1, false)
      from ${sql.table(table)}`.execute(trx);
  }
}

export interface MoveOutcome {
  tables: number;
  rows: number;
}

/**
 * Copies every row of the embedded database in `embeddedDataDir` into the PostgreSQL database at
 * `databaseUrl`, replacing its rows (its migration tables stay). Refused unless both databases
 * have applied the same migrations: run `portal migrate` with this version on PostgreSQL first,
 * and start the embedded lab once with it.
 */
export async function moveEmbeddedToPostgres(embeddedDataDir: string, databaseUrl: string): Promise<MoveOutcome> {
  const source = await openDatabase({ dataDir: embeddedDataDir });
  try {
    // A plain connection: the restore holds the database alone, which a portal's own opening would wait for.
    const target: AnyDatabase = new Kysely({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: databaseUrl, max: 1 }) }) });
    try {
      const [sourceTables, targetTables] = await Promise.all([tablesOf(source.db), tablesOf(target)]);
      if ((await appliedMigrations(source.db, sourceTables)) !== (await appliedMigrations(target, targetTables))) {
        throw new UsageError(
          'The PostgreSQL database and the backup have different schemas: run `portal migrate` with DATABASE_URL set, with the portal version that made the backup',
        );
      }
      const copied = (await insertOrder(target, targetTables)).filter((table) => !isMigrationTable(table) && sourceTables.includes(table));
      let rows = 0;
      await target.transaction().execute(async (trx) => {
        if (copied.length > 0) await sql`truncate ${sql.join(copied.map((table) => sql.table(table)))} cascade`.execute(trx);
        for (const table of copied) {
          const names = await writableColumns(trx, table);
          const columns = sql.join(names.map((name) => sql.ref(name)));
          const hasId = names.includes('id');
          const found = await sql<{ row: string }>`
            select row_to_json(t)::text as row from ${sql.table(table)} t ${hasId ? sql`order by t.id` : sql``}`.execute(source.db);
          for (let start = 0; start < found.rows.length; start += BATCH) {
            const batch = `[${found.rows
              .slice(start, start + BATCH)
              .map((line) => line.row)
              .join(',')}]`;
            await sql`insert into ${sql.table(table)} (${columns}) overriding system value
              select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${batch}::json)`.execute(trx);
          }
          rows += found.rows.length;
          await advanceSequences(trx, table);
        }
        // No session outlives the move: everyone signs in again on the new database.
        if (copied.includes('sessions')) await sql`delete from sessions`.execute(trx);
      });
      return { tables: copied.length, rows };
    } finally {
      await target.destroy();
    }
  } finally {
    await source.close();
  }
}
