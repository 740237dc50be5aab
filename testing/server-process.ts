import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

export interface ServerProcess {
  baseUrl: string;
  /** Everything the process wrote so far. */
  output(): string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  signal(name: NodeJS.Signals): void;
  /** Ends the process if it still runs and waits for it. */
  stop(): Promise<void>;
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `server.ts` in a child process, resolved once `/healthz` answers; with `compiled`, the
 * JavaScript `npm run build` made (`dist/server/server.js`, what `npm start` runs; compile first). `env` adds to a clean environment: the portal's own settings from the
 * test runner's environment are left out.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 180_000,
  { compiled = false }: { compiled?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => ['PATH', 'HOME', 'TMPDIR', 'PASSWORD_SCRYPT_N'].includes(name)),
  );
  const child = spawn(process.execPath, compiled ? ['dist/server/server.js'] : ['--import', 'tsx', 'server.ts'], {
    cwd: ROOT,
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: 'false', ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (ended) throw new Error(`The server exited before answering:\n${output}`);
    if ((await fetch(`${baseUrl}/healthz`).catch(() => undefined))?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /healthz in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    output: () => output,
    exited,
    signal: (name) => void child.kill(name),
    async stop() {
      if (!ended) child.kill('SIGTERM');
      await exited;
    },
  };
}
