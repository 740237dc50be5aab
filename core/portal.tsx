import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Kysely } from 'kysely';
import { createGuardFactory, sessionMiddleware } from './auth/middleware.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import type { PortalConfig } from './config.ts';
import type { AnyDatabase, Database, PoolUse } from './db/database.ts';
import { AUTH_CHANNEL, SessionCache, invalidatingPlugin } from './auth/session-cache.ts';
import { announcingPlugin } from './cache/announcing-plugin.ts';
import { DataChanges } from './cache/data-changes.ts';
import { announceWrites } from './http/announce-writes.ts';
import { assertEveryRouteDeclared } from './http/declared-routes.ts';
import type { AppEnv } from './http/env.ts';
import { createErrorHandler } from './http/error-handler.ts';
import { requestLog } from './http/request-log.ts';
import { HEALTH_PATHS, registerHealthRoutes } from './ops/health.ts';
import { METRICS_PATH, PortalMetrics } from './ops/metrics.ts';
import { crossSiteRefusal } from './http/cross-site.ts';
import { clientAddress as clientAddressOf } from './http/client-address.ts';
import { requestBodyLimit } from './http/body-limit.ts';
import { compressReads } from './http/compress-reads.ts';
import { noStore, securityHeaders } from './http/security-headers.ts';
import { serveAssets } from './http/assets.ts';
import { AssetManifest, WEB_DIST } from './islands/manifest.ts';
import { createConsoleLogger, createDatabaseLogger, type Logger } from './log.ts';
import { scheduleProblem } from './jobs/recurrence.ts';
import { JobRunner, type JobHandler } from './jobs/runner.ts';
import { Scheduler, type RecurringJob } from './jobs/scheduler.ts';
import { SEND_MAIL_JOB } from './mail/mailer.ts';
import { asCore, createCoreServices } from './services.ts';
import { createAccountLinks } from './account/links.tsx';
import { publicAddress } from './http/public-url.ts';
import { endImpersonation, startImpersonation } from './auth/impersonation.ts';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { registerCorePages } from './pages/routes.tsx';
import { PRUNE_LOGS_JOB, pruneLogsJob } from './logs/retention.ts';
import type { AccountLinks, LoadedPlugin, NavEntry, PluginContext } from './plugin/define-plugin.ts';
import { ExtensionRegistry } from './plugin/extension-points.ts';
import type { PortalIslands } from './ssr/island.tsx';
import { apiReferencePermissions, registerOpenApiDocument } from './openapi/routes.ts';
import { PermissionRegistry } from './plugin/permissions.ts';
import { orderPlugins } from './plugin/resolve.ts';
import { PortalRouter, type DeclaredRoute } from './plugin/router.ts';
import { createPageRenderer, type RendererOptions } from './ssr/renderer.tsx';
import { landingPath } from './roles.ts';
import type { CoreDatabase } from './db/core-database.ts';

/** Routes outside the permission system: the bundles, the probes, and `/metrics` (its own token). */
export const UNDECLARED_PATHS = ['/assets/*', ...HEALTH_PATHS, METRICS_PATH];

export interface PortalOptions {
  config: PortalConfig;
  db: AnyDatabase;
  plugins: readonly LoadedPlugin[];
  /** The island files of core and those plugins (`importIslands`): the only islands a page may render. */
  islands: PortalIslands;
  /** Where log entries go besides the `logs` table; standard output by default. */
  log?: Logger;
  /** The caller's address for rate limits; each runtime knows its own. */
  clientAddress?: (c: Context) => string;
  /** Built browser bundles; read from `dist/web` when not given. */
  assets?: () => AssetManifest | null;
  /**
   * The database's change channel. With it, sessions are kept in memory between the changes it
   * announces; without it, every request reads its session from the database.
   */
  listen?: Database['listen'];
  /** Checks every JSON answer against its route's declared response schema; tests turn it on. */
  checkResponses?: boolean;
  /** How the database's connections are used, for `/metrics`. */
  poolUse?: () => PoolUse;
  /** A production server: settings that only fail there (a sender at localhost) are warned of. */
  production?: boolean;
  /** Sees each page's document before it is rendered (see `RendererOptions.observe`). */
  observeDocuments?: RendererOptions['observe'];
}

