import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileServerIfStale } from '../../cli/build/server.ts';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.ts';

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

/**
 * A GET on a connection of its own; `connected` resolves once the request is written to an
 * established connection, that is once it has reached the server's machine.
 */
function get(baseUrl: string, path: string, token: string) {
  let connected!: () => void;
  const reached = new Promise<void>((resolve) => (connected = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const outgoing = request(`${baseUrl}${path}`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (incoming) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body, connection: incoming.headers.connection }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.on('socket', (socket) => socket.once('connect', () => setImmediate(connected)));
    outgoing.end();
  });
  return { reached, answer };
}

describe('stopping under load', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-drain-'));
    if (!(await compileServerIfStale())) throw new Error('The server could not be compiled');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers all six PDF requests that reached it before SIGTERM, then refuses connections and exits 0', async () => {
    // The grace is the process manager's bound, not what this test is about: on a busy machine six
    // PDFs may take longer than the default 10 s, and a cut connection would fail the test for the machine's speed.
    server = await startServerProcess(
      { DATA_DIR: dataDir, SEED_DEMO: 'true', NODE_ENV: 'production', SHUTDOWN_GRACE_SECONDS: '240' },
      240_000,
      { compiled: true },
    );
    const { baseUrl } = server;
    const signIn = await fetch(`${baseUrl}/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ username: 'admin@demo.lab', password: 'demo-lab-portal' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const customers = (await (
      await fetch(`${baseUrl}/api/customers?limit=1`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      rows: { id: number }[];
    };
    // A customer's statement: a PDF drawn for each request.
    const path = `/api/customers/statement/pdf/${customers.rows[0]!.id}`;
    expect((await get(baseUrl, path, token).answer).status).toBe(200);

    const requests = Array.from({ length: 6 }, () => get(baseUrl, path, token));
    await Promise.all(requests.map((each) => each.reached));
    server.signal('SIGTERM');
    const answers = await Promise.all(requests.map((each) => each.answer));

    expect(answers.map((each) => each.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const each of answers) expect(each.body.startsWith('%PDF-')).toBe(true);
    await expect.poll(() => server!.output()).toContain('Stopping: finishing the requests in flight');
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow('fetch failed');
    expect(await server.exited).toBe(0);
    const messages = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { message: string }).message);
    expect(messages.at(-1)).toBe('Stopped');
  }, 300_000);
});
