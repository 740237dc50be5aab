import type { PluginDefinition } from '../plugin/define-plugin.ts';
import { orderPlugins } from '../plugin/resolve.ts';
import type { AnyDatabase } from './database.ts';
import { migrateOwner, pendingMigrations } from './migrate.ts';

export const CORE_MIGRATIONS = new URL('../../migrations/', import.meta.url);

/**
 * Brings the whole schema up to date: core's tables first, then each enabled plugin's, each
 * after the plugins it depends on. Returns the names of the migrations that ran.
 */
export async function migratePortal(db: AnyDatabase, plugins: readonly PluginDefinition[]): Promise<string[]> {
  const applied = (await migrateOwner(db, 'core', CORE_MIGRATIONS)).map((name) => `core/${name}`);
  for (const plugin of orderPlugins(plugins)) {
    if (!plugin.migrations) continue;
    const names = await migrateOwner(db, plugin.id, plugin.migrations);
    applied.push(...names.map((name) => `${plugin.id}/${name}`));
  }
  return applied;
}

/** The migrations of core and the enabled plugins not yet applied, as `owner/name`. */
export async function pendingPortalMigrations(db: AnyDatabase, plugins: readonly PluginDefinition[]): Promise<string[]> {
  const owners = [
    { id: 'core', folder: CORE_MIGRATIONS },
    ...plugins.flatMap((plugin) => (plugin.migrations ? [{ id: plugin.id, folder: plugin.migrations }] : [])),
  ];
  const pending = await Promise.all(
    owners.map(async ({ id, folder }) => (await pendingMigrations(db, id, folder)).map((name) => `${id}/${name}`)),
  );
  return pending.flat();
}
