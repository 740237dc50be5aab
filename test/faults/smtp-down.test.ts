import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { TestSmtpServer } from '../../testing/smtp.ts';
import { freePort } from '../../testing/throwaway-postgres.ts';

/**
 * SMTP down, through the whole portal: a reset link asked for while the mail server is down
 * waits in the outbox, the request answering as usual, and goes out exactly once when the server
 * is back, however often the jobs run after.
 */
describe.each(dialectsUnderTest())('the portal with its SMTP server down, on %s', (kind) => {
  let t: TestPortal;
  const smtp = new TestSmtpServer();

  beforeAll(async () => {
    smtp.port = await freePort();
    t = await createTestPortal({ kind, enable: ['account'], config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` } });
  });
  afterAll(async () => {
    await smtp.stop();
    await t.close();
  });

  it('keeps the mail waiting, then delivers it once', async () => {
    expect((await t.request('/api/users/forgot', { json: { email: 'tech@demo.lab' } })).status).toBe(200);
    // Runs what is due as if `later` ms had passed: the reset job, then the mail it queues.
    const runJobs = async (later: number) => {
      while ((await t.portal.jobs.runDue(10, new Date(Date.now() + later))) > 0);
    };
    await runJobs(0);
    const waiting = await t.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', 'tech@demo.lab').execute();
    expect(waiting.map((mail) => [mail.status, mail.attempts])).toEqual([['queued', 1]]);
    expect(waiting[0]!.lastError).toMatch(/ECONNREFUSED|connect/);

    await smtp.start();
    for (const later of [60_000, 3_600_000, 86_400_000]) await runJobs(later);
    expect(smtp.received.filter((mail) => mail.to.includes('tech@demo.lab'))).toHaveLength(1);
    const sent = await t.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', 'tech@demo.lab').execute();
    expect(sent.map((mail) => [mail.status, mail.attempts])).toEqual([['sent', 2]]);
  });
});
