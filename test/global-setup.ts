import { buildPortalBundles } from '../cli/islands/build-portal.ts';
import configInput from '../hono.config.ts';
import { bundlesAreStale } from '../cli/islands/stale.ts';

/**
 * Builds the browser bundles once before the browser tests, when they are missing or stale. Only
 * the `browser` project of vitest.config.ts runs this set-up, so a run without browser tests builds nothing.
 */
export default async function setup(): Promise<void> {
  if (bundlesAreStale()) await buildPortalBundles(configInput, {});
}
