import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, mergeConfig, type InlineConfig } from 'vite';
import viteConfig from '../../vite.config.ts';
import { CHUNK_GROUPS } from './chunk-groups.ts';
import { ISLANDS_RUNTIME_ENTRY, PROJECT_ROOT, SHELL_ENTRY, STYLES_ENTRY, WEB_DIST } from '../../core/islands/manifest.ts';
import { islandPropsLeftOut } from './props-left-out.ts';

/**
 * The bundles' entries (the shell, the islands runtime, the stylesheet, and each island's file),
 * with shared code grouped into a few chunks (see `CHUNK_GROUPS`), and the islands' `props` left out.
 */
function bundleOptions(islands: readonly string[]) {
  const root = fileURLToPath(PROJECT_ROOT);
  return {
    plugins: [islandPropsLeftOut(new Set(islands.map((source) => `${root}${source}`)))],
    rollupOptions: {
      input: [SHELL_ENTRY, ISLANDS_RUNTIME_ENTRY, STYLES_ENTRY, ...islands],
      // A group split by the islands that use it is named `group~Island~Island…`; its file takes the group's name alone.
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
        chunkFileNames: (chunk: { name: string }) => `${chunk.name.split('~')[0]}-[hash].js`,
      },
    },
  };
}

/**
 * Builds the browser side: the shell script, the islands runtime, the stylesheet, and one
 * chunk per island (its default export is the component), with a manifest the server reads.
 * @param islands the islands' source files, project-relative (`islandFiles`).
 */
export async function buildBundles(islands: readonly string[]): Promise<void> {
  const root = fileURLToPath(PROJECT_ROOT);
  // Build beside the served folder, then publish into it, so a running server never sees it half-written.
  const target = fileURLToPath(WEB_DIST).replace(/\/$/, '');
  const staging = `${target}-build-${process.pid}`;
  const { plugins, rollupOptions } = bundleOptions(islands);
  // Vite and the React plugin choose React's production build and JSX transform from NODE_ENV,
  // which the tests set to `test`: the bundles the tests load are the ones a lab gets.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build(
      mergeConfig(viteConfig as InlineConfig, {
        configFile: false,
        root,
        plugins,
        build: { outDir: staging, rollupOptions },
      } satisfies InlineConfig),
    );
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  publish(staging, target);
}

/**
 * Rebuilds the bundles straight into the served folder on every change of a source file, until
 * the process ends (`npm run dev`): Vite's watch mode, with the same configuration as a build.
 * An island added meanwhile is built from the next start.
 */
export async function watchBundles(islands: readonly string[]): Promise<void> {
  const { plugins, rollupOptions } = bundleOptions(islands);
  await build(
    mergeConfig(viteConfig as InlineConfig, {
      configFile: false,
      root: fileURLToPath(PROJECT_ROOT),
      mode: 'development',
      logLevel: 'info',
      plugins,
      // Old chunks stay until the next build: a page rendered a moment ago still finds its files.
      build: { outDir: fileURLToPath(WEB_DIST), emptyOutDir: false, watch: {}, rollupOptions },
    } satisfies InlineConfig),
  );
}

/**
 * Moves the new files in beside the old ones, the manifest last. Names carry content hashes, so
 * a server still holding the previous manifest keeps finding its files.
 */
function publish(staging: string, target: string): void {
  mkdirSync(`${target}/.vite`, { recursive: true });
  for (const name of readdirSync(staging)) {
    if (name !== '.vite') renameSync(`${staging}/${name}`, `${target}/${name}`);
  }
  renameSync(`${staging}/.vite/manifest.json`, `${target}/.vite/manifest.json`);
  rmSync(staging, { recursive: true, force: true });
}
