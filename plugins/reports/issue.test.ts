import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomersDatabase } from '../customers/index.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { formatLabDateTime } from '../../shared/format.ts';
import reports from './index.ts';
import { ITEMS_TESTED_STATEMENT } from './pdf/report-pdf.ts';
import { NO_POPPLER_REASON, popplerFound } from './signing/poppler.test-support.ts';
import { call, testedReport, type Json } from './test-support.ts';

const run = promisify(execFile);
const LAB = 'Phòng Thí Nghiệm Đà Nẵng';
const CUSTOMER = 'Nguyễn & Łukasz, Đà Nẵng';

describe.skipIf(!popplerFound).each(dialectsUnderTest())(`issued reports on %s${popplerFound ? '' : `: ${NO_POPPLER_REASON}`}`, (kind) => {
  let t: TestPortal;
  let admin: string;
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'issued-reports-'));
    t = await createTestPortal({
      kind,
      plugins: [reports],
      config: {
        dataDir: folder,
        labName: LAB,
        labIdentity: {
          address: '12 Kiln Rd\nFresno, CA 93722',
          phone: '559-555-0100',
          accreditationBody: 'IAS',
          accreditationNumber: 'TL-123',
        },
      },
    });
    admin = (await t.signIn('admin@demo.lab')).token;
  }, 180_000); // A whole portal with its demo lab: more than a minute on a busy machine.
  afterAll(() => t.close());

  const download = async (filename: string) =>
    Buffer.from(await (await t.request(`/api/reports/files/${filename}`, { token: admin })).arrayBuffer());
  const onDisk = async (bytes: Buffer, name: string) => {
    const file = join(folder, name);
    await writeFile(file, bytes);
    return file;
  };
  const pdfsig = async (file: string) => (await run('pdfsig', [file])).stdout;
  const pdftotext = async (file: string) => (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
  const finalize = (id: number) =>
    call(t, `/api/reports/${id}`, { token: admin, method: 'PUT', json: { finalized: true, reportInfoComplete: true } });

  it('issues one signed PDF per revision; regenerating answers that same file; an amended revision names what it supersedes', async () => {
    const { report } = await testedReport(t, admin, [52000]);
    await (t.db as unknown as Kysely<CustomersDatabase>)
      .updateTable('customers')
      .set({ companyName: CUSTOMER })
      .where('id', '=', report.customerId)
      .execute();
    expect((await finalize(report.id)).status).toBe(200);
    const issued = (await call(t, `/api/reports/generate/${report.id}`, { token: admin })).body.report as Json;
    expect(issued.issues).toHaveLength(1);
    const first = issued.issues[0] as Json;
    expect(first).toMatchObject({
      revision: 1,
      approvedBy: 'Alex Admin',
      approvedRole: 'Admin',
      amendReason: null,
      standing: { state: 'current' },
    });
    const again = (await call(t, `/api/reports/generate/${report.id}`, { token: admin })).body.report as Json;
    expect(again.pdfs).toEqual(issued.pdfs);
    expect(again.versions).toEqual(issued.versions);

    const firstBytes = await download(first.filename);
    expect(createHash('sha256').update(firstBytes).digest('hex')).toBe(first.sha256);
    const firstFile = await onDisk(firstBytes, 'revision-1.pdf');
    const signature = await pdfsig(firstFile);
    expect(signature).toContain('Signature Type: ETSI.CAdES.detached');
    expect(signature).toContain('Signature Validation: Signature is Valid.');
    const firstText = await pdftotext(firstFile);
    for (const expected of [
      LAB,
      '12 Kiln Rd',
      'Accredited by IAS, certificate TL-123',
      CUSTOMER,
      ITEMS_TESTED_STATEMENT,
      'Approved by: Alex Admin, Admin',
      `Report ${report.sampleNum}, revision 1`,
      'Page 1 of',
      first.code.slice(0, 4),
    ]) {
      expect(firstText).toContain(expected);
    }

    const amended = await call(t, `/api/reports/${report.id}/amend`, {
      token: admin,
      method: 'POST',
      json: { reason: 'Cast date corrected on the data sheet' },
    });
    expect(amended.status).toBe(200);
    expect((amended.body.report as Json).issues[0].standing).toEqual({ state: 'withdrawn' });
    expect((await finalize(report.id)).status).toBe(200);
    const reissued = (await call(t, `/api/reports/generate/${report.id}`, { token: admin })).body.report as Json;
    expect(reissued.issues.map((issue: Json) => [issue.revision, issue.standing])).toEqual([
      [1, { state: 'superseded', by: 2 }],
      [2, { state: 'current' }],
    ]);
    const second = reissued.issues[1] as Json;
    expect(second.amendReason).toBe('Cast date corrected on the data sheet');
    const secondFile = await onDisk(await download(second.filename), 'revision-2.pdf');
    expect(await pdfsig(secondFile)).toContain('Signature Validation: Signature is Valid.');
    const secondText = await pdftotext(secondFile);
    expect(secondText).toContain('Amended report, revision 2, supersedes revision 1');
    expect(secondText).toContain('Reason for the amendment: Cast date corrected on the data sheet');
    expect(secondText).toContain(CUSTOMER);
    // The earlier revision is kept exactly as issued: same bytes, signature intact.
    const firstAgain = await download(first.filename);
    expect(firstAgain.equals(firstBytes)).toBe(true);
    expect(await pdfsig(await onDisk(firstAgain, 'revision-1-again.pdf'))).toContain('Signature Validation: Signature is Valid.');
  });

  it("shows when a revision was issued in the lab's time, MM/DD/YYYY h:mm AM/PM, on the report's page and in a customer's documents", async () => {
    const { report } = await testedReport(t, admin, [52000]);
    await finalize(report.id);
    const issued = ((await call(t, `/api/reports/generate/${report.id}`, { token: admin })).body.report as Json).issues[0] as Json;
    const when = formatLabDateTime(issued.issuedAt, t.config.labTimeZone);
    expect(when).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/);
    const html = async (path: string, token: string) => (await t.request(path, { token, headers: { accept: 'text/html' } })).text();
    expect(await html(`/admin/reports/${report.id}`, admin)).toContain(`Issued ${when} · approved by`);
    const customer = (await t.signIn('customer@demo.lab')).token;
    expect(await html(`/customers/reports/${report.id}`, customer)).toContain(`Revision 1 · ${when}`);
  });

  it('answers the public verification page for a current and a superseded revision, 404 for an unknown code, and limits the look-ups', async () => {
    const { report } = await testedReport(t, admin, [52000]);
    await finalize(report.id);
    const first = ((await call(t, `/api/reports/generate/${report.id}`, { token: admin })).body.report as Json).issues[0] as Json;
    const page = async (code: string, ip = '10.9.0.1') => t.request(`/verify/${code}`, { headers: { 'x-test-ip': ip } });
    const current = await page(first.code);
    expect(current.status).toBe(200);
    const currentHtml = await current.text();
    for (const expected of [
      report.sampleNum,
      'Revision',
      LAB,
      'Current: this is the report in force',
      first.sha256,
      'reports.VerifyFile',
    ]) {
      expect(currentHtml).toContain(expected);
    }
    // Typed from paper: lower case, in groups.
    expect(
      (
        await page(
          first.code
            .toLowerCase()
            .match(/.{1,4}/g)!
            .join('-'),
        )
      ).status,
    ).toBe(200);

    await call(t, `/api/reports/${report.id}/amend`, { token: admin, method: 'POST', json: { reason: 'Slump value corrected' } });
    expect(await (await page(first.code)).text()).toContain('Withdrawn: the laboratory is amending this report');
    await finalize(report.id);
    await call(t, `/api/reports/generate/${report.id}`, { token: admin });
    expect(await (await page(first.code)).text()).toContain('Superseded by revision 2');

    expect((await page('AAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await page('not-a-code')).status).toBe(404);
    const answers = [];
    for (let index = 0; index < 61; index += 1) answers.push((await page('AAAAAAAAAAAAAAAAAAAAA', '10.9.0.2')).status);
    expect(answers.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});
