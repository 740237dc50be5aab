import { buildPortalBundles } from './build-portal.ts';
import { bundlesAreStale } from './stale.ts';

/**
 * `npm run build` builds the browser bundles; `--if-stale` (run before `npm start`) builds them
 * only when missing or older than a source file, a check that loads neither Vite nor the portal.
 */
if (!process.argv.includes('--if-stale') || bundlesAreStale()) {
  const started = performance.now();
  await buildPortalBundles();
  console.log(`Built the browser bundles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
