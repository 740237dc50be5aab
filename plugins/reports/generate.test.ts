import { unzipSync } from 'fflate';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { labToday, toDisplayDate } from '../../shared/dates.ts';
import { NOT_FINALIZED } from './amend.service.ts';
import { INTERIM_NOTICE, ITEMS_TESTED_STATEMENT, PREVIEW_NOTICE } from './pdf/report-pdf.ts';
import { AMEND_REASON_MESSAGE } from './schema.ts';
import { FINALIZED_MESSAGE } from './rules/status.ts';
import { call, reportsDb, reportsPortal, testedReport, type Json } from './test-support.ts';

describe.each(dialectsUnderTest())('report documents on %s', (kind) => {
  let t: TestPortal;
  let admin: string;

  beforeAll(async () => {
    t = await reportsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
  });
  afterAll(() => t.close());

  const download = async (filename: string, token: string) => {
    const answer = await t.request(`/api/reports/files/${filename}`, { token });
    return { status: answer.status, type: answer.headers.get('content-type'), bytes: new Uint8Array(await answer.arrayBuffer()) };
  };

  it('renders a searchable interim PDF: the specimens, strengths, pass/fail, summary, who tested, page numbers, no staff message', async () => {
    const { report, specimens } = await testedReport(t, admin, [52000, 30000]);
    await call(t, `/api/reports/${report.id}`, {
      token: admin,
      method: 'PUT',
      json: {
        generalReportInfo: { projectName: 'Tower Block C', inspectorLicense: 'On File' },
        dataSheetInfo: { slump: '4 in' },
        reportInfoComplete: true,
      },
    });
    const generated = await call(t, `/api/reports/generate/${report.id}`, { token: admin });
    expect(generated.status).toBe(200);
    const pdfs = (generated.body.report as Json).pdfs as string[];
    expect(pdfs).toHaveLength(1);
    // Report files are the lab's documents, kept under the data folder, not among uploaded images.
    expect(existsSync(join(t.config.dataDir, 'reports', pdfs[0]!))).toBe(true);
    expect(existsSync(join(t.config.uploadsDir, pdfs[0]!))).toBe(false);
    const file = await download(pdfs[0]!, admin);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    const { text, pages } = await pdfText(file.bytes);
    expect(pages).toBeGreaterThanOrEqual(1);
    for (const expected of [
      'Materials Testing Lab',
      'Compressive Strength of Concrete Cylinders',
      'Tower Block C',
      'On File',
      '4 in',
      specimens[0]!.specimenNum,
      specimens[1]!.specimenNum,
      '4,140',
      'Passed',
      'Failed',
      'Specimen #',
      "Specified Strength f'c (psi)",
      'Taylor Tech',
      'Not yet reviewed',
      INTERIM_NOTICE,
      ITEMS_TESTED_STATEMENT,
      `Report Date: ${toDisplayDate(labToday(t.config.labTimeZone))}`,
      `Page 1 of ${pages}`,
    ]) {
      expect(text).toContain(expected);
    }
    // The failed result's toast is the technician's, not the customer's.
    expect(text).not.toContain('You must resolve');
    expect(text).not.toContain('Report Date: —');
  });

  it('previews the PDF as it would be generated now, marked as a preview and kept nowhere', async () => {
    const { report, specimens } = await testedReport(t, admin, [52000]);
    const answer = await t.request(`/admin/reports/preview/${report.id}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain('inline');
    const { text } = await pdfText(new Uint8Array(await answer.arrayBuffer()));
    expect(text).toContain(PREVIEW_NOTICE);
    expect(text).toContain(specimens[0]!.specimenNum);
    expect(text).toContain('4,140');
    const after = (await call(t, `/api/reports/${report.id}`, { token: admin })).body.report as Json;
    expect(after.pdfs).toEqual([]);
    expect((await t.request('/admin/reports/preview/999999', { token: admin })).status).toBe(404);
  });

  it("renders the report as a Word document from its template's layout, for staff and its own customer", async () => {
    const { report, specimens } = await testedReport(t, admin, [52000]);
    await call(t, `/api/reports/${report.id}`, {
      token: admin,
      method: 'PUT',
      json: { generalReportInfo: { projectName: 'Tower Block C' } },
    });
    const answer = await t.request(`/api/reports/docx/${report.id}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('wordprocessingml');
    expect(answer.headers.get('content-disposition')).toContain(`Report ${report.sampleNum} revision 1.docx`);
    const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    const body = new TextDecoder().decode(files['word/document.xml']);
    const detail = (await call(t, `/api/reports/${report.id}`, { token: admin })).body.report as Json;
    for (const expected of [
      'Tower Block C',
      specimens[0]!.specimenNum,
      t.config.labName,
      detail.Customer.companyName,
      '500 Tower Rd, Fresno, CA 93722',
      toDisplayDate(detail.castDate),
      toDisplayDate(labToday(t.config.labTimeZone)),
      ITEMS_TESTED_STATEMENT,
      'Not yet reviewed',
    ]) {
      expect(body).toContain(expected);
    }
    const footer = new TextDecoder().decode(files['word/footer1.xml']);
    expect(footer).toContain('NUMPAGES');
    const customer = (await t.signIn('customer@demo.lab')).token;
    expect((await t.request(`/api/reports/docx/${report.id}`, { token: customer })).status).toBe(200);
    await reportsDb(t).updateTable('reports').set({ customerId: 999_999 }).where('id', '=', report.id).execute();
    expect((await t.request(`/api/reports/docx/${report.id}`, { token: customer })).status).toBe(404);
  });

  it("lets the report's own customer download its issued file, not an interim one, and no other company", async () => {
    const { report } = await testedReport(t, admin, [52000]);
    const interim = ((await call(t, `/api/reports/generate/${report.id}`, { token: admin })).body.report as Json).pdfs[0] as string;
    await call(t, `/api/reports/${report.id}`, { token: admin, method: 'PUT', json: { finalized: true } });
    const generated = await call(t, `/api/reports/generate/${report.id}`, { token: admin });
    const filename = ((generated.body.report as Json).pdfs as string[]).at(-1)!;
    const customer = (await t.signIn('customer@demo.lab')).token;
    expect((await download(filename, customer)).status).toBe(200);
    expect((await download(interim, customer)).status).toBe(404);
    expect((await download(interim, admin)).status).toBe(200);
    await reportsDb(t).updateTable('reports').set({ customerId: 999_999 }).where('id', '=', report.id).execute();
    expect((await download(filename, customer)).status).toBe(404);
    expect((await download(filename, admin)).status).toBe(200);
    expect((await download('report-1-v1-0000000000000000.pdf', admin)).status).toBe(404);
    expect((await download('..%2F..%2Fpackage.json', admin)).status).toBe(404);
  });

  it('finalizes (who approved, locked) and amends, keeping every revision downloadable', async () => {
    const { report } = await testedReport(t, admin, [52000]);
    const finalized = await call(t, `/api/reports/${report.id}`, {
      token: admin,
      method: 'PUT',
      json: { reportInfoComplete: true, finalized: true },
    });
    expect(finalized.status).toBe(200);
    const first = ((await call(t, `/api/reports/generate/${report.id}`, { token: admin })).body.report as Json).pdfs[0] as string;
    expect((await pdfText((await download(first, admin)).bytes)).text).toContain(
      `Approved by: Alex Admin, Admin, ${toDisplayDate(labToday(t.config.labTimeZone))}`,
    );
    const locked = await call(t, `/api/reports/${report.id}`, { token: admin, method: 'PUT', json: { dataSheetInfo: { slump: '5 in' } } });
    expect(locked.status).toBe(409);
    expect(locked.body.error).toBe(FINALIZED_MESSAGE);

    const tech = (await t.signIn('tech@demo.lab')).token;
    expect(
      (await call(t, `/api/reports/${report.id}/amend`, { token: tech, method: 'POST', json: { reason: 'Slump corrected' } })).status,
    ).toBe(403);
    expect((await call(t, `/api/reports/${report.id}/amend`, { token: admin, method: 'POST', json: {} })).body.fields).toEqual({
      reason: 'This field is required',
    });
    expect(
      (await call(t, `/api/reports/${report.id}/amend`, { token: admin, method: 'POST', json: { reason: 'Slump' } })).body.fields,
    ).toEqual({ reason: AMEND_REASON_MESSAGE });
    const amended = await call(t, `/api/reports/${report.id}/amend`, { token: admin, method: 'POST', json: { reason: 'Slump corrected' } });
    expect(amended.status).toBe(200);
    expect(amended.body.report).toMatchObject({ status: 'Amended', finalized: false, amended: true, issue: 2 });
    expect(
      (
        await call(t, `/api/reports/${report.id}`, {
          token: admin,
          method: 'PUT',
          json: { dataSheetInfo: { slump: '5 in' }, finalized: true },
        })
      ).status,
    ).toBe(200);
    const regenerated = (await call(t, `/api/reports/generate/${report.id}`, { token: admin })).body.report as Json;
    expect(regenerated.status).toBe('Amended');
    expect(regenerated.versions).toEqual([
      expect.objectContaining({ filename: first, issue: 1, finalized: true, amendReason: null }),
      expect.objectContaining({ issue: 2, finalized: true, amendReason: 'Slump corrected' }),
    ]);
    const second = regenerated.versions[1].filename as string;
    const secondText = (await pdfText((await download(second, admin)).bytes)).text;
    expect(secondText).toContain('Amended report, revision 2, supersedes revision 1');
    expect(secondText).toContain('Reason for the amendment: Slump corrected');
    expect(secondText).toContain('5 in');
    expect((await download(first, admin)).status).toBe(200);
    expect((await pdfText((await download(first, admin)).bytes)).text).not.toContain('Amended');
  });

  it('refuses to amend a report that is not finalized', async () => {
    const { report } = await testedReport(t, admin, [52000]);
    const refused = await call(t, `/api/reports/${report.id}/amend`, {
      token: admin,
      method: 'POST',
      json: { reason: 'Wrong slump value' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(NOT_FINALIZED);
  });
});
