import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Server } from 'node:http';
import { bootPortal } from '../core/boot.ts';
import type { PortalConfigInput } from '../core/config.ts';
import { DEMO_USERS } from '../core/seed.ts';
import { publicAddress } from '../core/http/public-url.ts';
import { drainOnStop } from '../core/ops/drain.ts';
import { gracefulShutdown } from '../core/ops/shutdown.ts';
import { nodeServerOptions } from '../core/http/node-server.ts';
import { scheduleLogRetention } from '../core/logs/retention.ts';
import { asCore } from '../core/services.ts';

/** Serves the portal on Node: migrates, seeds a new embedded lab, runs jobs, stops gracefully. */
export async function startNodeServer(configInput: PortalConfigInput): Promise<void> {
  const { config, portal, database, seeded, log } = await bootPortal({
    configInput,
    env: process.env,
    clientAddress: (c) => getConnInfo(c).remote.address ?? 'unknown',
    serves: true,
  });
  await scheduleLogRetention(asCore(portal.db));
  portal.jobs.start();
  portal.scheduler.start();
  const serverOptions = nodeServerOptions();
  const server = serve({ fetch: portal.app.fetch, port: config.port, hostname: config.host, serverOptions }, (info) => {
    log.info(`${config.labName} portal ${config.version} is running at ${publicAddress({ ...config, port: info.port })}`, {
      runtime: `Node ${process.version}`,
      database: database.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL',
      mail: config.smtpUrl ? 'sent over SMTP' : 'kept in the outbox (/admin/outbox); set SMTP_URL to send it',
    });
    if (seeded || (config.seedDemo && database.kind === 'pglite')) {
      const password = config.demoPassword === 'demo-lab-portal' ? 'demo-lab-portal' : 'the value of DEMO_PASSWORD';
      log.info(`Demo logins, password ${password}`, { logins: DEMO_USERS.map((user) => `${user.role}: ${user.email}`) });
    }
  }) as Server;
  const drain = drainOnStop(server);

  const shutdown = gracefulShutdown({
    stopServing: () => drain.stop(config.shutdownGraceSeconds * 1000),
    jobs: portal.jobs,
    scheduler: portal.scheduler,
    database,
    log,
    exit: (code) => process.exit(code),
  });
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));
}