export interface Portal {
  app: OpenAPIHono<AppEnv>;
  /** The database as the portal uses it: writes to users and sessions reach the session cache at once. */
  db: AnyDatabase;
  plugins: LoadedPlugin[];
  permissions: PermissionRegistry;
  nav: NavEntry[];
  islands: PortalIslands;
  routes: DeclaredRoute[];
  /** Runs the jobs of core and every enabled plugin. */
  jobs: JobRunner;
  /** Queues the recurring jobs when they fall due. */
  scheduler: Scheduler;
  metrics: PortalMetrics;
  /** The account services every plugin gets as `ctx.accounts` (the users screens send complete-registration links through it). */
  accounts: AccountLinks;
  /** Announced after each write of the lab's data in this process; the caches of answers drop theirs. */
  dataChanges: DataChanges;
  /** Queues the mail held while no SMTP server was set, now one is; how many. */
  releaseHeldMail(): Promise<number>;
  contextOf(pluginId: string): PluginContext;
}

/**
 * Assembles the portal: core's routes and pages, then each enabled plugin's, in dependency
 * order, every route behind its declared permission, and errors mapped once.
 */
export function createPortal(options: PortalOptions): Portal {
  const { config } = options;
  const sessionCache = new SessionCache(false);
  const dataChanges = new DataChanges();
  // Every write of core and the plugins goes through this handle, so a change to users or sessions empties the session
  // cache, and any write of the lab's data drops the answers kept for the dashboards.
  const db: Kysely<CoreDatabase> = asCore(
    options.db.withPlugin(invalidatingPlugin(sessionCache)).withPlugin(announcingPlugin(dataChanges)),
  );
  options.listen?.(AUTH_CHANNEL, (event) => (event === 'notice' ? sessionCache.clear() : sessionCache.setEnabled(event === 'ready')));
  const sessionLimits = { idleHours: config.sessionIdleHours, lifetimeHours: config.sessionMaxDays * 24 };
  const output = options.log ?? createConsoleLogger({ level: config.logLevel });
  const log = createDatabaseLogger(db, output);
  const metrics = new PortalMetrics(db, options.poolUse ?? (() => ({ open: 0, idle: 0, waiting: 0 })));
  const services = createCoreServices(config, { production: options.production ?? false });
  const plugins = orderPlugins(options.plugins);

  const permissions = new PermissionRegistry();
  permissions.register('core', apiReferencePermissions);
  for (const plugin of plugins) permissions.register(plugin.id, plugin.permissions ?? []);

  const nav = plugins.flatMap((plugin) => plugin.nav ?? []);
  const render = createPageRenderer({
    config,
    nav,
    permissions,
    assets: options.assets ?? AssetManifest.follow(),
    islands: options.islands,
    observe: options.observeDocuments,
  });
  const trustedOrigins = config.publicUrl ? [new URL(config.publicUrl).origin] : [];
  const guard = createGuardFactory(permissions, (c) => crossSiteRefusal(c, trustedOrigins));
  const routers: PortalRouter[] = [];
  const newRouter = (kind: 'api' | 'page') => {
    const router = new PortalRouter(kind, guard, options.checkResponses);
    routers.push(router);
    return router;
  };

  const coreApi = newRouter('api');
  // Behind the proxies TRUST_PROXY names, the address they forward; else the socket's (decision 174).
  const clientAddress = clientAddressOf(options.clientAddress ?? (() => 'unknown'), config.trustProxy);
  registerAuthRoutes(coreApi, { db, limits: sessionLimits, clientAddress });
  const extensions = new ExtensionRegistry();
  registerCorePages(newRouter('page'), render, config.labName, extensions);
  const accounts = createAccountLinks(db, services.mailer, publicAddress(config));
  if (services.mail.warning) log.warning(services.mail.warning);
  registerOpenApiDocument(coreApi, () => app, permissions, config);

  const contexts = new Map<string, PluginContext>();
  for (const plugin of plugins) {
    const ctx: PluginContext = {
      db,
      config,
      log,
      http: { api: () => newRouter('api'), pages: () => newRouter('page'), render, permissions, clientAddress },
      audit: services.audit,
      jobs: services.jobs,
      mail: services.mail,
      accounts,
      sessions: {
        startImpersonation: (c, start) => startImpersonation(db, c, start),
        endImpersonation: (c) => endImpersonation(db, c, sessionLimits),
      },
      extensions,
      dataChanges,
    };
    contexts.set(plugin.id, ctx);
    extensions.add(plugin.extensions ?? [], ctx);
    plugin.api?.(ctx);
    plugin.pages?.(ctx);
  }

  const app = new OpenAPIHono<AppEnv>();
  app.use(
    '*',
    requestLog({ log: output, quietPaths: [...HEALTH_PATHS, METRICS_PATH], observe: (...request) => metrics.observeRequest(...request) }),
  );
  app.use('*', announceWrites(dataChanges));
  // Every answer carries the security headers, the probes' and the metrics' included; HSTS only over HTTPS.
  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false, strictTransportSecurity: false, xFrameOptions: 'DENY' }));
  app.use('*', securityHeaders());
  for (const path of [...HEALTH_PATHS, METRICS_PATH]) app.use(path, noStore());
  registerHealthRoutes(app, db, plugins);
  if (config.metricsToken) metrics.register(app, config.metricsToken);
  // Pages and read answers go out compressed to a browser that takes it; assets come compressed already.
  app.use('*', compressReads());
  app.get('/assets/*', serveAssets(WEB_DIST));
  app.use('*', requestBodyLimit());
  app.use('*', sessionMiddleware(db, sessionLimits, sessionCache));
  for (const router of routers) app.route('/', router.app);

  const routes = routers.flatMap((router) => router.routes);
  for (const route of routes) {
    if (!permissions.has(route.permission)) {
      throw new Error(`${route.method} ${route.path} names permission "${route.permission}", which no enabled plugin declares`);
    }
  }
  assertEveryRouteDeclared(app, routes, UNDECLARED_PATHS);

  const renderError = (c: Context<AppEnv>, status: number, message: string) => {
    const auth = c.get('auth');
    const home = auth ? landingPath(auth.user.role) : '/login';
    return render(c, <ErrorPage status={status} message={message} home={home} />, { title: 'Error', status });
  };
  app.onError(createErrorHandler(log, renderError as never));
  app.notFound((c) => {
    if ((c.req.header('accept') ?? '').includes('text/html') && c.req.method === 'GET' && !c.req.path.startsWith('/api/')) {
      return renderError(c as Context<AppEnv>, 404, 'There is no page at this address.');
    }
    return c.json({ status: 'error', error: 'Not found' }, 404);
  });

  const schedules: RecurringJob[] = [];
  const handlers = new Map<string, JobHandler>([
    [SEND_MAIL_JOB, services.mailer.deliver(db)],
    [PRUNE_LOGS_JOB, pruneLogsJob(db)],
  ]);
  for (const plugin of plugins) {
    for (const job of plugin.jobs ?? []) {
      if (!job.name.startsWith(`${plugin.id}.`)) throw new Error(`Job "${job.name}" of ${plugin.id} must start with "${plugin.id}."`);
      if (handlers.has(job.name)) throw new Error(`Job "${job.name}" is declared twice`);
      const ctx = contexts.get(plugin.id)!;
      handlers.set(job.name, (data, attempt) => job.run(data, ctx, attempt));
      const pattern = config.jobSchedules[job.name] ?? job.schedule;
      if (pattern) schedules.push({ job: job.name, pattern: checkedPattern(job.name, pattern) });
    }
  }
  const jobs = new JobRunner({ db: db, handlers, log, onFailure: (name) => metrics.jobFailed(name), dataChanges });
  for (const name of Object.keys(config.jobSchedules)) {
    if (!handlers.has(name)) log.warning(`jobSchedules names "${name}", a job no enabled plugin declares`);
  }
  const scheduler = new Scheduler({ db, schedules, timeZone: config.labTimeZone, log });

  return {
    app,
    db,
    plugins,
    permissions,
    nav,
    islands: options.islands,
    routes,
    jobs,
    scheduler,
    metrics,
    accounts,
    dataChanges,
    releaseHeldMail: () => services.mailer.releaseHeld(asCore(db)),
    contextOf(pluginId) {
      const ctx = contexts.get(pluginId);
      if (!ctx) throw new Error(`Plugin "${pluginId}" is not enabled`);
      return ctx;
    },
  };
}

/** A plugin's own schedule is checked at start-up, as the configuration's are. */
function checkedPattern(job: string, pattern: string): string {
  const problem = scheduleProblem(pattern);
  if (problem) throw new Error(`The schedule "${pattern}" of job "${job}" cannot be read: ${problem}`);
  return pattern;
}
