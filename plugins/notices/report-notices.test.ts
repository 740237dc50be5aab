import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { TestSmtpServer } from '../../testing/smtp.ts';
import type { CustomersDatabase } from '../customers/index.ts';
import { chooseNotices, demoCompanyId } from '../customers/test-support.ts';
import { call, reportsDb, testedReport, type Json } from '../reports/test-support.ts';
import notices from './index.ts';

/** A mail as received, its headers unfolded and its quoted-printable text decoded, so a link reads whole. */
const readable = (raw: string) =>
  raw
    .replace(/\r\n(?=[ \t])/g, '')
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe.each(dialectsUnderTest())("customers' report notices over SMTP on %s", (kind) => {
  const smtp = new TestSmtpServer();
  let t: TestPortal;
  let admin: string;
  let company: number;

  beforeAll(async () => {
    await smtp.start();
    const dataDir = await mkdtemp(join(tmpdir(), 'notices-test-'));
    t = await createTestPortal({ kind, plugins: [notices], config: { dataDir, smtpUrl: smtp.url } });
    admin = (await t.signIn('admin@demo.lab')).token;
    company = await demoCompanyId(t);
  }, 180_000); // A whole portal with its demo lab: more than a minute on a busy machine.
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const setCompany = (values: { sendReports?: boolean; status?: 'Active' | 'Must pay before report'; reportEmail?: string | null }) =>
    (t.db as unknown as Kysely<CustomersDatabase>).updateTable('customers').set(values).where('id', '=', company).execute();

  /** Finalizes the report and issues its current revision (Issue Report). */
  async function issue(id: number) {
    expect((await call(t, `/api/reports/${id}`, { token: admin, method: 'PUT', json: { finalized: true } })).status).toBe(200);
    expect((await call(t, `/api/reports/generate/${id}`, { token: admin })).status).toBe(200);
    await t.runJobs();
  }
  async function amend(id: number, reason: string) {
    expect((await call(t, `/api/reports/${id}/amend`, { token: admin, json: { reason } })).status).toBe(200);
    await t.runJobs();
  }
  /** The notices the SMTP server got of a report, by its number, oldest first. */
  const noticesOf = (report: Json) =>
    smtp.received
      .map((mail) => ({ to: mail.to, text: readable(mail.raw) }))
      .filter((mail) => mail.text.includes(`Report ${report.sampleNum}`) || mail.text.includes(`report ${report.sampleNum}`));
  const trail = (report: Json) =>
    t.db
      .selectFrom('auditTrail')
      .select(['action', 'after'])
      .where('entity', '=', 'report')
      .where('recordId', '=', String(report.id))
      .where('action', 'in', ['notice', 'notice held'])
      .orderBy('id')
      .execute();

  it("tells the report e-mails when a report is issued, with the link to it on the portal, which the customer's user opens", async () => {
    await setCompany({ sendReports: true, status: 'Active', reportEmail: 'reports@acme.example, customer@demo.lab' });
    const { report } = await testedReport(t, admin, [52000]);
    await issue(report.id);
    const [notice, ...more] = noticesOf(report);
    expect(more).toEqual([]);
    expect(notice!.to.sort()).toEqual(['customer@demo.lab', 'reports@acme.example']);
    expect(notice!.text).toMatch(new RegExp(`^Subject: Report ${report.sampleNum} issued: 500 Tower Rd`, 'm'));
    expect(notice!.text).toContain(`The lab has issued report ${report.sampleNum} of pickup #${report.pickupNumber}`);
    const link = `http://localhost/customers/reports/${report.id}`;
    expect(notice!.text).toContain(link);
    const { token } = await t.signIn('customer@demo.lab');
    const page = await t.request(link.replace('http://localhost', ''), { token, headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Revision 1');
    expect(await trail(report)).toEqual([
      { action: 'notice', after: { notice: 'reportIssued', revision: 1, to: ['reports@acme.example', 'customer@demo.lab'] } },
    ]);
  });

  it('tells them when an issued report is reopened to be amended, with the reason, then when the amended revision is issued', async () => {
    await setCompany({ sendReports: true, status: 'Active', reportEmail: 'reports@acme.example' });
    const { report } = await testedReport(t, admin, [52000]);
    await issue(report.id);
    await amend(report.id, 'Cast date corrected');
    const amended = noticesOf(report)[1]!;
    expect(amended.to).toEqual(['reports@acme.example']);
    expect(amended.text).toMatch(new RegExp(`^Subject: Report ${report.sampleNum} is being amended`, 'm'));
    expect(amended.text).toContain('revision 1 is withdrawn until revision 2 is issued');
    expect(amended.text).toContain('Reason: Cast date corrected');
    expect(amended.text).toContain(`http://localhost/customers/reports/${report.id}`);

    await issue(report.id);
    const reissued = noticesOf(report)[2]!;
    expect(reissued.text).toMatch(new RegExp(`^Subject: Amended report ${report.sampleNum}, revision 2, issued`, 'm'));
    expect(reissued.text).toContain('it replaces revision 1');
    expect(reissued.text).toContain('Reason for the amendment: Cast date corrected');
    expect(noticesOf(report)).toHaveLength(3);
  });

  it('tells nobody of the amendment of a finalized report that was never issued: the customer holds no revision of it', async () => {
    await setCompany({ sendReports: true, status: 'Active', reportEmail: 'reports@acme.example' });
    const { report } = await testedReport(t, admin, [52000]);
    expect((await call(t, `/api/reports/${report.id}`, { token: admin, method: 'PUT', json: { finalized: true } })).status).toBe(200);
    await amend(report.id, 'Caught before issue');
    expect(noticesOf(report)).toEqual([]);
    await issue(report.id);
    expect(noticesOf(report).map((mail) => /^Subject: .*$/m.exec(mail.text)![0])).toEqual([
      `Subject: Amended report ${report.sampleNum}, revision 2, issued: ${report.projectAddress}`,
    ]);
  });

  it('leaves out a user who turned a notice off, and sends nothing when nobody else is left', async () => {
    await chooseNotices(t, 'customer@demo.lab', { reportIssued: false });
    try {
      await setCompany({ sendReports: true, status: 'Active', reportEmail: 'reports@acme.example, customer@demo.lab' });
      const shared = (await testedReport(t, admin, [52000])).report;
      await issue(shared.id);
      expect(noticesOf(shared).map((mail) => mail.to)).toEqual([['reports@acme.example']]);
      // The amended notice is another choice: still on, so it reaches the user.
      await amend(shared.id, 'Typo in the mix number');
      expect(noticesOf(shared)[1]!.to.sort()).toEqual(['customer@demo.lab', 'reports@acme.example']);

      await setCompany({ reportEmail: 'customer@demo.lab' });
      const own = (await testedReport(t, admin, [52000])).report;
      await issue(own.id);
      expect(noticesOf(own)).toEqual([]);
      expect(await trail(own)).toEqual([]);
    } finally {
      await chooseNotices(t, 'customer@demo.lab', { reportIssued: true });
    }
  });

  it.each([
    [{ sendReports: false }, 'Customer Report Off'],
    [{ status: 'Must pay before report' }, 'Customer Pay'],
    [{ reportEmail: null }, 'Error'],
  ] as const)('sends no notice of a report the send rules hold: %o is %s', async (held, reason) => {
    const { report } = await testedReport(t, admin, [52000]);
    await setCompany({ sendReports: true, status: 'Active', reportEmail: 'reports@acme.example', ...held });
    await issue(report.id);
    await amend(report.id, 'Held all the same');
    expect(noticesOf(report)).toEqual([]);
    expect(await trail(report)).toEqual([
      { action: 'notice held', after: { notice: 'reportIssued', reason } },
      { action: 'notice held', after: { notice: 'reportAmended', reason } },
    ]);
  });

  it("sends no notice when the report's project address does not receive reports", async () => {
    await setCompany({ sendReports: true, status: 'Active', reportEmail: 'reports@acme.example' });
    const { report } = await testedReport(t, admin, [52000]);
    const location = await sql<{ id: number }>`
      insert into saved_locations (customer_id, pickup_addr1, pickup_city, send_reports, report_email)
      values (${company}, '2 Quiet Rd', 'Fresno', false, 'site@quiet.example') returning id`.execute(t.db);
    await reportsDb(t).updateTable('reports').set({ savedLocationId: location.rows[0]!.id }).where('id', '=', report.id).execute();
    await issue(report.id);
    expect(noticesOf(report)).toEqual([]);
    expect(await trail(report)).toEqual([{ action: 'notice held', after: { notice: 'reportIssued', reason: 'Location Report Off' } }]);
  });
});
