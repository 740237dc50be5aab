import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { denoExecutable } from '../bin/deno-executable.js';
import { denoPermissions } from '../bin/deno-permissions.js';

/**
 * Smoke test of the portal under Deno (what `npm run start:deno` runs), run by .ci/run: the
 * login page answers 200, a demo user can sign in, and SIGTERM stops the server cleanly
 * (database closed, exit code 0). Deno is started directly, not through npm, so the signal and
 * the exit code are Deno's own. Exits non-zero with the server's output otherwise.
 */
const port = 3000 + Math.floor(Math.random() * 2000) + 2000;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-deno-'));
// `prestart:deno`: the bundles, when stale.
spawnSync(process.execPath, ['--import', 'tsx', 'build.ts', '--if-stale'], { stdio: 'inherit' });
const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', DENO_NO_UPDATE_CHECK: '1' };
// The permissions `npm run start:deno` lists, not --allow-all: a missing one fails this test.
const server = spawn(denoExecutable(), ['run', ...denoPermissions(env), 'server.deno.ts'], {
  // No look-up of a newer Deno: on a closed network its name look-up once held a first start for minutes.
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

async function check(): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  // The first start may build the browser bundles (`prestart:deno`) and seed the demo lab.
  const deadline = Date.now() + 240_000;
  let login: Response | undefined;
  while (Date.now() < deadline) {
    login = await fetch(`${base}/login`).catch(() => undefined);
    if (login) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (login?.status !== 200) throw new Error(`/login answered ${login?.status ?? 'nothing'}`);
  const signIn = await fetch(`${base}/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'admin@demo.lab', password: 'demo-lab-portal' }),
  });
  const body = (await signIn.json()) as { status?: string; user?: { role?: string } };
  if (signIn.status !== 200 || body.status !== 'ok' || body.user?.role !== 'admin') {
    throw new Error(`sign-in answered ${signIn.status} ${JSON.stringify(body)}`);
  }
  const admin = await fetch(`${base}/admin`, { headers: { cookie: (signIn.headers.get('set-cookie') ?? '').split(';')[0]! } });
  if (admin.status !== 200) throw new Error(`/admin answered ${admin.status} after sign-in`);
}

/** SIGTERM to Deno: it must log that it stopped and exit 0. */
async function stopCleanly(): Promise<void> {
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const code = await Promise.race([exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 30_000))]);
  if (code !== 0) throw new Error(`after SIGTERM the server ended with ${code}`);
  if (!output.includes('"message":"Stopped"')) throw new Error('after SIGTERM the server did not say it stopped');
}

try {
  await check();
  await stopCleanly();
  console.log(`Deno smoke test passed: /login 200, admin@demo.lab signed in, /admin 200, stopped cleanly on SIGTERM (port ${port}).`);
} catch (error) {
  console.error(`Deno smoke test failed: ${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${output}`);
  process.exitCode = 1;
  server.kill('SIGKILL');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
// Its pipes must not keep this script waiting on a server that outlived its kill.
process.exit(process.exitCode ?? 0);
