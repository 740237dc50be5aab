import { existsSync } from 'node:fs';
import { codeFile } from '../compiled.ts';
import type { CommandDefinition } from './commands.ts';
import type { PluginDefinition } from './define-plugin.ts';

/** A plugin's command, with the id of the plugin that declares it. */
export type PluginCommand = CommandDefinition & { plugin: string };

/** The folder holding one folder per plugin. */
export const PLUGINS_FOLDER = new URL('../../plugins/', import.meta.url);

/**
 * Imports the enabled plugins from `plugins/<id>/index.ts`. Core names no plugin itself:
 * the list comes from `hono.config.ts`.
 */
export async function importPlugins(ids: readonly string[], pluginsFolder: URL): Promise<PluginDefinition[]> {
  return Promise.all(
    ids.map(async (id) => {
      let module: { default?: PluginDefinition };
      try {
        module = (await import(new URL(`${id}/${codeFile('index.ts')}`, pluginsFolder).href)) as { default?: PluginDefinition };
      } catch (error) {
        throw new Error(`Plugin "${id}" is enabled in hono.config.ts but could not be loaded: ${String(error)}`, {
          cause: error,
        });
      }
      const plugin = module.default;
      if (!plugin || plugin.id !== id) {
        throw new Error(`plugins/${id}/index.ts must default-export definePlugin({ id: '${id}', ... })`);
      }
      return plugin;
    }),
  );
}

/**
 * The commands of the enabled plugins, read from each plugin's light `plugins/<id>/commands.ts`
 * (a plugin without one has none), without importing the plugins themselves.
 */
export async function importPluginCommands(ids: readonly string[], pluginsFolder: URL): Promise<PluginCommand[]> {
  const lists = await Promise.all(
    ids.map(async (id) => {
      const file = new URL(`${id}/${codeFile('commands.ts')}`, pluginsFolder);
      if (!existsSync(file)) return [];
      const module = (await import(file.href)) as { default?: CommandDefinition[] };
      if (!Array.isArray(module.default)) throw new Error(`plugins/${id}/commands.ts must default-export defineCommands([...])`);
      return module.default.map((command) => ({ ...command, plugin: id }));
    }),
  );
  return lists.flat();
}
