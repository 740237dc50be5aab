import type { PluginDefinition } from './define-plugin.ts';

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
        module = (await import(new URL(`${id}/index.ts`, pluginsFolder).href)) as { default?: PluginDefinition };
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
