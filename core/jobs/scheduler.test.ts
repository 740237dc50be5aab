import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../config.ts';
import type { CoreDatabase } from '../db/core-database.ts';
import type { Database } from '../db/database.ts';
import { migratePortal } from '../db/migrations.ts';
import { createConsoleLogger } from '../log.ts';
import { dialectsUnderTest, openTestDatabase } from '../../testing/databases.ts';
import { nextOccurrence, scheduleProblem } from './recurrence.ts';
import { Scheduler, occurrencesUpTo, scheduledDate, type RecurringJob } from './scheduler.ts';

// Los Angeles: PST is UTC-8, PDT UTC-7; in 2026 the clocks go forward on March 8 at 2:00 and back on November 1 at 2:00.
const LA = 'America/Los_Angeles';
const at = (iso: string) => new Date(iso);
const next = (pattern: string, after: string) => nextOccurrence(pattern, LA, at(after)).toISOString();

describe('the next occurrence in the lab time zone', () => {
  it('is 6 a.m. in the lab, whatever the server zone: 14:00 UTC in winter, 13:00 UTC in summer', () => {
    expect(next('0 6 * * *', '2026-11-24T12:00:00Z')).toBe('2026-11-24T14:00:00.000Z');
    expect(next('0 6 * * *', '2026-11-24T14:00:00Z')).toBe('2026-11-25T14:00:00.000Z');
    expect(next('0 6 * * *', '2026-07-01T12:00:00Z')).toBe('2026-07-01T13:00:00.000Z');
  });

  it('keeps the wall-clock time across the changes: 23 hours after March 7, 25 hours after October 31', () => {
    expect(next('0 6 * * *', '2026-03-07T14:00:00Z')).toBe('2026-03-08T13:00:00.000Z');
    expect(next('0 6 * * *', '2026-10-31T13:00:00Z')).toBe('2026-11-01T14:00:00.000Z');
  });

  it('runs a time the spring change skips at 3:00 PDT, and a time the autumn change repeats once', () => {
    expect(next('30 2 * * *', '2026-03-08T00:00:00Z')).toBe('2026-03-08T10:00:00.000Z');
    expect(next('30 1 * * *', '2026-11-01T00:00:00Z')).toBe('2026-11-01T08:30:00.000Z');
    expect(next('30 1 * * *', '2026-11-01T08:30:00Z')).toBe('2026-11-02T09:30:00.000Z');
  });

  it('comes round monthly on the 1st at 5:00', () => {
    expect(next('0 5 1 * *', '2026-11-24T12:00:00Z')).toBe('2026-12-01T13:00:00.000Z');
    expect(next('0 5 1 * *', '2026-12-01T13:00:00Z')).toBe('2027-01-01T13:00:00.000Z');
  });

  it('finds the latest of the occurrences missed and the one after now', () => {
    const { latest, next: after } = occurrencesUpTo('0 6 * * *', LA, at('2026-11-20T14:00:00Z'), at('2026-11-23T15:00:00Z'));
    expect([latest.toISOString(), after.toISOString()]).toEqual(['2026-11-23T14:00:00.000Z', '2026-11-24T14:00:00.000Z']);
  });

  it('names the problem of a pattern it cannot read, and the configuration refuses it', () => {
    expect(scheduleProblem('0 6 * * *')).toBeNull();
    expect(scheduleProblem('0 25 * * *')).toEqual(expect.any(String));
    expect(scheduleProblem('0 6 * * * *')).toContain('five fields');
    expect(() => resolveConfig({ plugins: [], jobSchedules: { 'a.b': '0 25 * * *' } }, {}, '1')).toThrow('jobSchedules.a.b');
    expect(resolveConfig({ plugins: [], jobSchedules: { 'a.b': false } }, {}, '1').jobSchedules).toEqual({ 'a.b': false });
  });

  it('hands a job the date of its occurrence, or today in the lab when queued by hand', () => {
    expect(scheduledDate({ date: '2026-11-01' }, LA)).toBe('2026-11-01');
    expect(scheduledDate({}, LA, at('2026-11-24T05:00:00Z'))).toBe('2026-11-23');
  });
});

