import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { bootPortal } from '../boot.ts';
import type { PortalConfigInput } from '../config.ts';
import { DEMO_USERS } from '../seed.ts';
import { publicAddress } from '../http/public-url.ts';
import { scheduleLogRetention } from '../logs/retention.ts';
import { asCore } from '../services.ts';

/** Serves the portal on Node: migrates, seeds a new embedded lab, builds bundles, runs jobs. */
export async function startNodeServer(configInput: PortalConfigInput): Promise<void> {
  const { config, portal, database, seeded } = await bootPortal({
    configInput,
    env: process.env,
    clientAddress: (c) => getConnInfo(c).remote.address ?? 'unknown',
    serves: true,
  });
  await scheduleLogRetention(asCore(portal.db));
  portal.jobs.start();
  const server = serve({ fetch: portal.app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`\n${config.labName} portal ${config.version} is running at ${publicAddress({ ...config, port: info.port })}`);
    console.log(`Database: ${database.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL'}`);
    console.log(`Mail: ${config.smtpUrl ? 'sent over SMTP' : 'kept in the outbox (/admin/outbox); set SMTP_URL to send it'}`);
    if (seeded || (config.seedDemo && database.kind === 'pglite')) {
      const password = config.demoPassword === 'demo-lab-portal' ? 'demo-lab-portal' : 'the value of DEMO_PASSWORD';
      console.log(`\nDemo logins, password ${password}:`);
      for (const user of DEMO_USERS) console.log(`  ${user.role.padEnd(17)} ${user.email}`);
    }
  });

  const shutdown = async () => {
    server.close();
    await portal.jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
