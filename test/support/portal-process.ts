import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../testing/throwaway-postgres.ts';

const ENTRY = fileURLToPath(new URL('./portal-process-entry.ts', import.meta.url));

/** A portal running in a child process, for tests that kill it. */
export interface PortalProcess {
  origin: string;
  /** Sends a JSON request with the bearer token, as a script would. */
  request(path: string, init?: { method?: string; json?: unknown; token?: string }): Promise<Response>;
  /** SIGKILL: the process ends at once, whatever it was writing. */
  kill(): Promise<void>;
  /** SIGTERM: the portal closes the database and ends. */
  stop(): Promise<void>;
}

const ended = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * Starts the portal of `hono.config.ts` in a child process on a free port, on the database the
 * environment names (DATA_DIR for the embedded one, DATABASE_URL for PostgreSQL), and waits
 * until it listens. A new database is migrated and seeded with the demo lab first.
 */
export async function startPortalProcess(env: Record<string, string>): Promise<PortalProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { ...process.env, SEED_DEMO: 'true', NODE_ENV: 'test', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The portal process did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`listening on ${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The portal process ended with ${code}:\n${output}`));
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    request(path, init = {}) {
      const headers: Record<string, string> = { origin };
      if (init.json !== undefined) headers['content-type'] = 'application/json';
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      return fetch(`${origin}${path}`, {
        method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
        headers,
        ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
      });
    },
    async kill() {
      child.kill('SIGKILL');
      await ended(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await ended(child);
    },
  };
}
