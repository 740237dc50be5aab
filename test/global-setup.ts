import { bundlesAreStale, buildBundles } from '../core/islands/build.ts';
import { resolveConfig } from '../core/config.ts';
import { importPlugins } from '../core/plugin/load.ts';
import { PLUGINS_FOLDER, packageVersion } from '../core/boot.ts';
import { createPortal } from '../core/portal.tsx';
import { openDatabase } from '../core/db/database.ts';
import { createConsoleLogger } from '../core/log.ts';
import configInput from '../hono.config.ts';

/**
 * Builds the browser bundles once before the browser tests, when they are missing or stale. Only
 * the `browser` project of vitest.config.ts runs this set-up, so a run without browser tests builds nothing.
 */
export default async function setup(): Promise<void> {
  if (!bundlesAreStale()) return;
  const config = resolveConfig(configInput, {}, packageVersion());
  const plugins = await importPlugins(config.plugins, PLUGINS_FOLDER);
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const { islands } = createPortal({ config, db: database.db, plugins, log: createConsoleLogger(true), assets: () => null });
    await buildBundles(islands);
  } finally {
    await database.close();
  }
}
