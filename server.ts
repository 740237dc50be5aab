import { getConnInfo } from '@hono/node-server/conninfo';
import { serve } from '@hono/node-server';
import { bootPortal } from './core/boot.ts';
import { DEMO_USERS } from './core/seed.ts';
import configInput from './hono.config.ts';

/** Starts the portal on Node: `npm start`. */
const { config, portal, database, seeded } = await bootPortal({
  configInput,
  env: process.env,
  clientAddress: (c) => getConnInfo(c).remote.address ?? 'unknown',
});

const server = serve({ fetch: portal.app.fetch, port: config.port }, (info) => {
  const url = `http://localhost:${info.port}`;
  console.log(`\n${config.labName} portal ${config.version} is running at ${url}`);
  console.log(`Database: ${database.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL'}`);
  if (seeded || (config.seedDemo && database.kind === 'pglite')) {
    console.log(`\nDemo logins (password: ${config.demoPassword === 'demo-lab-portal' ? 'demo-lab-portal' : 'from DEMO_PASSWORD'}):`);
    for (const user of DEMO_USERS) console.log(`  ${user.role.padEnd(17)} ${user.email}`);
  }
});

async function shutdown() {
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
