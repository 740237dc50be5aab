import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migratePortal } from '../db/migrations.ts';
import { createConsoleLogger } from '../log.ts';
import { dialectsUnderTest, openTestDatabase } from '../../testing/databases.ts';
import { backoffMs, enqueue, retryJob } from './queue.ts';
import { JobRunner, type JobHandler } from './runner.ts';
import type { CoreDatabase } from '../db/core-database.ts';

describe('backoff', () => {
  it('doubles from 10 seconds and stops at an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});

describe.each(dialectsUnderTest())('jobs on %s', (kind) => {
  let database: Database;
  let db: Kysely<CoreDatabase>;
  const seen: unknown[] = [];
  let failuresLeft = 0;
  const handlers = new Map<string, JobHandler>([
    [
      'test.flaky',
      async (data) => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('the outside world is down');
        }
        seen.push(data);
      },
    ],
  ]);
  const runner = () => new JobRunner({ db, handlers, log: createConsoleLogger(true) });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db as Kysely<CoreDatabase>;
    await migratePortal(database.db, []);
  });
  beforeEach(async () => {
    await db.deleteFrom('jobs').execute();
    seen.length = 0;
    failuresLeft = 0;
  });
  afterAll(() => database.close());

  it('runs a queued job once', async () => {
    await enqueue(db, 'test.flaky', { n: 1 });
    expect(await runner().runDue()).toBe(1);
    expect(await runner().runDue()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect((await db.selectFrom('jobs').select('status').executeTakeFirstOrThrow()).status).toBe('done');
  });

  it('enqueues nothing when the transaction rolls back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueue(trx, 'test.flaky', { n: 2 });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await db.selectFrom('jobs').selectAll().execute()).toEqual([]);
  });

  it('retries a failure after the backoff, then keeps it as failed once attempts run out, and can retry it', async () => {
    failuresLeft = 10;
    const job = await enqueue(db, 'test.flaky', { n: 3 }, { maxAttempts: 2 });
    const start = new Date();
    await runner().runDue(10, start);
    let row = await db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'the outside world is down' });
    expect(row.runAt.getTime()).toBe(start.getTime() + 10_000);

    expect(await runner().runDue(10, new Date(start.getTime() + 9_000))).toBe(0);
    await runner().runDue(10, new Date(start.getTime() + 10_000));
    row = await db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });

    failuresLeft = 0;
    expect(await retryJob(db, job.id)).toBe(true);
    await runner().runDue();
    expect(seen).toEqual([{ n: 3 }]);
    expect(await retryJob(db, job.id)).toBe(false);
  });

  it('keeps a job of an unknown name as failed with the reason', async () => {
    await enqueue(db, 'test.unknown', {}, { maxAttempts: 1 });
    await runner().runDue();
    const row = await db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('No handler for job "test.unknown"');
  });

  it('hands each job to one of two runners claiming at once', async () => {
    for (let n = 0; n < 6; n += 1) await enqueue(db, 'test.flaky', { n });
    const [a, b] = await Promise.all([runner().runDue(4), runner().runDue(4)]);
    expect(a + b).toBe(6);
    expect(seen).toHaveLength(6);
  });

  it('stops after the job in hand and hands the rest of its batch back, untouched', async () => {
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      handlers.set('test.slow', async (data) => {
        resolve();
        await new Promise<void>((done) => (release = done));
        seen.push(data);
      });
    });
    for (let n = 0; n < 3; n += 1) await enqueue(db, 'test.slow', { n });
    const failures: string[] = [];
    const slowRunner = new JobRunner({ db, handlers, log: createConsoleLogger(true), onFailure: (name) => failures.push(name) });
    slowRunner.start(10);
    await started;
    const stopped = slowRunner.stop();
    release();
    await stopped;
    expect(seen).toHaveLength(1);
    const rows = await db.selectFrom('jobs').select(['status', 'attempts', 'lockedUntil']).orderBy('status').execute();
    expect(rows).toEqual([
      { status: 'done', attempts: 1, lockedUntil: null },
      { status: 'queued', attempts: 0, lockedUntil: null },
      { status: 'queued', attempts: 0, lockedUntil: null },
    ]);
    expect(failures).toEqual([]);
    handlers.delete('test.slow');
  });

  it('tells of each failed attempt', async () => {
    failuresLeft = 1;
    await enqueue(db, 'test.flaky', { n: 9 });
    const failures: string[] = [];
    await new JobRunner({ db, handlers, log: createConsoleLogger(true), onFailure: (name) => failures.push(name) }).runDue();
    expect(failures).toEqual(['test.flaky']);
  });
});
