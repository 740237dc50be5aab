import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/server-process.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** What `npm run dev` reads: the sources, the configuration, and the installed packages (linked). */
const COPIED = [
  'cli',
  'core',
  'lib',
  'plugins',
  'web',
  'shared',
  'templates',
  'migrations',
  'server.ts',
  'dev.ts',
  'hono.config.ts',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
];
const ISLAND = 'web/islands/LoginForm.tsx';

/**
 * `npm run dev` in a copy of the project (so its bundles and the island it edits are its own),
 * with four plugins and an in-memory database to keep the build and the start short.
 */
describe('npm run dev', () => {
  let project: string;
  let dev: ChildProcess;
  let output = '';
  let exited: Promise<number | null>;
  let baseUrl: string;

  const manifestChunk = async () => {
    if (dev.exitCode !== null) throw new Error(`npm run dev ended:\n${output}`);
    const text = await readFile(join(project, 'dist/web/.vite/manifest.json'), 'utf8').catch(() => '{}');
    return (JSON.parse(text) as Record<string, { file: string } | undefined>)[ISLAND]?.file;
  };
  const loginPage = async () => (await fetch(`${baseUrl}/login`).catch(() => undefined))?.text();

  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), 'portal-dev-'));
    await Promise.all(COPIED.map((name) => cp(join(ROOT, name), join(project, name), { recursive: true })));
    await symlink(join(ROOT, 'node_modules'), join(project, 'node_modules'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    dev = spawn(process.execPath, ['--import', 'tsx', 'dev.ts'], {
      cwd: project,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PASSWORD_SCRYPT_N: '1024',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: 'memory://',
        SEED_DEMO: 'false',
        PORTAL_PLUGINS: 'templates,sample-types,customers,account,users',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => dev.once('exit', (code) => resolve(code)));
  }, 60_000);
  afterAll(async () => {
    if (dev && dev.exitCode === null) {
      dev.kill('SIGTERM');
      await exited;
    }
    if (project) await rm(project, { recursive: true, force: true });
  });

  it('serves the sign-in page with the island chunk it built', async () => {
    await expect.poll(manifestChunk, { timeout: 240_000, interval: 500 }).toBeDefined();
    const chunk = await manifestChunk();
    await expect.poll(loginPage, { timeout: 120_000, interval: 500 }).toContain('Sign in');
    const script = await fetch(`${baseUrl}/assets/${chunk}`);
    expect(script.status).toBe(200);
  }, 400_000);

  it('rebuilds the island and restarts the server when the island changes', async () => {
    const before = await manifestChunk();
    const source = join(project, ISLAND);
    const text = await readFile(source, 'utf8');
    expect(text).toContain("'Sign in'");
    await writeFile(source, text.replace("'Sign in'", "'Sign in to the lab'"));
    await expect.poll(manifestChunk, { timeout: 120_000, interval: 500 }).not.toBe(before);
    const after = (await manifestChunk())!;
    expect(await readFile(join(project, 'dist/web', after), 'utf8')).toContain('Sign in to the lab');
    // The server restarts on the change too: its page renders the new text and links the new chunk.
    await expect.poll(loginPage, { timeout: 120_000, interval: 500 }).toContain('Sign in to the lab');
    expect(await loginPage()).toContain(`/assets/${after}`);
  }, 300_000);

  it('stops the server and the watcher on SIGTERM', async () => {
    dev.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await loginPage()).toBeUndefined();
  }, 60_000);
});
