import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { LOG_RETENTION_DAYS, PRUNE_LOGS_JOB, pruneLogs, scheduleLogRetention } from './retention.ts';

describe.each(dialectsUnderTest())('the log kept on %s', (kind) => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [] });
  });
  afterAll(() => t.close());

  it(`removes entries older than ${LOG_RETENTION_DAYS} days and keeps one daily pruning queued`, async () => {
    await sql`insert into logs (level, message, created_at) values
      ('error', 'kept: 89 days old', now() - interval '89 days'),
      ('error', 'gone: 91 days old', now() - interval '91 days')`.execute(t.db);
    expect(await pruneLogs(t.db)).toBe(1);
    const messages = (await t.db.selectFrom('logs').select('message').where('message', 'like', '%days old').execute()).map(
      (row) => row.message,
    );
    expect(messages).toEqual(['kept: 89 days old']);

    await scheduleLogRetention(t.db);
    await scheduleLogRetention(t.db);
    const queued = () =>
      t.db.selectFrom('jobs').select(['id', 'runAt']).where('name', '=', PRUNE_LOGS_JOB).where('status', '=', 'queued').execute();
    expect(await queued()).toHaveLength(1);
    await t.runJobs();
    const next = await queued();
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });
});
