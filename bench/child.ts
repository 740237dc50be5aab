import { readFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/**
 * A server under test in its own process (and process group), so the load generator never
 * shares its event loop, and stopping the group also stops anything the server started.
 */
export interface Child {
  name: string;
  url: string;
  /** The last lines the child wrote, for the error message when it fails. */
  output(): string;
  /** The CPU time (user and system) the child's process has used so far, in ms; NaN where /proc cannot tell. */
  cpuMs(): number;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
const OUTPUT_LINES = 40;

/** A port nobody listens on right now (the child binds it a moment later). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('could not find a free port');
  return address.port;
}

export interface StartOptions {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  /** A path that answers 200 once the server is ready. */
  readyPath: string;
  readyTimeoutMs?: number;
}

/** Spawns `node <args>` and waits until `readyPath` answers 200; throws with the child's output if it does not. */
export async function startChild({ name, args, env, port, readyPath, readyTimeoutMs = 180_000 }: StartOptions): Promise<Child> {
  const server = spawn(process.execPath, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(server);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES));
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  let exited: string | null = null;
  server.once('exit', (code, signal) => {
    exited = `exited with ${signal ?? `code ${code}`}`;
    running.delete(server);
  });
  const child: Child = {
    name,
    url: `http://127.0.0.1:${port}`,
    output: () => lines.join('\n'),
    cpuMs: () => processCpuMs(server.pid),
    stop: () => stopGroup(server),
  };
  const deadline = Date.now() + readyTimeoutMs;
  while (true) {
    if (exited !== null) throw new Error(`${name} ${exited} before it answered ${readyPath}:\n${child.output()}`);
    if (Date.now() > deadline) {
      await child.stop();
      throw new Error(`${name} did not answer ${readyPath} within ${readyTimeoutMs / 1000} s:\n${child.output()}`);
    }
    if (await answers(`${child.url}${readyPath}`)) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Clock ticks a second of /proc's CPU times: 100 on Linux's usual builds. */
const TICKS_PER_SECOND = 100;

function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** SIGTERM to the child's group (the portal closes its database cleanly), SIGKILL if it lingers. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    signalGroup(child, 'SIGKILL');
    return;
  }
  const exited = once(child, 'exit');
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  signalGroup(child, 'SIGKILL');
}

/** Last resort on an unexpected exit of the benchmark itself: nothing it started outlives it. */
export function killAllChildren(): void {
  for (const child of running) signalGroup(child, 'SIGKILL');
}
