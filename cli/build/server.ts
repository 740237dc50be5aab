import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../../core/islands/manifest.ts';
import { newestSource } from '../islands/stale.ts';

/** Where `npm run build` compiles the server to; production runs `dist/server/server.js`. */
export const SERVER_DIST = new URL('dist/server/', PROJECT_ROOT);
/** Written last by a compile, so a half-written `dist/server/` never counts as built. */
const BUILT_STAMP = new URL('.built', SERVER_DIST);
/** What the compiled server is made of (tsconfig.build.json's `include`, and the settings). */
const SERVER_SOURCES = [
  'cli',
  'core',
  'lib',
  'plugins',
  'web',
  'shared',
  'templates',
  'migrations',
  'server.ts',
  'portal.ts',
  'hono.config.ts',
  'tsconfig.json',
  'tsconfig.build.json',
];

/**
 * Whether `dist/server/` is missing or older than a source file. A tree without the sources (a
 * container image holding only what was built) is never stale.
 */
export function serverIsStale(): boolean {
  let built: number;
  try {
    built = statSync(BUILT_STAMP).mtimeMs;
  } catch {
    return true;
  }
  const root = fileURLToPath(PROJECT_ROOT);
  return SERVER_SOURCES.some((source) => newestSource(`${root}${source}`) > built);
}

/** Whether the compiler, a dev dependency, is installed. */
export function compilerInstalled(): boolean {
  return compilerPath() !== undefined;
}

function compilerPath(): string | undefined {
  try {
    // The package's exports name no bin: resolve its package.json and go from there.
    return join(dirname(createRequire(PROJECT_ROOT).resolve('typescript/package.json')), 'bin', 'tsc');
  } catch {
    return undefined;
  }
}

/**
 * Compiles the server's TypeScript to JavaScript in `dist/server/` with `tsc -p
 * tsconfig.build.json` (emit only: `npm run typecheck` checks). It compiles beside the current
 * build and then swaps, so a running server's later imports never meet a half-written tree.
 */
export async function compileServer(): Promise<void> {
  const compiler = compilerPath();
  if (!compiler) throw new Error('TypeScript is not installed: `npm install` (with dev dependencies) before `npm run build`.');
  console.log('Compiling the server to dist/server');
  const started = performance.now();
  // Its own staging folder, so two builds at once (two test files) never write into each other.
  const staging = new URL(`dist/server.next-${process.pid}/`, PROJECT_ROOT);
  rmSync(staging, { recursive: true, force: true });
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [compiler, '-p', 'tsconfig.build.json', '--outDir', fileURLToPath(staging)], {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Compiling the server failed (tsc exited with ${code})`);
  writeFileSync(new URL('.built', staging), `${new Date().toISOString()}\n`);
  // Moved aside, not deleted first: a server started from dist/server loads its embedded
  // database's thread a moment after it starts, and must find the tree there throughout.
  const previous = new URL(`dist/server.old-${process.pid}/`, PROJECT_ROOT);
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(SERVER_DIST)) renameSync(SERVER_DIST, previous);
  try {
    renameSync(staging, SERVER_DIST);
  } catch {
    // Another build published the same sources between the two calls above.
    rmSync(staging, { recursive: true, force: true });
  }
  rmSync(previous, { recursive: true, force: true });
  console.log(`Compiled the server to dist/server in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Compiles the server when missing or stale (before `npm start`). Without the compiler (an
 * install without dev dependencies) it serves what was compiled before, and cannot start
 * without it (false).
 */
export async function compileServerIfStale(): Promise<boolean> {
  if (!serverIsStale()) return true;
  if (!compilerInstalled()) {
    if (!existsSync(new URL('server.js', SERVER_DIST))) {
      console.error('The server is not compiled and TypeScript is not installed: run `npm run build` before `npm prune --omit=dev`.');
      return false;
    }
    console.warn('A source file is newer than the compiled server, but TypeScript is not installed: serving the server compiled before.');
    return true;
  }
  await compileServer();
  return true;
}
