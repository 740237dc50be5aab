import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labToday } from '../../shared/dates.ts';
import { call, machineCsv, receivedCylinders, SAMPLE_CSV_MAPPING, type Json, type ReceivedSet } from '../../plugins/breaks/test-support.ts';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  SCREENSHOTS,
  signInThroughForm,
  startBrowserPortal,
  watchConsoleErrors,
  type BrowserPortal,
} from './harness.ts';

describe.skipIf(!chromiumFound)(
  `importing a machine's results, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`,
  () => {
    let b: BrowserPortal;
    let set: ReceivedSet;
    let csv: string;

    beforeAll(async () => {
      b = await startBrowserPortal();
      const { token } = await b.portal.signIn('admin@demo.lab');
      set = await receivedCylinders(b.portal, token, { qty: 2 });
      const numbers = set.pickup.samples[0].specimens.map((specimen: Json) => specimen.specimenNum as string);
      csv = machineCsv(
        [
          [numbers[0], '52000', '1'],
          [numbers[1], '52000', '2'],
          ['CAL-CHECK', '50000', '1'],
        ],
        labToday(b.portal.config.labTimeZone),
      );
      const saved = await call(b.portal, '/api/break-report/import/mappings', {
        token,
        method: 'POST',
        json: { machine: 'Forney 1', columns: SAMPLE_CSV_MAPPING },
      });
      if (saved.status !== 201) throw new Error('mapping not saved');
    });
    afterAll(async () => {
      await b?.close();
    });

    it('uploads the export on a phone, previews it, records it and shows the specimens Complete', async () => {
      const context = await b.browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      page.setDefaultTimeout(8000);
      const errors = watchConsoleErrors(page);
      await signInThroughForm(page, b.url, 'tech@demo.lab');
      await page.waitForURL(`${b.url}/admin`);
      await page.goto(`${b.url}/admin/break-report`);
      await page.getByRole('link', { name: 'Import from Machine' }).click();
      await page.waitForURL(`${b.url}/admin/break-report/import`);
      await page.waitForSelector('html[data-islands-ready]');

      expect(await page.getByLabel('Machine name').inputValue()).toBe('Forney 1');
      expect(await page.getByLabel('Maximum Load (lbf)').inputValue()).toBe('Max Load (lbf)');
      await page.getByLabel('CSV file').setInputFiles({ name: 'forney-1.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const preview = page.getByRole('button', { name: 'Preview' });
      await expect.poll(() => preview.isEnabled()).toBe(true);
      await preview.click();
      const matched = page.getByRole('table', { name: 'Matched rows', exact: true }).locator('tbody tr');
      await expect.poll(() => matched.count()).toBe(2);
      expect(await matched.first().textContent()).toContain('4,140');
      expect(await page.getByRole('table', { name: 'Unmatched rows' }).locator('tbody tr').allTextContents()).toEqual([
        '4CAL-CHECKNo specimen of a received pickup has this number',
      ]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.screenshot({ path: `${SCREENSHOTS}/break-import-375.png`, fullPage: true });

      await page.getByRole('button', { name: 'Record Results' }).click();
      await expect.poll(() => page.locator('[data-alert="success"] p.mt-1').last().textContent()).toBe('2 test results recorded');

      await page.goto(`${b.url}/admin/break-report`);
      await page.waitForSelector('html[data-islands-ready]');
      await page.getByRole('button', { name: /Filters/ }).click();
      await page.getByRole('dialog').getByLabel('Tested').selectOption({ label: 'Tested' });
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByPlaceholder('Search by specimen #, pickup # or customer').fill(String(set.pickup.pickupNumber));
      const rows = page.getByRole('table', { name: 'Break Report' }).locator('tbody tr');
      await expect.poll(() => rows.locator('[data-chip="Complete"]').count()).toBe(2);
      expect(errors).toEqual([]);
    });
  },
);
