import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import type { PortalConfigInput } from '../../core/config.ts';
import { WEB_DIST } from '../../core/islands/manifest.ts';
import { bundlesAreStale, buildToolsInstalled } from './stale.ts';

/**
 * Builds the browser bundles when missing or older than a source file (before `npm start` and
 * `portal start`), a check that loads neither Vite nor the portal when they are current. Vite is
 * a dev dependency: an install without dev dependencies serves the bundles built before it, and
 * cannot start without any (false).
 */
export async function buildBundlesIfStale(configInput: PortalConfigInput): Promise<boolean> {
  if (!bundlesAreStale()) return true;
  if (!buildToolsInstalled()) {
    if (!existsSync(new URL('.vite/manifest.json', WEB_DIST))) {
      console.error('The browser bundles are not built and Vite is not installed: run `npm run build` before `npm prune --omit=dev`.');
      return false;
    }
    console.warn('A source file is newer than the browser bundles, but Vite is not installed: serving the bundles built before.');
    return true;
  }
  await buildBundles(configInput);
  return true;
}

/** Builds the bundles of the configured plugins, saying how long it took. */
export async function buildBundles(configInput: PortalConfigInput): Promise<void> {
  console.log('Building the browser bundles (the first build takes about half a minute)');
  const started = performance.now();
  await (await import('./build-portal.ts')).buildPortalBundles(configInput);
  // The API reference's script goes beside the bundles: it comes from a dev dependency.
  const { BUILT_SCALAR_SCRIPT, scalarSourceFile } = await import('../../plugins/api-reference/scalar.ts');
  mkdirSync(new URL('.', BUILT_SCALAR_SCRIPT), { recursive: true });
  copyFileSync(scalarSourceFile(), BUILT_SCALAR_SCRIPT);
  console.log(`Built the browser bundles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
