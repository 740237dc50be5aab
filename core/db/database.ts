import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { Pool, types } from 'pg';
import { serialisedPGliteDialect } from './pglite-dialect.ts';
import { typeParsers } from './type-parsers.ts';

/** A Kysely instance over any tables: core and each plugin type their own queries. */
// oxlint-disable-next-line typescript/no-explicit-any -- each plugin brings its own table types
export type AnyDatabase = Kysely<any>;

export interface Database {
  db: AnyDatabase;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one, the embedded database. */
  url?: string;
  /** Where the embedded database keeps its files; `memory://` keeps them in memory. */
  dataDir?: string;
  /** A dumped data directory to start the embedded database from (tests). */
  loadDataDir?: Blob;
  maxConnections?: number;
}

/** Opens the portal's database: PostgreSQL when a URL is given, else embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.maxConnections ?? 10) : openPGlite(options);
}

function openPostgres(url: string, max: number): Database {
  const pool = new Pool({
    connectionString: url,
    max,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        typeParsers[oid] ?? types.getTypeParser(oid, format as 'text')) as typeof types.getTypeParser,
    },
  });
  // An idle connection the server ends (a restart, a dropped test database) is an 'error' event;
  // unheard it would crash the process. The pool opens a new connection on the next query.
  pool.on('error', () => undefined);
  const db = new Kysely({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openPGlite(options: DatabaseOptions): Promise<Database> {
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    parsers: typeParsers,
    // Trigram indexes serve the lists' `ilike '%word%'` search, as on PostgreSQL.
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = new Kysely({ dialect: serialisedPGliteDialect(pglite), plugins: [new CamelCasePlugin()] });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
