import type { PGlite } from '@electric-sql/pglite';
import { KyselyPGlite } from 'kysely-pglite';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import { Mutex } from './mutex.ts';

/**
 * The PGlite dialect with its single connection handed to one caller at a time.
 * kysely-pglite's own driver hands the same connection to everyone at once, so two
 * concurrent requests would run inside each other's BEGIN/COMMIT.
 */
export function serialisedPGliteDialect(pglite: PGlite): Dialect {
  const base = new KyselyPGlite(pglite).dialect;
  return { ...base, createDriver: () => new SerialisedDriver(base.createDriver()) };
}

class SerialisedDriver implements Driver {
  readonly #inner: Driver;
  readonly #lock = new Mutex();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init() {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#lock.acquire();
    try {
      const connection = new CountingConnection(await this.#inner.acquireConnection());
      this.#releases.set(connection, release);
      return connection;
    } catch (error) {
      release();
      throw error;
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.#inner.rollbackTransaction(connection);
  }

  async releaseConnection(connection: DatabaseConnection) {
    try {
      await this.#inner.releaseConnection(connection);
    } finally {
      this.#releases.get(connection)?.();
      this.#releases.delete(connection);
    }
  }

  destroy() {
    return this.#inner.destroy();
  }
}

/**
 * PGlite reports `affectedRows` where Kysely reads `numAffectedRows`; without this, every
 * update and delete on the embedded database would say it changed nothing.
 */
class CountingConnection implements DatabaseConnection {
  constructor(private readonly inner: DatabaseConnection) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = (await this.inner.executeQuery<R>(compiledQuery)) as QueryResult<R> & { affectedRows?: number };
    if (result.numAffectedRows === undefined && typeof result.affectedRows === 'number') {
      return { ...result, numAffectedRows: BigInt(result.affectedRows) };
    }
    return result;
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}
