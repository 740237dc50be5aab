import { resolveConfig, type PortalConfigInput } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createConsoleLogger } from '../log.ts';
import { importPlugins, PLUGINS_FOLDER } from '../plugin/load.ts';
import { packageVersion } from '../version.ts';

/**
 * Builds the browser bundles of the configured plugins' islands (or, with `watch`, keeps
 * rebuilding them as sources change). The portal is assembled over
 * an empty in-memory database only to learn which islands exist.
 */
export async function buildPortalBundles(
  configInput: PortalConfigInput,
  env: Record<string, string | undefined> = process.env,
  watch = false,
): Promise<void> {
  const [{ createPortal }, { buildBundles, watchBundles }] = await Promise.all([import('../portal.tsx'), import('./build.ts')]);
  const config = resolveConfig(configInput, env, packageVersion());
  const plugins = await importPlugins(config.plugins, PLUGINS_FOLDER);
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const { islands } = createPortal({ config, db: database.db, plugins, log: createConsoleLogger(true), assets: () => null });
    await (watch ? watchBundles(islands) : buildBundles(islands));
  } finally {
    await database.close();
  }
}
