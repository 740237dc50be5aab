import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreDatabase } from '../db/core-database.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { enqueue } from '../jobs/queue.ts';
import { SEND_MAIL_JOB } from '../mail/mailer.ts';
import { createTestDatabaseUrl } from '../../testing/databases.ts';
import { TEST_PASSWORD } from '../../testing/portal.ts';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** Several processes need a database they share: PostgreSQL only (the embedded one serves one process). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let created: { url: string; drop(): Promise<void> };
  let uploadsDir: string;
  let first: ServerProcess;
  let second: ServerProcess;
  let database: Database;
  let db: Kysely<CoreDatabase>;

  const signIn = (server: ServerProcess, username: string, password: string) =>
    fetch(`${server.baseUrl}/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ username, password }),
    });

  beforeAll(async () => {
    created = await createTestDatabaseUrl();
    uploadsDir = await mkdtemp(join(tmpdir(), 'portal-shared-uploads-'));
    const env = { DATABASE_URL: created.url, UPLOADS_DIR: uploadsDir, DATA_DIR: join(uploadsDir, 'unused') };
    // The first migrates and seeds the demo lab; the second finds both done.
    first = await startServerProcess({ ...env, SEED_DEMO: 'true' });
    second = await startServerProcess(env);
    database = await openDatabase({ url: created.url, maxConnections: 2 });
    db = database.db as Kysely<CoreDatabase>;
  }, 400_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
    await created?.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('serves a session made on one process on the other, and ends it on both', async () => {
    const response = await signIn(first, 'admin@demo.lab', TEST_PASSWORD);
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    const onSecond = await fetch(`${second.baseUrl}/api/uploads`, { headers: { authorization: `Bearer ${token}` } });
    expect(onSecond.status).toBe(200);
    const logout = await fetch(`${second.baseUrl}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(logout.status).toBeLessThan(400);
    await expect
      .poll(async () => (await fetch(`${first.baseUrl}/api/uploads`, { headers: { authorization: `Bearer ${token}` } })).status)
      .toBe(401);
  });

  it('runs each job exactly once between them', async () => {
    const count = 30;
    for (let index = 0; index < count; index += 1) {
      const mail = await db
        .insertInto('mailOutbox')
        .values({
          toAddress: `person${index}@example.com`,
          ccAddress: null,
          subject: `Mail ${index}`,
          html: '<p>Hello</p>',
          textBody: 'Hello',
          attachments: '[]',
          secrets: '[]',
          lastError: null,
          sentAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await enqueue(db, SEND_MAIL_JOB, { outboxId: mail.id });
    }
    await expect
      .poll(
        async () =>
          (await db.selectFrom('jobs').select('id').where('name', '=', SEND_MAIL_JOB).where('status', '!=', 'done').execute()).length,
        {
          timeout: 60_000,
          interval: 500,
        },
      )
      .toBe(0);
    const jobs = await db.selectFrom('jobs').select(['attempts', 'status']).where('name', '=', SEND_MAIL_JOB).execute();
    expect(jobs.length).toBeGreaterThanOrEqual(count);
    expect(jobs.every((job) => job.attempts === 1 && job.status === 'done')).toBe(true);
    // Without SMTP the outbox is the delivery: each mail is held, once.
    const held = await db.selectFrom('mailOutbox').select('id').where('subject', 'like', 'Mail %').where('status', '=', 'held').execute();
    expect(held).toHaveLength(count);
  });

  it('counts a sign-in limit across both', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const server = attempt % 2 === 0 ? first : second;
      statuses.push((await signIn(server, 'technician@demo.lab', 'a wrong password')).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401));
    expect(statuses[10]).toBe(429);
    expect((await signIn(first, 'technician@demo.lab', TEST_PASSWORD)).status).toBe(429);
  });

  it('serves an upload made through one from the other, from the shared folder', async () => {
    const { token } = (await (await signIn(first, 'admin@demo.lab', TEST_PASSWORD)).json()) as { token: string };
    const customer = await db
      .selectFrom('customers' as never)
      .select('id' as never)
      .limit(1)
      .executeTakeFirstOrThrow();
    const form = new FormData();
    form.append('prefix', `customer_${(customer as { id: number }).id}`);
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'header.png');
    const stored = await fetch(`${first.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, origin: first.baseUrl },
      body: form,
    });
    expect(stored.status).toBe(201);
    const { upload } = (await stored.json()) as { upload: { fileName: string } };
    expect(await readdir(uploadsDir)).toContain(upload.fileName);
    const served = await fetch(`${second.baseUrl}/api/uploads/${upload.fileName}`, { headers: { authorization: `Bearer ${token}` } });
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });
});
