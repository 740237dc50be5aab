import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { IslandDefinition } from '../ssr/island.tsx';
import { ISLANDS_RUNTIME_ENTRY, PROJECT_ROOT, SHELL_ENTRY, STYLES_ENTRY, WEB_DIST, projectPath } from './manifest.ts';

/** Folders whose files can change the bundles (Tailwind reads class names from pages too). */
const SOURCE_FOLDERS = ['core', 'plugins', 'web', 'templates'];

function newestSource(folder: string): number {
  let newest = 0;
  let entries: string[];
  try {
    entries = readdirSync(folder);
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const path = `${folder}/${entry}`;
    const stats = statSync(path);
    newest = Math.max(newest, stats.isDirectory() ? newestSource(path) : /\.(tsx?|css)$/.test(entry) ? stats.mtimeMs : 0);
  }
  return newest;
}

/** Whether the bundles are missing or older than any source file. */
export function bundlesAreStale(): boolean {
  let built: number;
  try {
    built = statSync(new URL('.vite/manifest.json', WEB_DIST)).mtimeMs;
  } catch {
    return true;
  }
  const root = fileURLToPath(PROJECT_ROOT);
  return SOURCE_FOLDERS.some((folder) => newestSource(`${root}${folder}`) > built);
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
  const input = [SHELL_ENTRY, ISLANDS_RUNTIME_ENTRY, STYLES_ENTRY, ...islands.map((island) => projectPath(island.file))];
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), tailwindcss()],
    base: '/assets/',
    publicDir: false,
    // React's production build whatever NODE_ENV the builder runs under (tests run it under `test`).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: staging,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      // zxcvbn's dictionaries make one large chunk; it loads only when a password field is used.
      chunkSizeWarningLimit: 1000,
      assetsDir: '',
      rollupOptions: { input, preserveEntrySignatures: 'exports-only' },
    },
  });
  publish(staging, target);
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
