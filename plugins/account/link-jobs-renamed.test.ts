import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import account from './index.ts';
import { down, up } from './migrations/202701170900_link_jobs_renamed.ts';

describe.each(dialectsUnderTest())('the link jobs queued under the kernel names on %s', (kind) => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [account] });
  });
  afterAll(() => t.close());

  it('are sent under the account plugin names, and the other jobs are left as they are', async () => {
    const queued = await t.db
      .insertInto('jobs')
      .values([
        { name: 'core.send-reset-link', data: JSON.stringify({ email: 'admin@demo.lab' }) },
        { name: 'core.send-verification-link', data: JSON.stringify({ email: 'tech@demo.lab' }) },
        { name: 'core.send-mail', data: JSON.stringify({}) },
      ])
      .returning('id')
      .execute();
    const names = async () =>
      (
        await t.db
          .selectFrom('jobs')
          .select('name')
          .where(
            'id',
            'in',
            queued.map((job) => job.id),
          )
          .orderBy('id')
          .execute()
      ).map((job) => job.name);
    await up(t.db);
    expect(await names()).toEqual(['account.send-reset-link', 'account.send-verification-link', 'core.send-mail']);
    await down(t.db);
    expect(await names()).toEqual(['core.send-reset-link', 'core.send-verification-link', 'core.send-mail']);
  });
});
