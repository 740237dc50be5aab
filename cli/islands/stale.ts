import { statSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT, WEB_DIST } from '../../core/islands/manifest.ts';

/** Folders whose files can change the bundles (Tailwind reads class names from pages too). */
const SOURCE_FOLDERS = ['core', 'lib', 'plugins', 'web', 'shared', 'templates'];

/** The latest modification time of the TypeScript and CSS files in a folder (or of one file), 0 if missing. */
export function newestSource(folder: string): number {
  let newest = 0;
  let entries: string[];
  try {
    const stats = statSync(folder);
    if (!stats.isDirectory()) return stats.mtimeMs;
    entries = readdirSync(folder);
  } catch {
    return 0;
  }
  for (const entry of entries) {
    // Tests are in neither the bundles nor the compiled server.
    if (entry === 'node_modules' || entry.startsWith('.') || /\.test\.tsx?$/.test(entry)) continue;
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

/** Whether Vite, a dev dependency, is installed: an install with `--omit=dev` has no build tools. */
export function buildToolsInstalled(): boolean {
  try {
    import.meta.resolve('vite');
    return true;
  } catch {
    return false;
  }
}
