import { compileServer, compileServerIfStale } from './cli/build/server.ts';
import { buildBundles, buildBundlesIfStale } from './cli/islands/build-if-stale.ts';
import configInput from './hono.config.ts';

/**
 * `npm run build` builds the browser bundles and compiles the server to `dist/`; `--if-stale`
 * (run before `npm start`) does each only when missing or older than a source file.
 */
if (!process.argv.includes('--if-stale')) {
  await buildBundles(configInput);
  await compileServer();
} else if (!(await buildBundlesIfStale(configInput)) || !(await compileServerIfStale())) process.exit(1);
