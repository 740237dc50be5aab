import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, mergeConfig, type InlineConfig } from 'vite';
import viteConfig from '../../vite.config.ts';
import type { IslandDefinition } from '../ssr/island.tsx';
import { CHUNK_GROUPS } from './chunk-groups.ts';
import { ISLANDS_RUNTIME_ENTRY, PROJECT_ROOT, SHELL_ENTRY, STYLES_ENTRY, WEB_DIST, projectPath } from './manifest.ts';

/** Every entry the bundles have: the shell, the islands runtime, the stylesheet, and each island. */
export function bundleEntries(islands: readonly IslandDefinition[]): string[] {
  return [SHELL_ENTRY, ISLANDS_RUNTIME_ENTRY, STYLES_ENTRY, ...islands.map((island) => projectPath(island.file))];
}

/** The entries, with shared code grouped into a few chunks (see `CHUNK_GROUPS`). */
function bundleInput(islands: readonly IslandDefinition[]) {
  return {
    input: bundleEntries(islands),
    // A group split by the islands that use it is named `group~Island~Island…`; its file takes the group's name alone.
    output: {
      codeSplitting: { groups: CHUNK_GROUPS },
      chunkFileNames: (chunk: { name: string }) => `${chunk.name.split('~')[0]}-[hash].js`,
    },
  };
}

/**
 * Builds the browser side: the shell script, the islands runtime, the stylesheet, and one
 * chunk per island (its default export is the component), with a manifest the server reads.
 */
export async function buildBundles(islands: readonly IslandDefinition[]): Promise<void> {
  const root = fileURLToPath(PROJECT_ROOT);
  // Build beside the served folder, then publish into it, so a running server never sees it half-written.
  const target = fileURLToPath(WEB_DIST).replace(/\/$/, '');
  const staging = `${target}-build-${process.pid}`;
  // Vite and the React plugin choose React's production build and JSX transform from NODE_ENV,
  // which the tests set to `test`: the bundles the tests load are the ones a lab gets.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build(
      mergeConfig(viteConfig as InlineConfig, {
        configFile: false,
        root,
        build: { outDir: staging, rollupOptions: bundleInput(islands) },
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
 */
export async function watchBundles(islands: readonly IslandDefinition[]): Promise<void> {
  await build(
    mergeConfig(viteConfig as InlineConfig, {
      configFile: false,
      root: fileURLToPath(PROJECT_ROOT),
      mode: 'development',
      logLevel: 'info',
      // Old chunks stay until the next build: a page rendered a moment ago still finds its files.
      build: { outDir: fileURLToPath(WEB_DIST), emptyOutDir: false, watch: {}, rollupOptions: bundleInput(islands) },
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
