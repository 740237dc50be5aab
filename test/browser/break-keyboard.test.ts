import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { receivedCylinders, type ReceivedSet } from '../../plugins/breaks/test-support.ts';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  SCREENSHOTS,
  signInThroughForm,
  startBrowserPortal,
  watchConsoleErrors,
  type BrowserPortal,
} from './harness.ts';

const lastAlert = (page: Page) => page.locator('[data-alert="success"] p.mt-1').last().textContent();
const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');

/** Issue 27: the single break form by keyboard only, Save & Next in the list's order. */
describe.skipIf(!chromiumFound)(
  `the break form by keyboard, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`,
  () => {
    let b: BrowserPortal;
    let set: ReceivedSet;

    beforeAll(async () => {
      b = await startBrowserPortal();
      const { token } = await b.portal.signIn('admin@demo.lab');
      set = await receivedCylinders(b.portal, token, { qty: 2 });
    });
    afterAll(async () => {
      await b?.close();
    });

    it('enters a break with the keyboard only: first field focused, Enter to the next, Enter in the last saves and opens the next specimen', async () => {
      const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      page.setDefaultTimeout(8000);
      const errors = watchConsoleErrors(page);
      await signInThroughForm(page, b.url, 'tech@demo.lab');
      await page.waitForURL(`${b.url}/admin`);
      // The list as the technician left it: this pickup's specimens, by number.
      await page.goto(`${b.url}/admin/break-report`);
      await page.waitForSelector('html[data-islands-ready]');
      await page.getByRole('searchbox').first().fill(String(set.pickup.pickupNumber));
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('breaks:list-query') ?? ''))
        .toContain(`search=${set.pickup.pickupNumber}`);

      const [first, second] = set.specimenIds;
      await page.goto(`${b.url}/admin/break-report/${first}`);
      await page.waitForSelector('html[data-islands-ready]');
      await expect.poll(() => focusedName(page)).toBe('diameter1');
      for (const value of ['4.00', '4.00', '8.00', '52000', '52000']) {
        await page.keyboard.type(value);
        await page.keyboard.press('Enter');
      }
      expect(await focusedName(page)).toBe('fractureType');
      // Type 1, the first choice after the empty one.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      // The paper form's last field: the specimen's condition (Good unless defects are noted).
      expect(await focusedName(page)).toBe('condition');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${b.url}/admin/break-report/${second}`);
      await page.waitForSelector('html[data-islands-ready]');
      await expect.poll(() => lastAlert(page)).toMatch(/^Your break report was saved: specimen #\S+, Passed$/);
      await expect.poll(() => focusedName(page)).toBe('diameter1');
      await page.screenshot({ path: `${SCREENSHOTS}/break-keyboard-next.png` });

      // Ctrl+Enter saves and stays; Escape goes back to the list.
      for (const value of ['4.00', '4.00', '8.00', '52000', '52000']) {
        await page.keyboard.type(value);
        await page.keyboard.press('Enter');
      }
      // Type 1, the first choice after the empty one.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Control+Enter');
      await expect.poll(() => lastAlert(page)).toBe('Your break report was saved');
      expect(page.url()).toBe(`${b.url}/admin/break-report/${second}`);
      await page.keyboard.press('Escape');
      await page.waitForURL(`${b.url}/admin/break-report`);
      expect(errors).toEqual([]);
    });
  },
);