describe.each(dialectsUnderTest())('the scheduler on %s', (kind) => {
  let database: Database;
  let db: Kysely<CoreDatabase>;
  const daily: RecurringJob = { job: 'test.daily', pattern: '0 6 * * *' };
  const scheduler = (schedules: RecurringJob[] = [daily]) => new Scheduler({ db, schedules, timeZone: LA, log: createConsoleLogger(true) });
  const queued = () => db.selectFrom('jobs').select(['name', 'data', 'runAt']).orderBy('id').execute();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db as Kysely<CoreDatabase>;
    await migratePortal(database.db, []);
  });
  beforeEach(async () => {
    await db.deleteFrom('jobs').execute();
    await db.deleteFrom('jobSchedules').execute();
  });
  afterAll(() => database.close());

  it('queues a daily job once when 6 a.m. comes, with the lab date it is for, then waits for the next day', async () => {
    await scheduler().sync(at('2026-11-24T12:00:00Z'));
    expect(await scheduler().tick(at('2026-11-24T13:59:59Z'))).toEqual([]);
    const runs = await scheduler().tick(at('2026-11-24T14:00:30Z'));
    expect(runs).toEqual([{ job: 'test.daily', scheduledFor: '2026-11-24T14:00:00.000Z', date: '2026-11-24' }]);
    expect(await scheduler().tick(at('2026-11-24T20:00:00Z'))).toEqual([]);
    expect(await queued()).toEqual([
      { name: 'test.daily', data: { scheduledFor: '2026-11-24T14:00:00.000Z', date: '2026-11-24' }, runAt: at('2026-11-24T14:00:30Z') },
    ]);
    const row = await db.selectFrom('jobSchedules').selectAll().executeTakeFirstOrThrow();
    expect([row.lastRunAt?.toISOString(), row.nextRunAt.toISOString()]).toEqual(['2026-11-24T14:00:00.000Z', '2026-11-25T14:00:00.000Z']);
  });

  it('queues an occurrence once however many processes tick at the same moment', async () => {
    await scheduler().sync(at('2026-11-24T12:00:00Z'));
    const now = at('2026-11-24T14:00:00Z');
    const runs = await Promise.all([1, 2, 3, 4].map(() => scheduler().tick(now)));
    expect(runs.flat()).toHaveLength(1);
    expect(await queued()).toHaveLength(1);
  });

  it('runs the days missed while no process ran once, as the latest of them', async () => {
    await scheduler().sync(at('2026-11-20T12:00:00Z'));
    const runs = await scheduler().tick(at('2026-11-23T15:00:00Z'));
    expect(runs.map((run) => run.date)).toEqual(['2026-11-23']);
    expect((await db.selectFrom('jobSchedules').select('nextRunAt').executeTakeFirstOrThrow()).nextRunAt).toEqual(
      at('2026-11-24T14:00:00Z'),
    );
  });

  it('keeps the due time when synced again, and counts from now when the pattern changes', async () => {
    await scheduler().sync(at('2026-11-24T12:00:00Z'));
    await scheduler().sync(at('2026-11-24T13:00:00Z'));
    expect((await db.selectFrom('jobSchedules').select('nextRunAt').executeTakeFirstOrThrow()).nextRunAt).toEqual(
      at('2026-11-24T14:00:00Z'),
    );
    await scheduler([{ job: 'test.daily', pattern: '0 7 * * *' }]).sync(at('2026-11-24T13:00:00Z'));
    expect((await db.selectFrom('jobSchedules').select('nextRunAt').executeTakeFirstOrThrow()).nextRunAt).toEqual(
      at('2026-11-24T15:00:00Z'),
    );
  });

  it('leaves alone the schedule of a job this process does not declare', async () => {
    await scheduler().sync(at('2026-11-24T12:00:00Z'));
    expect(await scheduler([{ job: 'test.other', pattern: '0 6 * * *' }]).tick(at('2026-11-24T14:00:00Z'))).toEqual([]);
    expect(await queued()).toEqual([]);
  });
});
