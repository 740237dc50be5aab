import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { sql } from 'kysely';
import type { AnyDatabase } from '../db/database.ts';
import { pendingPortalMigrations } from '../db/migrations.ts';
import type { PluginDefinition } from '../plugin/define-plugin.ts';

/** The paths of the probes, answered without a session and left out of the API reference. */
export const HEALTH_PATHS = ['/healthz', '/readyz'] as const;

/**
 * `/healthz`: the process is up and serving (no database work). `/readyz`: the database
 * answers and every migration of core and the enabled plugins is applied, else 503 with why.
 * Migrations never come undone, so once they are current only the database is asked again:
 * each probe after the first costs one `select 1`.
 */
export function registerHealthRoutes(app: Hono<AppEnv>, db: AnyDatabase, plugins: readonly PluginDefinition[]): void {
  let migrationsCurrent = false;
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await sql`select 1`.execute(db);
      if (!migrationsCurrent) {
        const pending = await pendingPortalMigrations(db, plugins);
        if (pending.length > 0) return c.json({ status: 'error', error: 'Migrations are pending', pending }, 503);
        migrationsCurrent = true;
      }
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ status: 'error', error: 'The database does not answer' }, 503);
    }
  });
}
