import type { Kysely } from 'kysely';
import { resolveConfig, type PortalConfig, type PortalConfigInput } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migratePortal } from './db/migrations.ts';
import { createConsoleLogger, type Logger } from './log.ts';
import { assertPublicUrlSet } from './http/public-url.ts';
import { importPlugins, PLUGINS_FOLDER } from './plugin/load.ts';
import { createPortal, type Portal, type PortalOptions } from './portal.tsx';
import { isEmpty, seedDemo } from './seed.ts';
import type { CoreDatabase } from './db/core-database.ts';
import { packageVersion } from './version.ts';

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
}

/**
 * Opens the database, migrates it, seeds a new embedded lab, assembles the app. The browser
 * bundles are built before, by `npm run build` (`npm start` runs it when they are stale).
 */
export async function bootPortal(options: BootOptions): Promise<Booted> {
  const config = resolveConfig(options.configInput, options.env, packageVersion());
  const log = options.log ?? createConsoleLogger({ level: config.logLevel });
  if (options.serves) assertPublicUrlSet(config, options.env);
  const plugins = await importPlugins(config.plugins, PLUGINS_FOLDER);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (options.migrate !== false) await migratePortal(database.db, plugins);
    const portal = createPortal({
      config,
      db: database.db,
      listen: database.listen,
      poolUse: database.poolUse,
      plugins,
      log,
      ...(options.clientAddress ? { clientAddress: options.clientAddress } : {}),
    });
    const db = portal.db as Kysely<CoreDatabase>;
    const seeded = options.seedIfEmpty !== false && config.seedDemo && (await isEmpty(db));
    if (seeded) await seedDemo(portal, db, config.demoPassword);
    return { config, database, portal, seeded, log };
  } catch (error) {
    await database.close();
    throw error;
  }
}
