import type { Kysely } from 'kysely';
import { resolveConfig, type PortalConfig, type PortalConfigInput } from '../core/config.ts';
import { migratePortal } from '../core/db/migrations.ts';
import type { AssetManifest } from '../core/islands/manifest.ts';
import { createConsoleLogger, type Logger } from '../core/log.ts';
import type { PluginDefinition } from '../core/plugin/define-plugin.ts';
import { importIslands } from '../core/islands/found.ts';
import { importPlugins, PLUGINS_FOLDER } from '../core/plugin/load.ts';
import { createPortal, type Portal } from '../core/portal.tsx';
import { seedDemo } from '../core/seed.ts';
import { labToday } from '../shared/dates.ts';
import { openDatabase, type Database } from '../core/db/database.ts';
import { openTestDatabase, type DialectName } from './databases.ts';
import { databaseSnapshots } from './snapshots.ts';
import { statementCounter } from './statement-counter.ts';
import { PORTAL_CLIENT_HEADERS } from '../shared/portal-client.ts';
import type { CoreDatabase } from '../core/db/core-database.ts';

export const TEST_PASSWORD = 'demo-lab-portal';

export interface TestPortal {
  portal: Portal;
  database: Database;
  db: Kysely<CoreDatabase>;
  config: PortalConfig;
  /** Sends a request to the app as its pages do; JSON bodies are encoded, the Origin is the app's own. */
  request(path: string, init?: TestRequestInit): Promise<Response>;
  /** Runs the due background jobs until none is left (the mails a request queued, say). */
  runJobs(): Promise<void>;
  /** Signs a demo user in and returns their bearer token and session cookie. */
  signIn(email: string, password?: string): Promise<{ token: string; cookie: string }>;
  /** The statements the portal sent while `work` ran (see statement-counter.ts). */
  statementsDuring(work: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

export interface TestRequestInit {
  method?: string;
  json?: unknown;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface TestPortalOptions {
  kind?: DialectName;
  /** The PostgreSQL server of a `postgres` portal, when not `TEST_DATABASE_URL`'s (a fault test's own). */
  serverUrl?: string;
  plugins?: PluginDefinition[];
  /**
   * Plugins enabled by id beside `plugins`, as `hono.config.ts` lists them: the first-party screens
   * a test looks through (`['dashboard']` to see a plugin's cards), which the tested plugin does not depend on.
   */
  enable?: string[];
  config?: Partial<PortalConfigInput>;
  assets?: () => AssetManifest | null;
  seed?: boolean;
  /** Adds the plugins the named ones depend on (the default); off to test start-up's own check. */
  addDependencies?: boolean;
  /** Where the portal's log lines go; nowhere unless given. */
  log?: Logger;
  /** A production server's portal (its warnings of settings that fail only there). */
  production?: boolean;
}

/**
 * The plugins a test names and every plugin they depend on, so that a test keeps working when
 * a plugin it uses gains a dependency.
 */
async function withDependencies(named: readonly PluginDefinition[]): Promise<PluginDefinition[]> {
  const plugins = [...named];
  const ids = new Set(plugins.map((plugin) => plugin.id));
  for (let index = 0; index < plugins.length; index += 1) {
    const missing = (plugins[index]!.dependsOn ?? []).filter((id) => !ids.has(id));
    for (const plugin of await importPlugins(missing, PLUGINS_FOLDER)) {
      ids.add(plugin.id);
      plugins.push(plugin);
    }
  }
  return plugins;
}

/** A migrated, demo-seeded portal on a fresh database, for tests through `app.request()`. */
export async function createTestPortal(options: TestPortalOptions = {}): Promise<TestPortal> {
  const named = [...(await importPlugins(options.enable ?? [], PLUGINS_FOLDER)), ...(options.plugins ?? [])];
  const plugins = options.addDependencies === false ? named : await withDependencies(named);
  // Links in mails point at the origin the test requests use, unless a test says otherwise.
  const config = resolveConfig(
    { plugins: plugins.map((plugin) => plugin.id), publicUrl: 'http://localhost', ...options.config },
    {},
    '0.0.0-test',
  );
  const kind = options.kind ?? 'pglite';
  const seed = options.seed !== false;
  const snapshotKey = databaseSnapshots.key({
    plugins: plugins.map((plugin) => plugin.id),
    config: options.config ?? {},
    seed,
    // The demo lab's dates count from the lab's today.
    day: labToday(config.labTimeZone),
  });
  const snapshot = kind === 'pglite' ? databaseSnapshots.read(snapshotKey) : undefined;
  const database = snapshot ? await openDatabase({ loadDataDir: snapshot }) : await openTestDatabase(kind, options.serverUrl);
  if (!snapshot) await migratePortal(database.db, plugins);
  const counter = statementCounter();
  const portal = createPortal({
    config,
    db: database.db.withPlugin(counter.plugin),
    listen: database.listen,
    poolUse: database.poolUse,
    plugins,
    islands: await importIslands(plugins.map((plugin) => plugin.id)),
    checkResponses: true,
    production: options.production ?? false,
    log: options.log ?? createConsoleLogger(true),
    assets: options.assets ?? (() => null),
    clientAddress: (c) => c.req.header('x-test-ip') ?? '127.0.0.1',
  });
  // The portal's own handle, so a test's writes to users and sessions reach the session cache as the app's do.
  const db = portal.db as Kysely<CoreDatabase>;
  if (seed && !snapshot) await seedDemo(portal, db, TEST_PASSWORD);
  if (!snapshot && database.dump) await databaseSnapshots.write(snapshotKey, await database.dump());

  const request = (path: string, init: TestRequestInit = {}) => {
    // As the portal's own pages send it: from its origin, with the portal client's header.
    const headers: Record<string, string> = { origin: 'http://localhost', ...PORTAL_CLIENT_HEADERS, ...init.headers };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.cookie) headers.cookie = init.cookie;
    return Promise.resolve(
      portal.app.request(`http://localhost${path}`, {
        method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
        headers,
        ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
      }),
    );
  };

  return {
    portal,
    database,
    db,
    config,
    request,
    async runJobs() {
      while ((await portal.jobs.runDue()) > 0);
    },
    async signIn(email, password = TEST_PASSWORD) {
      const response = await request('/auth/local', { json: { username: email, password } });
      if (response.status !== 200) throw new Error(`Sign-in of ${email} failed with ${response.status}`);
      const body = (await response.json()) as { token: string };
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      return { token: body.token, cookie };
    },
    statementsDuring: counter.during,
    close: () => database.close(),
  };
}
