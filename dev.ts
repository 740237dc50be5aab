import { spawn } from 'node:child_process';
import { buildPortalBundles } from './cli/islands/build-portal.ts';
import configInput from './hono.config.ts';

/**
 * `npm run dev`: the server restarted by Node's `--watch` when a server file changes, and the
 * browser bundles rebuilt by Vite's watch mode when an island, a page or a style changes (the
 * server links the new bundles as soon as their manifest is written). Reload the page to see
 * either: this is rebuild on save, not module replacement in the page.
 */
const server = spawn(process.execPath, ['--watch', '--import', 'tsx', 'server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
});
const stop = () => server.kill('SIGTERM');
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
server.once('exit', (code) => process.exit(process.exitCode ?? code ?? 0));
try {
  await buildPortalBundles(configInput, process.env, true);
} catch (error) {
  // Without bundles the server is of no use: stop it too rather than leave it running alone.
  console.error(error);
  server.kill('SIGTERM');
  process.exitCode = 1;
}
