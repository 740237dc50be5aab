import { resolveConfig, type PortalConfigInput } from '../../core/config.ts';
import { packageVersion } from '../../core/version.ts';
import { islandFiles } from '../../core/islands/files.ts';

/**
 * Builds the browser bundles of core's islands and the configured plugins' (or, with `watch`,
 * keeps rebuilding them as sources change). The islands are the files of their folders: nothing
 * of the portal is started or imported to know them.
 */
export async function buildPortalBundles(
  configInput: PortalConfigInput,
  env: Record<string, string | undefined> = process.env,
  watch = false,
): Promise<void> {
  const { buildBundles, watchBundles } = await import('./build.ts');
  const { plugins } = resolveConfig(configInput, env, packageVersion());
  const sources = islandFiles(plugins).map((file) => file.source);
  await (watch ? watchBundles(sources) : buildBundles(sources));
}
