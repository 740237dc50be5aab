import { buildBundles, buildBundlesIfStale } from './build-if-stale.ts';

/**
 * `npm run build` builds the browser bundles; `--if-stale` (run before `npm start`) builds them
 * only when missing or older than a source file (see build-if-stale.ts).
 */
if (!process.argv.includes('--if-stale')) await buildBundles();
else if (!(await buildBundlesIfStale())) process.exit(1);
