import configInput from '../../hono.config.ts';
import { resolveConfig } from '../../core/config.ts';
import { importPlugins, PLUGINS_FOLDER } from '../../core/plugin/load.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';

/** A test portal with every enabled plugin, as `npm start` serves them. */
export async function fullPortal(): Promise<TestPortal> {
  const config = resolveConfig(configInput, {}, '0.0.0-test');
  return createTestPortal({ plugins: await importPlugins(config.plugins, PLUGINS_FOLDER) });
}
