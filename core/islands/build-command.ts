import { compileServer, compileServerIfStale } from '../build/server.ts';
import { buildBundles, buildBundlesIfStale } from './build-if-stale.ts';

/**
 * `npm run build` builds the browser bundles and compiles the server to `dist/`; `--if-stale`
 * (run before `npm start`) does each only when missing or older than a source file.
 */
if (!process.argv.includes('--if-stale')) {
  await buildBundles();
  await compileServer();
} else if (!(await buildBundlesIfStale()) || !(await compileServerIfStale())) process.exit(1);
