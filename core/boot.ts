import { existsSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { resolveConfig, type PortalConfig, type PortalConfigInput } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migratePortal } from './db/migrations.ts';
import { createConsoleLogger, type Logger } from './log.ts';
import { assertPublicUrlSet } from './http/public-url.ts';
import { importIslands } from './islands/found.ts';
import { importPlugins, PLUGINS_FOLDER } from './plugin/load.ts';
import { createPortal, type Portal, type PortalOptions } from './portal.tsx';
import { isEmpty, seedDemo } from './seed.ts';
import type { CoreDatabase } from './db/core-database.ts';
import { packageVersion } from './version.ts';
import { seedProgress } from './seed-progress.ts';

export { PLUGINS_FOLDER, packageVersion };

export interface Booted {
  config: PortalConfig;
  database: Database;
  portal: Portal;
  /** Whether this start seeded the demo lab. */
  seeded: boolean;
  /** The output logger (JSON lines), for the runtime's own messages. */
  log: Logger;
}

export interface BootOptions {
  configInput: PortalConfigInput;
  env: Record<string, string | undefined>;
  log?: Logger;
  clientAddress?: PortalOptions['clientAddress'];
  /** Seed the demo lab when the configuration asks and the database is empty (on for `start`). */
  seedIfEmpty?: boolean;
  /** This process will serve requests: refuse a production start without the public address it needs. */
  serves?: boolean;
  /** Bring the schema up to date first (off only for `portal migrate`, which reports what it applies). */
  migrate?: boolean;
  observeDocuments?: PortalOptions['observeDocuments'];
}

/**
 * Opens the database, migrates it, seeds a new embedded lab, assembles the app. The browser
 * bundles are built before, by `npm run build` (`npm start` runs it when they are stale).
 */
export async function bootPortal(options: BootOptions): Promise<Booted> {
  const config = resolveConfig(options.configInput, options.env, packageVersion());
  const log = options.log ?? createConsoleLogger({ level: config.logLevel });
  if (options.serves) assertPublicUrlSet(config, options.env);
  // A server's start says what it does: a first start migrates and seeds for a minute or more.
  const step = options.serves ? (message: string) => log.info(message) : () => undefined;
  step(`Starting the ${config.labName} portal ${config.version}: loading ${config.plugins.length} plugins`);
  const [plugins, islands] = await Promise.all([importPlugins(config.plugins, PLUGINS_FOLDER), importIslands(config.plugins)]);
  step(
    config.databaseUrl
      ? 'Connecting to PostgreSQL'
      : existsSync(config.dataDir)
        ? `Opening the embedded database in ${config.dataDir}`
        : `Creating the embedded database in ${config.dataDir} (about half a minute, once)`,
  );
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    thread: options.serves === true && config.embeddedThread,
  });
  try {
    if (options.migrate !== false) {
      step('Bringing the database schema up to date');
      const started = performance.now();
      const applied = await migratePortal(database.db, plugins);
      if (applied.length > 0) step(`Applied ${applied.length} migrations in ${seconds(started)} s`);
    }
    const portal = createPortal({
      config,
      db: database.db,
      listen: database.listen,
      poolUse: database.poolUse,
      production: options.serves === true && options.env.NODE_ENV === 'production',
      plugins,
      islands,
      log,
      ...(options.clientAddress ? { clientAddress: options.clientAddress } : {}),
      observeDocuments: options.observeDocuments,
    });
    const db = portal.db as Kysely<CoreDatabase>;
    const seeded = options.seedIfEmpty !== false && config.seedDemo && (await isEmpty(db));
    if (seeded) {
      step('Seeding the demo lab: its users, customers, pickups, results, reports and invoices');
      const started = performance.now();
      const bar = options.serves ? seedProgress(log) : undefined;
      await seedDemo(portal, db, config.demoPassword, bar?.tick);
      bar?.done();
      step(`Seeded the demo lab in ${seconds(started)} s`);
    }
    if (options.serves && config.smtpUrl) {
      const released = await portal.releaseHeldMail();
      if (released > 0) log.info(`Queued ${released} mails held while SMTP_URL was not set`);
    }
    return { config, database, portal, seeded, log };
  } catch (error) {
    await database.close();
    throw error;
  }
}

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);
