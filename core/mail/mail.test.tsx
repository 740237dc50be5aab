import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migratePortal } from '../db/migrations.ts';
import { JobRunner } from '../jobs/runner.ts';
import { createConsoleLogger } from '../log.ts';
import { dialectsUnderTest, openTestDatabase } from '../../testing/databases.ts';
import { TestSmtpServer } from '../../testing/smtp.ts';
import { createMailer, MASKED, SEND_MAIL_JOB } from './mailer.ts';
import { requestContext } from '../request-context.ts';
import type { CoreDatabase } from '../db/core-database.ts';

function Welcome({ name }: { name: string }) {
  return (
    <p>
      Hello {name}, your report is <a href="https://lab.example/reports/7">ready</a>.
    </p>
  );
}

describe.each(dialectsUnderTest())('mail on %s', (kind) => {
  let database: Database;
  let db: Kysely<CoreDatabase>;
  const smtp = new TestSmtpServer();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db as Kysely<CoreDatabase>;
    await migratePortal(database.db, []);
    await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await database.close();
  });

  const runnerFor = (smtpUrl: string | undefined) => {
    const mailer = createMailer({ labName: 'Demo Lab', from: 'Demo Lab <lab@demo.lab>', replyTo: 'office@demo.lab', smtpUrl });
    return {
      mailer,
      runner: new JobRunner({ db, handlers: new Map([[SEND_MAIL_JOB, mailer.deliver(db)]]), log: createConsoleLogger(true) }),
    };
  };

  it('renders HTML and a text part from a React component', async () => {
    const { mailer } = runnerFor(undefined);
    const row = await mailer.send(db, { to: 'chris@customer.example', subject: 'Report ready', body: <Welcome name="Chris" /> });
    expect(row.html).toContain('Hello Chris, your report is <a href="https://lab.example/reports/7">ready</a>.');
    expect(row.textBody).toContain('Hello Chris, your report is ready [https://lab.example/reports/7].');
    expect(row.textBody).toContain('Demo Lab');
  });

  it('keeps mail in the outbox, held, when no SMTP server is configured', async () => {
    const { mailer, runner } = runnerFor(undefined);
    const row = await mailer.send(db, { to: 'held@customer.example', subject: 'Held', body: <Welcome name="Held" /> });
    await runner.runDue();
    const held = await db.selectFrom('mailOutbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(held.status).toBe('held');
  });

  it('loses nothing while the SMTP server is down and delivers once when it is back', async () => {
    const { mailer, runner } = runnerFor(`smtp://127.0.0.1:${smtp.port}`);
    await smtp.stop();
    const row = await db.transaction().execute((trx) =>
      mailer.send(trx, {
        to: 'down@customer.example',
        subject: 'Statement',
        body: <Welcome name="Dana" />,
        attachments: [{ filename: 'statement.txt', contentType: 'text/plain', content: Buffer.from('balance 0').toString('base64') }],
      }),
    );
    const start = new Date();
    await runner.runDue(10, start);
    const waiting = await db.selectFrom('mailOutbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/);
    const job = await db.selectFrom('jobs').selectAll().where('name', '=', SEND_MAIL_JOB).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });

    await smtp.start();
    await runner.runDue(10, new Date(start.getTime() + 10_000));
    await runner.runDue(10, new Date(start.getTime() + 3_600_000));
    const sent = smtp.received.filter((mail) => mail.to.includes('down@customer.example'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.raw).toContain('Subject: Statement');
    expect(sent[0]!.raw).toContain('statement.txt');
    const done = await db.selectFrom('mailOutbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('masks the secrets of a mail in the outbox once it went out over SMTP, and shows them while it is held', async () => {
    const secret = 'k7Qv2nJx9wR4tY8uI3oP6aS1dF5gH0jL';
    const mail = (to: string) => ({
      to,
      subject: 'Reset',
      body: <a href={`https://lab.example/reset/${secret}`}>reset</a>,
      secrets: [secret],
    });
    const smtpRun = runnerFor(`smtp://127.0.0.1:${smtp.port}`);
    const sent = await smtpRun.mailer.send(db, mail('sent@customer.example'));
    await smtpRun.runner.runDue();
    expect(smtp.received.find((received) => received.to.includes('sent@customer.example'))!.raw).toContain(secret);
    const kept = await db.selectFrom('mailOutbox').selectAll().where('id', '=', sent.id).executeTakeFirstOrThrow();
    expect(kept.status).toBe('sent');
    expect(`${kept.html}${kept.textBody}${JSON.stringify(kept.secrets)}`).not.toContain(secret);
    expect(kept.textBody).toContain(`https://lab.example/reset/${MASKED}`);

    const heldRun = runnerFor(undefined);
    const held = await heldRun.mailer.send(db, mail('held-link@customer.example'));
    await heldRun.runner.runDue();
    const shown = await db.selectFrom('mailOutbox').selectAll().where('id', '=', held.id).executeTakeFirstOrThrow();
    expect(shown.status).toBe('held');
    expect(shown.textBody).toContain(`https://lab.example/reset/${secret}`);
  });

  it('sends with Reply-To and a Message-ID at the mail domain; only mail written by a job says Auto-Submitted', async () => {
    const { mailer, runner } = runnerFor(smtp.url);
    const automatic = await mailer.send(db, { to: 'job@customer.example', subject: 'Reminder', body: <Welcome name="Job" /> });
    const asked = await requestContext.run({ requestId: 'request-1' }, () =>
      mailer.send(db, { to: 'person@customer.example', subject: 'Invoice', body: <Welcome name="Person" /> }),
    );
    expect([automatic.automatic, asked.automatic]).toEqual([true, false]);
    await runner.runDue();
    const raw = (to: string) => smtp.received.find((mail) => mail.to.includes(to))!.raw;
    const headers = (to: string) => raw(to).split('\r\n\r\n')[0]!;
    expect(headers('job@customer.example')).toMatch(/^Reply-To: office@demo\.lab$/m);
    expect(headers('job@customer.example')).toMatch(/^Auto-Submitted: auto-generated$/m);
    expect(headers('job@customer.example')).toMatch(new RegExp(`^Message-ID: <outbox\\.${automatic.id}\\.[0-9a-z]+@demo\\.lab>$`, 'm'));
    expect(headers('person@customer.example')).not.toMatch(/^Auto-Submitted:/m);
    expect(headers('person@customer.example')).toMatch(/^Message-ID: <outbox\.\d+\.[0-9a-z]+@demo\.lab>$/m);
  });

  it('sends the mail held while no SMTP server was set once one is, each mail once', async () => {
    const held = await runnerFor(undefined).mailer.send(db, {
      to: 'waited@customer.example',
      subject: 'Invoice 7',
      body: <Welcome name="W" />,
    });
    await runnerFor(undefined).runner.runDue();
    expect((await db.selectFrom('mailOutbox').select('status').where('id', '=', held.id).executeTakeFirstOrThrow()).status).toBe('held');

    expect(await runnerFor(undefined).mailer.releaseHeld(db)).toBe(0);
    const { mailer, runner } = runnerFor(smtp.url);
    expect(await mailer.releaseHeld(db)).toBeGreaterThanOrEqual(1);
    expect(await mailer.releaseHeld(db)).toBe(0);
    await runner.runDue();
    expect(smtp.received.filter((mail) => mail.to.includes('waited@customer.example'))).toHaveLength(1);
    expect(await db.selectFrom('mailOutbox').select('status').where('id', '=', held.id).executeTakeFirstOrThrow()).toEqual({
      status: 'sent',
    });
  });

  it('writes nothing to the outbox when the caller transaction rolls back', async () => {
    const { mailer } = runnerFor(undefined);
    const before = await db
      .selectFrom('mailOutbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      db.transaction().execute(async (trx) => {
        await mailer.send(trx, { to: 'x@customer.example', subject: 'Never', body: <Welcome name="X" /> });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await db
      .selectFrom('mailOutbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
