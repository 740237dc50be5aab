import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { PoolUse } from './database.ts';
import type { EmbeddedEngine } from './embedded-engine.ts';
import { Mutex } from './mutex.ts';

/**
 * Kysely over PGlite's single connection, lent to one caller at a time, so two concurrent
 * requests never run inside each other's BEGIN/COMMIT. Written here rather than taken from a
 * package: the driver is forty lines, and the package that had one pulled a code generator,
 * oclif and a file watcher into every start.
 */
export function serialisedPGliteDialect(pglite: EmbeddedEngine): { dialect: Dialect; use: () => PoolUse } {
  const driver = new SerialisedDriver(pglite);
  const dialect: Dialect = {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createQueryCompiler: () => new PostgresQueryCompiler(),
    // oxlint-disable-next-line typescript/no-explicit-any -- Kysely's own signature
    createIntrospector: (db: Kysely<any>) => new PostgresIntrospector(db),
  };
  return { dialect, use: () => driver.use() };
}

class SerialisedDriver implements Driver {
  readonly #connection: PGliteConnection;
  readonly #lock = new Mutex();
  #release: (() => void) | undefined;
  #waiting = 0;

  constructor(private readonly pglite: EmbeddedEngine) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init() {}

  /** The one connection, whether it is lent, and how many callers wait for it. */
  use(): PoolUse {
    return { open: this.pglite.closed ? 0 : 1, idle: this.#release ? 0 : 1, waiting: this.#waiting };
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#waiting += 1;
    try {
      this.#release = await this.#lock.acquire();
    } finally {
      this.#waiting -= 1;
    }
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async releaseConnection() {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  /** Waits for the caller holding the connection, then closes PGlite, which flushes its files. */
  async destroy() {
    const release = await this.#lock.acquire();
    try {
      if (!this.pglite.closed) await this.pglite.close();
    } finally {
      release();
    }
  }
}

/**
 * PGlite reports `affectedRows` where Kysely reads `numAffectedRows`; without this, every
 * update and delete on the embedded database would say it changed nothing.
 */
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: EmbeddedEngine) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const affected = result.affectedRows;
    return { rows: result.rows, ...(affected === undefined ? {} : { numAffectedRows: BigInt(affected) }) };
  }

  // oxlint-disable-next-line require-yield -- the interface wants a generator; PGlite cannot stream
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The embedded database does not stream query results.');
  }
}
