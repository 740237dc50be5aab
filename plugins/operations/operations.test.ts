import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import operations from './index.ts';

describe.each(dialectsUnderTest())('the outbox and jobs screens on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [operations], enable: ['account'] });
    admin = (await t.signIn('admin@demo.lab')).token;
    await t.request('/api/users/forgot', { json: { email: 'cs@demo.lab' } });
    // Writes the mail; the job that sends it waits for the tests below.
    await t.portal.jobs.runDue();
  });
  afterAll(() => t.close());

  it('lists the outbox for the admin and no one else', async () => {
    const response = await t.request('/api/outbox?search=cs%40demo', { token: admin });
    const body = (await response.json()) as { rows: Array<Record<string, unknown>>; count: number };
    expect(body.count).toBe(1);
    expect(body.rows[0]).toMatchObject({ toAddress: 'cs@demo.lab', subject: 'Reset your password', status: 'queued', attempts: 0 });
    for (const email of ['cs@demo.lab', 'driver@demo.lab', 'tech@demo.lab', 'customer@demo.lab']) {
      const { token } = await t.signIn(email);
      expect((await t.request('/api/outbox', { token })).status).toBe(403);
      expect((await t.request('/api/jobs', { token })).status).toBe(403);
    }
  });

  it('shows one mail with both parts, and holds it when no SMTP server is set', async () => {
    const [row] = (await (await t.request('/api/outbox', { token: admin })).json()).rows as Array<{ id: number }>;
    await t.portal.jobs.runDue();
    const page = await (await t.request(`/admin/outbox/${row!.id}`, { token: admin })).text();
    expect(page).toContain('Reset your password');
    expect(page).toMatch(/<span data-mail-status="true">held<\/span>/);
    expect(page).toContain('/reset/');
    expect((await t.request('/admin/outbox/99999', { token: admin, headers: { accept: 'text/html' } })).status).toBe(404);
  });

  it('queues a mail again on Send again', async () => {
    const [row] = (await (await t.request('/api/outbox', { token: admin })).json()).rows as Array<{ id: number }>;
    expect((await t.request(`/api/outbox/${row!.id}/resend`, { token: admin, json: {} })).status).toBe(200);
    const mail = (await (await t.request(`/api/outbox/${row!.id}`, { token: admin })).json()) as { mail: { status: string } };
    expect(mail.mail.status).toBe('queued');
  });

  it('retries only a failed job', async () => {
    const job = await t.db
      .insertInto('jobs')
      .values({ name: 'core.nothing', data: '{}', maxAttempts: 1, runAt: new Date(Date.now() - 1000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.portal.jobs.runDue();
    const listed = (await (await t.request('/api/jobs?conditions=%7B%22status%22%3A%22failed%22%7D', { token: admin })).json()) as {
      rows: Array<{ id: number; lastError: string }>;
    };
    expect(listed.rows.map((row) => row.id)).toContain(job.id);
    expect((await t.request(`/api/jobs/${job.id}/retry`, { token: admin, json: {} })).status).toBe(200);
    const again = await t.request(`/api/jobs/${job.id}/retry`, { token: admin, json: {} });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ status: 'error', error: 'Only a failed job can be retried' });
    expect((await t.request('/api/jobs/abc/retry', { token: admin, json: {} })).status).toBe(400);
  });
});

describe('a production portal whose mail is sent from localhost', () => {
  it('warns in the log and on the outbox, and says nothing once MAIL_FROM is at a real domain', async () => {
    const warnings: string[] = [];
    const log = { error() {}, info() {}, warning: (message: string) => void warnings.push(message) };
    const warned = await createTestPortal({ production: true, log, plugins: [operations] });
    try {
      expect(warnings.some((message) => message.includes('MAIL_FROM is Materials Testing Lab <lab@localhost>'))).toBe(true);
      const page = await (await warned.request('/admin/outbox', { token: (await warned.signIn('admin@demo.lab')).token })).text();
      expect(page).toMatch(
        /role="alert"[^>]*>MAIL_FROM is Materials Testing Lab &lt;lab@localhost&gt;: mail from localhost will not arrive/,
      );
    } finally {
      await warned.close();
    }
    warnings.length = 0;
    const configured = await createTestPortal({
      production: true,
      log,
      plugins: [operations],
      config: { mailFrom: 'Lab <reports@lab.example>' },
    });
    try {
      const page = await (await configured.request('/admin/outbox', { token: (await configured.signIn('admin@demo.lab')).token })).text();
      expect(page).not.toContain('MAIL_FROM is');
      expect(warnings.filter((message) => message.includes('MAIL_FROM'))).toEqual([]);
    } finally {
      await configured.close();
    }
  }, 120_000);
});
