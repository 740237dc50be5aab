import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labToday, toDisplayDate } from '../../shared/dates.ts';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signedInPage, startBrowserPortal, type BrowserPortal } from './harness.ts';

/** Issue 27: the sample set dialog shows the type's break schedule, editable, following the quantity. */
describe.skipIf(!chromiumFound)(
  `break schedules in the sample set dialog, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`,
  () => {
    let b: BrowserPortal;
    beforeAll(async () => {
      b = await startBrowserPortal();
    });
    afterAll(async () => {
      await b?.close();
    });

    it('lays out a 6x12 set as 1 × 7 Day, 2 × 28 Day, 1 × Hold, the last line following the quantity', async () => {
      const { page, consoleErrors } = await signedInPage(b, 'admin@demo.lab', '/admin');
      page.setDefaultTimeout(8000);
      await page.goto(`${b.url}/admin/pickups/new`);
      await page.waitForSelector('html[data-islands-ready]');
      await page.getByRole('button', { name: '+ Sample Set' }).click();
      const dialog = page.getByRole('dialog', { name: '+ Sample Set' });
      await dialog.getByLabel('Sample Type').selectOption({ label: 'Concrete Cylinder 6x12' });
      await dialog.getByLabel('Quantity').fill('4');
      const schedule = dialog.getByRole('group', { name: 'Break schedule' });
      const lines = async () => {
        const qty = await schedule.getByLabel('Qty').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
        const types = await schedule
          .getByLabel('Test Type')
          .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? ''));
        return qty.map((n, index) => `${n} × ${types[index]}`);
      };
      await expect.poll(lines).toEqual(['1 × 7 Day', '2 × 28 Day', '1 × Hold']);
      await dialog.getByLabel('Quantity').fill('6');
      await expect.poll(lines).toEqual(['1 × 7 Day', '2 × 28 Day', '3 × Hold']);
      await dialog.getByLabel('Quantity').fill('2');
      await expect.poll(lines).toEqual(['1 × 7 Day', '1 × 28 Day']);
      await dialog.getByLabel('Cast Date').fill(toDisplayDate(labToday(b.portal.config.labTimeZone)));
      await page.screenshot({ path: `${SCREENSHOTS}/sample-set-break-schedule.png` });
      expect(consoleErrors).toEqual([]);
    });
  },
);
