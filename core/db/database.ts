import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import { Client, Pool, types } from 'pg';
import type { EmbeddedEngine } from './embedded-engine.ts';
import { serialisedPGliteDialect } from './pglite-dialect.ts';
import { createPGlite } from './pglite-engine.ts';
import { CONNECTION_LIFETIME_SECONDS, PreparingClient } from './prepared.ts';
import { camelCaseRows, snakeCaseDialect } from './snake-case.ts';
import { openPGliteThread } from './pglite-thread-client.ts';
import { lockDataFolder } from './data-folder-lock.ts';
import { holdPresence } from './presence.ts';
import { typeParsers } from './type-parsers.ts';

/** A Kysely instance over any tables: core and each plugin type their own queries. */
// oxlint-disable-next-line typescript/no-explicit-any -- each plugin brings its own table types
export type AnyDatabase = Kysely<any>;

/** What a change channel reports: listening, a notification, or the connection lost (it reconnects). */
export type ChannelEvent = 'ready' | 'notice' | 'lost';

/** How the database's connections are used, for the metrics. */
export interface PoolUse {
  /** Connections open. */
  open: number;
  /** Open connections not lent to anybody. */
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

export interface Database {
  db: AnyDatabase;
  kind: 'pglite' | 'postgres';
  /**
   * Listens to a NOTIFY channel until the database closes. On PostgreSQL a connection of its
   * own listens, and reconnects when lost; the embedded database serves one process, whose own
   * writes are all it could hear, so it is ready at once and never notified.
   */
  listen(channel: string, onEvent: (event: ChannelEvent) => void): void;
  poolUse(): PoolUse;
  /** The embedded database's data directory as a tarball, which `loadDataDir` starts another from (tests). */
  dump?: () => Promise<Blob>;
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
  /**
   * Runs the embedded database in a worker thread of its own, so that a query does not hold
   * the thread that serves the other requests (a serving portal; decision 216).
   */
  thread?: boolean;
}

/** Opens the portal's database: PostgreSQL when a URL is given, else embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.maxConnections ?? 10) : openPGlite(options);
}

/** How `pg` reads values, as `typeParsers` say: for a pool of the portal's, or of a tool beside it. */
export const POSTGRES_TYPES = {
  getTypeParser: ((oid: number, format?: string) =>
    typeParsers[oid] ?? types.getTypeParser(oid, format as 'text')) as typeof types.getTypeParser,
};

async function openPostgres(url: string, max: number): Promise<Database> {
  // Held while this process runs, so that `portal restore` refuses to replace the database under it.
  const presence = await holdPresence(url);
  const pool = new Pool({
    connectionString: url,
    max,
    types: POSTGRES_TYPES,
    Client: PreparingClient,
    maxLifetimeSeconds: CONNECTION_LIFETIME_SECONDS,
  });
  // An idle connection the server ends (a restart, a dropped test database) is an 'error' event;
  // unheard it would crash the process. The pool opens a new connection on the next query.
  pool.on('error', () => undefined);
  // So is the end of a connection a request holds between two statements: its next query fails
  // (that request answers an error), and the pool discards the connection when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely({ dialect: snakeCaseDialect(new PostgresDialect({ pool })), plugins: [camelCaseRows()] });
  const listeners: Array<() => Promise<void>> = [];
  return {
    db,
    kind: 'postgres',
    listen: (channel, onEvent) => void listeners.push(listenPostgres(url, channel, onEvent)),
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await Promise.all(listeners.map((stop) => stop()));
      await db.destroy();
      await presence();
    },
  };
}

/** A connection that LISTENs to one channel, reconnecting a second after it is lost; answers its stop. */
function listenPostgres(url: string, channel: string, onEvent: (event: ChannelEvent) => void): () => Promise<void> {
  if (!/^\w+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const lost = (lostClient: Client) => {
    if (client !== lostClient) return;
    client = undefined;
    onEvent('lost');
    if (!stopped) retry = setTimeout(connect, 1000);
  };
  async function connect(): Promise<void> {
    const attempt = new Client({ connectionString: url });
    client = attempt;
    attempt.on('notification', () => onEvent('notice'));
    attempt.on('error', () => lost(attempt));
    attempt.on('end', () => lost(attempt));
    try {
      await attempt.connect();
      await attempt.query(`LISTEN ${channel}`);
      if (client === attempt && !stopped) onEvent('ready');
    } catch {
      lost(attempt);
      await attempt.end().catch(() => undefined);
    }
  }
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end().catch(() => undefined);
  };
}

async function openPGlite(options: DatabaseOptions): Promise<Database> {
  const dataDir = options.dataDir ?? 'memory://';
  const onDisk = !dataDir.includes('://');
  if (onDisk) mkdirSync(dataDir, { recursive: true });
  // One process at a time: a second writer, or a restore, beside a running portal corrupts the files.
  const release = onDisk ? lockDataFolder(dataDir) : () => undefined;
  const start = { dataDir, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) };
  const opening: Promise<EmbeddedEngine> = options.thread ? openPGliteThread(start) : createPGlite(start);
  const pglite = await opening.catch((error: unknown) => {
    release();
    throw error;
  });
  const { dialect, use } = serialisedPGliteDialect(pglite);
  const db = new Kysely({ dialect: snakeCaseDialect(dialect), plugins: [camelCaseRows()] });
  // Kysely's destroy ends the driver, which closes PGlite and flushes its files.
  return {
    db,
    kind: 'pglite',
    listen: (_channel, onEvent) => onEvent('ready'),
    poolUse: use,
    dump: () => pglite.dumpDataDir('none'),
    async close() {
      await db.destroy();
      release();
    },
  };
}
