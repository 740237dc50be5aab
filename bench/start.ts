/**
 * Start-up of `npm start` (`npm run bench:start`): the first start on a fresh embedded
 * database (migrations and the demo lab seeded, bundles already built), then warm starts on the
 * same folder, each until `/login` answers 200, and the bundle check `prestart` runs alone.
 * Prints a table; the figures go into docs/benchmarks.md by hand with the machine's load.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './child.ts';
import { describeMachine, loadAverage } from './machine.ts';
import { cleanEnv, ROOT } from './portal.ts';

const WARM_RUNS = 3;

/** Runs a command to its end; answers the seconds it took. */
function timed(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`${command} exited ${code}`)),
    );
  });
}

/** `npm start` until /login answers 200; answers the seconds, then stops it with SIGTERM. */
async function startOnce(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: cleanEnv({ PORT: String(port), DATA_DIR: dataDir }),
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      const response = await fetch(`http://127.0.0.1:${port}/login`).catch(() => undefined);
      if (response?.status === 200) return (performance.now() - started) / 1000;
      if (performance.now() - started > 300_000) throw new Error('npm start did not answer /login in 300 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const machine = describeMachine();
const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-start-'));
try {
  const check = await timed(process.execPath, ['--import', 'tsx', 'build.ts', '--if-stale'], cleanEnv({}));
  const first = await startOnce(dataDir);
  const warm: number[] = [];
  for (let run = 0; run < WARM_RUNS; run += 1) warm.push(await startOnce(dataDir));
  const rows = [
    ['bundle check alone (`prestart`, bundles current)', check],
    ['first `npm start` to /login 200 (fresh PGlite, demo lab seeded)', first],
    ...warm.map((seconds, index) => [`warm \`npm start\` ${index + 1} to /login 200`, seconds] as const),
  ] as const;
  console.log(
    `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; load average ${machine.loadBefore} before, ${loadAverage()} after`,
  );
  for (const [what, seconds] of rows) console.log(`| ${what} | ${seconds.toFixed(1)} s |`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
