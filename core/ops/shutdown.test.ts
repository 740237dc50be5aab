import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { createTestDatabaseUrl, dialectsUnderTest } from '../../testing/databases.ts';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.ts';

/**
 * Starts a sign-in whose body arrives in two halves, so the request is in flight (its handler
 * waiting for the body) until `finish()` sends the rest.
 */
function slowSignIn(baseUrl: string) {
  const body = JSON.stringify({ username: 'nobody@example.com', password: 'not the password' });
  const half = Math.floor(body.length / 2);
  let sendRest!: () => void;
  const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}/auth/local`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length, origin: baseUrl } },
      (incoming) => {
        let text = '';
        incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(text) as unknown }));
      },
    );
    outgoing.on('error', reject);
    outgoing.write(body.slice(0, half));
    sendRest = () => outgoing.end(body.slice(half));
  });
  return { answer, finish: () => sendRest() };
}

describe.each(dialectsUnderTest())('stopping the server on %s', (kind) => {
  let dataDir: string;
  let database: { url: string; drop(): Promise<void> } | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-shutdown-'));
    if (kind === 'postgres') database = await createTestDatabaseUrl();
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM stops accepting, answers the request in flight, closes the database and exits 0', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' });
    const { baseUrl } = server;
    const signIn = slowSignIn(baseUrl);
    // The request is in: the server has read its headers and waits for the rest of the body.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.signal('SIGTERM');
    await expect.poll(() => server!.output()).toContain('Stopping: finishing the requests in flight');
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow('fetch failed');

    signIn.finish();
    const answered = await signIn.answer;
    expect(answered.status).toBe(401);
    expect(answered.body).toMatchObject({ status: 'error' });
    expect(await server.exited).toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { message: string; status?: number });
    const messages = lines.map((line) => line.message);
    expect(messages.indexOf('Stopped')).toBeGreaterThan(messages.findIndex((message) => message === 'request'));
    expect(lines.find((line) => line.message === 'request')).toMatchObject({ status: 401 });

    // Closed cleanly, the database opens again with everything in it (for PGlite, its files flushed).
    const reopened = await openDatabase(database ? { url: database.url, maxConnections: 1 } : { dataDir });
    try {
      const { rows } = await sql<{ count: string }>`select count(*) as count from migrations_core`.execute(reopened.db);
      expect(Number(rows[0]!.count)).toBeGreaterThan(0);
    } finally {
      await reopened.close();
    }
  }, 240_000);
});
