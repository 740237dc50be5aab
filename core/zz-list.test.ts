import { it } from 'vitest';
import { resolveConfig } from '../core/config.ts';
import { importPlugins, PLUGINS_FOLDER } from '../core/plugin/load.ts';
import { createTestPortal } from '../core/testing/portal.ts';
import configInput from '../hono.config.ts';
it('lists', async () => {
  const plugins = await importPlugins(resolveConfig(configInput, {}, '0').plugins, PLUGINS_FOLDER);
  const t = await createTestPortal({ plugins });
  for (const r of t.portal.routes) console.log(r.kind, r.method, r.path, r.permission);
  await t.close();
}, 60000);
