import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/call.ts';
import { testedReport } from '../../plugins/reports/test-support.ts';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signedInPage, startBrowserPortal, type BrowserPortal } from './harness.ts';

describe.skipIf(!chromiumFound)(
  `the reports list's bulk actions, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`,
  () => {
    let b: BrowserPortal;

    beforeAll(async () => {
      b = await startBrowserPortal({ config: { dataDir: await mkdtemp(join(tmpdir(), 'report-bulk-browser-')) } });
    });
    afterAll(() => b?.close());

    it("downloads the listed reports' PDFs as a zip and sends them, showing how far each has got", async () => {
      const admin = (await b.portal.signIn('admin@demo.lab')).token;
      const { report } = await testedReport(b.portal, admin, [52000]);
      // Only an issued revision is sent: the report is finalized, then issued.
      await call(b.portal, `/api/reports/${report.id}`, { token: admin, method: 'PUT', json: { finalized: true } });
      await call(b.portal, `/api/reports/generate/${report.id}`, { token: admin });
      await sql`update customers set send_reports = true, status = 'Active', report_email = 'reports@acme.example' where id = ${report.customerId}`.execute(
        b.portal.db,
      );

      const { page, consoleErrors } = await signedInPage(b, 'admin@demo.lab', '/admin');
      await page.goto(`${b.url}/admin/reports`);
      await page.waitForSelector('html[data-islands-ready]');
      await page.getByRole('searchbox').fill(report.sampleNum);
      await page.getByRole('cell', { name: report.sampleNum }).waitFor();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download All' }).click()]);
      expect(download.suggestedFilename()).toBe('reports.zip');
      const zipped = unzipSync(new Uint8Array(await readFile((await download.path())!)));
      expect(Object.keys(zipped)).toEqual([`Report ${report.sampleNum}.pdf`]);

      await page.getByRole('button', { name: 'Send Reports' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Send Reports' }).click();
      await page.waitForSelector('text=1 of 1 sent');
      await page.screenshot({ path: `${SCREENSHOTS}/reports-bulk.png`, fullPage: true });
      expect(consoleErrors).toEqual([]);
      const sent = await call(b.portal, `/api/reports/${report.id}`, { token: admin });
      expect((sent.body.report as { sentAt: string | null }).sentAt).toBeTruthy();
    });
  },
);
