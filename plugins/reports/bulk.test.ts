import { unzipSync } from 'fflate';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreDatabase } from '../../core/db/core-database.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { dbOf } from '../pickups/test-support.ts';
import { latestFile } from './bulk.service.ts';
import { NOTHING_TO_DOWNLOAD } from './download-all.service.ts';
import { call, reportsDb, reportsPortal, testedReport, type Json } from './test-support.ts';

describe('the latest file of a report', () => {
  it('is the last of its pdfs; none for an empty list, On File or a broken value', () => {
    expect(latestFile('["report-1-v1-a.pdf","report-1-v2-b.pdf"]')).toBe('report-1-v2-b.pdf');
    expect(latestFile('[]')).toBeUndefined();
    expect(latestFile('ONFILE')).toBeUndefined();
    expect(latestFile(null)).toBeUndefined();
    expect(latestFile('{broken')).toBeUndefined();
  });
});

describe.each(dialectsUnderTest())('download-all and send-reports on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let customer: string;
  let own: Json;
  let other: Json;
  let query: string;

  const generate = async (id: number) =>
    ((await call(t, `/api/reports/generate/${id}`, { token: admin })).body.report as Json).pdfs as string[];

  beforeAll(async () => {
    t = await reportsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    customer = (await t.signIn('customer@demo.lab')).token;
    own = (await testedReport(t, admin, [52000])).report;
    other = (await testedReport(t, admin, [53000])).report;
    // An interim file, then the issued one: the list's latest is the issued file.
    const finalize = (id: number) => call(t, `/api/reports/${id}`, { token: admin, method: 'PUT', json: { finalized: true } });
    await generate(own.id);
    await finalize(own.id);
    await generate(own.id);
    await finalize(other.id);
    await generate(other.id);
    // The second report belongs to another company, which does not receive reports.
    const another = await dbOf(t).selectFrom('customers').select('id').where('id', '<>', own.customerId).executeTakeFirstOrThrow();
    await reportsDb(t).updateTable('reports').set({ customerId: another.id }).where('id', '=', other.id).execute();
    await dbOf(t).updateTable('customers').set({ sendReports: false }).where('id', '=', another.id).execute();
    await dbOf(t)
      .updateTable('customers')
      .set({ sendReports: true, status: 'Active', reportEmail: 'reports@acme.example' })
      .where('id', '=', own.customerId)
      .execute();
    query = `conditions=${encodeURIComponent(JSON.stringify({ id: { in: [own.id, other.id] } }))}`;
  });
  afterAll(() => t.close());

  async function zipOf(token: string, search = query) {
    const answer = await t.request(`/api/reports/download-all?${search}`, { token });
    const bytes = new Uint8Array(await answer.arrayBuffer());
    return { answer, bytes, files: answer.status === 200 ? unzipSync(bytes) : {} };
  }

  it("zips the latest PDF of every report the list's query matches, its size told first", async () => {
    const { answer, bytes, files } = await zipOf(admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(Number(answer.headers.get('content-length'))).toBe(bytes.length);
    expect(Object.keys(files).sort()).toEqual([`Report ${own.sampleNum}.pdf`, `Report ${other.sampleNum}.pdf`].sort());
    const detail = (await call(t, `/api/reports/${own.id}`, { token: admin })).body.report as Json;
    expect(detail.pdfs).toHaveLength(2);
    const latest = new Uint8Array(await (await t.request(`/api/reports/files/${detail.pdfs[1]}`, { token: admin })).arrayBuffer());
    expect(files[`Report ${own.sampleNum}.pdf`]).toEqual(latest);
  });

  it("gives a customer only its own company's reports", async () => {
    const { answer, files } = await zipOf(customer);
    expect(answer.status).toBe(200);
    expect(Object.keys(files)).toEqual([`Report ${own.sampleNum}.pdf`]);
  });

  it('refuses a list without documents (422) and a query the list does not take (400)', async () => {
    const none = await call(t, `/api/reports/download-all?search=${encodeURIComponent('no such report')}`, { token: admin });
    expect(none.status).toBe(422);
    expect(none.body.error).toBe(NOTHING_TO_DOWNLOAD);
    expect((await call(t, '/api/reports/download-all?conditions=%7Bbroken', { token: admin })).status).toBe(400);
  });

  it('sends every matching report, answering a line per report as it goes and a summary last', async () => {
    const outbox = t.db as unknown as Kysely<CoreDatabase>;
    const mailsBefore = await outbox.selectFrom('mailOutbox').select('id').execute();
    const answer = await t.request(`/api/reports/send-reports?${query}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await answer.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Json);
    expect(lines).toEqual([
      { done: 1, total: 2, id: own.id, sampleNum: own.sampleNum, sent: true },
      { done: 2, total: 2, id: other.id, sampleNum: other.sampleNum, sent: false, reason: 'Customer Report Off' },
      { status: 'ok', total: 2, sent: 1, held: 1 },
    ]);
    const mailsAfter = await outbox.selectFrom('mailOutbox').select(['id', 'toAddress']).execute();
    expect(mailsAfter.length - mailsBefore.length).toBe(1);
    const unsent = (await call(t, '/api/unsent-reports', { token: admin })).body.unsentReports as Json[];
    expect(unsent.find((row) => row.reportId === other.id)).toMatchObject({ reason: 'Customer Report Off' });
    expect((await t.request(`/api/reports/send-reports?${query}`, { token: customer })).status).toBe(403);
  });
});
