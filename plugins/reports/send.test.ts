import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreDatabase } from '../../core/db/core-database.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { dbOf } from '../pickups/test-support.ts';
import { call, reportsDb, reportsPortal, testedReport, type Json } from './test-support.ts';
import { NOT_ISSUED } from './send.service.tsx';

describe.each(dialectsUnderTest())('sending reports on %s', (kind) => {
  let t: TestPortal;
  let admin: string;

  beforeAll(async () => {
    t = await reportsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
  });
  afterAll(() => t.close());

  const customers = () => dbOf(t);
  const outbox = () => t.db as unknown as Kysely<CoreDatabase>;

  /** A tested report with a generated file, its customer set up as given. */
  async function readyReport(customer: { sendReports: boolean; status: 'Active' | 'Must pay before report'; reportEmail: string | null }) {
    const made = await testedReport(t, admin, [52000]);
    await customers().updateTable('customers').set(customer).where('id', '=', made.report.customerId).execute();
    await call(t, `/api/reports/${made.report.id}`, { token: admin, method: 'PUT', json: { finalized: true } });
    const generated = await call(t, `/api/reports/generate/${made.report.id}`, { token: admin });
    return { ...made, filename: ((generated.body.report as Json).pdfs as string[])[0]! };
  }
  const send = (id: number, filename: string) => call(t, `/api/reports/send/${id}`, { token: admin, method: 'POST', json: { filename } });

  it('sends an issued revision only: an interim file of a report not yet finalized stays in the lab', async () => {
    const made = await testedReport(t, admin, [52000]);
    const interim = ((await call(t, `/api/reports/generate/${made.report.id}`, { token: admin })).body.report as Json).pdfs[0] as string;
    const refused = await send(made.report.id, interim);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(NOT_ISSUED);
  });

  it("mails the PDF through the outbox to the customer's report e-mail", async () => {
    const { report, filename } = await readyReport({ sendReports: true, status: 'Active', reportEmail: 'reports@acme.example' });
    const answer = await send(report.id, filename);
    expect(answer.body).toEqual({ status: 'ok', sent: true });
    const mail = await outbox().selectFrom('mailOutbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.toAddress).toContain('reports@acme.example');
    expect(mail.subject).toContain(report.sampleNum);
    expect(mail.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf', filename: `Report ${report.sampleNum}.pdf` }),
    ]);
    expect(((await call(t, `/api/reports/${report.id}`, { token: admin })).body.report as Json).sentAt).toBeTruthy();
  });

  it.each([
    [{ sendReports: false, status: 'Active', reportEmail: 'reports@acme.example' }, 'Customer Report Off'],
    [{ sendReports: true, status: 'Must pay before report', reportEmail: 'reports@acme.example' }, 'Customer Pay'],
    [{ sendReports: true, status: 'Active', reportEmail: null }, 'Error'],
  ] as const)('holds it and lists it as unsent: %o gives %s', async (customer, reason) => {
    const { report, filename } = await readyReport(customer);
    const before = await outbox()
      .selectFrom('mailOutbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await send(report.id, filename)).body).toEqual({ status: 'ok', sent: false, reason });
    const after = await outbox()
      .selectFrom('mailOutbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const unsent = (await call(t, '/api/unsent-reports', { token: admin })).body.unsentReports as Json[];
    const row = unsent.find((item) => item.reportId === report.id);
    expect(row).toMatchObject({ reason, filename, sampleNum: report.sampleNum, Customer: { companyName: expect.any(String) } });
    expect((await call(t, `/api/unsent-reports/${row!.id}`, { token: admin, method: 'DELETE' })).status).toBe(200);
    const cleared = (await call(t, '/api/unsent-reports', { token: admin })).body.unsentReports as Json[];
    expect(cleared.some((item) => item.id === row!.id)).toBe(false);
    expect((await call(t, `/api/unsent-reports/${row!.id}`, { token: admin, method: 'DELETE' })).status).toBe(404);
  });

  it("holds it as 'Location Report Off' when the project address does not receive reports", async () => {
    const { report, filename } = await readyReport({ sendReports: true, status: 'Active', reportEmail: 'reports@acme.example' });
    const location = await sql<{ id: number }>`
      insert into saved_locations (customer_id, pickup_addr1, pickup_city, send_reports, report_email)
      values (${report.customerId}, '1 Quiet Rd', 'Fresno', false, 'site@quiet.example') returning id`.execute(t.db);
    await reportsDb(t).updateTable('reports').set({ savedLocationId: location.rows[0]!.id }).where('id', '=', report.id).execute();
    expect((await send(report.id, filename)).body).toEqual({ status: 'ok', sent: false, reason: 'Location Report Off' });
  });

  it('refuses a file that is not one of the report', async () => {
    const { report } = await readyReport({ sendReports: true, status: 'Active', reportEmail: 'reports@acme.example' });
    const answer = await send(report.id, 'report-1-v1-0000000000000000.pdf');
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ filename: 'Choose a file of this report' });
  });
});
