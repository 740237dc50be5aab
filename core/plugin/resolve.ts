import type { PluginDefinition } from './define-plugin.ts';

/**
 * Puts the enabled plugins in start-up order: each after the plugins it depends on.
 * Stops with a message naming both plugins when an enabled plugin needs one that is off.
 */
export function orderPlugins(plugins: readonly PluginDefinition[]): PluginDefinition[] {
  const byId = new Map<string, PluginDefinition>();
  for (const plugin of plugins) {
    if (byId.has(plugin.id)) throw new Error(`Plugin "${plugin.id}" is listed twice`);
    byId.set(plugin.id, plugin);
  }
  for (const plugin of plugins) {
    for (const dependency of plugin.dependsOn ?? []) {
      if (!byId.has(dependency)) {
        throw new Error(
          `Plugin "${plugin.id}" depends on plugin "${dependency}", which is not enabled. ` +
            `Enable "${dependency}" in hono.config.ts or switch off "${plugin.id}".`,
        );
      }
    }
  }
  const ordered: PluginDefinition[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (plugin: PluginDefinition, path: string[]) => {
    if (state.get(plugin.id) === 'done') return;
    if (state.get(plugin.id) === 'visiting') {
      throw new Error(`Plugins depend on each other in a cycle: ${[...path, plugin.id].join(' -> ')}`);
    }
    state.set(plugin.id, 'visiting');
    for (const dependency of plugin.dependsOn ?? []) visit(byId.get(dependency)!, [...path, plugin.id]);
    state.set(plugin.id, 'done');
    ordered.push(plugin);
  };
  for (const plugin of plugins) visit(plugin, []);
  return ordered;
}
