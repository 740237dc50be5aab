import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  signInThroughForm,
  startBrowserPortal,
  watchConsoleErrors,
  type BrowserPortal,
} from './harness.ts';

/** The kit's one date input (`web/ui/DateField.tsx`), as the pickup form and its sample set dialog use it. */
describe.skipIf(!chromiumFound)(`the date input's mask, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  beforeAll(async () => {
    b = await startBrowserPortal();
  });
  afterAll(async () => {
    await b?.close();
  });

  for (const width of [1280, 375]) {
    it(`shows typed digits as MM/DD/YYYY and says 'Invalid Date Format' of a partial or impossible date, at ${width} px`, async () => {
      const context = await b.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      page.setDefaultTimeout(8000);
      const consoleErrors = watchConsoleErrors(page);
      await signInThroughForm(page, b.url, 'admin@demo.lab');
      await page.waitForURL(`${b.url}/admin`);
      await page.goto(`${b.url}/admin/pickups/new`);
      await page.waitForSelector('html[data-islands-ready]');
      const form = page.getByRole('form', { name: 'Pickup' });

      const scheduled = form.getByLabel('Scheduled Pickup Date');
      await scheduled.pressSequentially('11272026');
      await expect.poll(() => scheduled.inputValue()).toBe('11/27/2026');
      await scheduled.press('Tab');
      expect(await form.getByText('Invalid Date Format').count()).toBe(0);

      const received = form.getByLabel('Receive Date');
      await received.pressSequentially('02302026');
      await expect.poll(() => received.inputValue()).toBe('02/30/2026');
      await received.press('Tab');
      await expect.poll(() => form.getByText('Invalid Date Format').count()).toBe(1);
      expect(await received.getAttribute('aria-invalid')).toBe('true');
      // Edited into a real date, the message goes.
      await received.fill('');
      await received.pressSequentially('1/5/2026');
      await received.press('Tab');
      await expect.poll(() => received.inputValue()).toBe('01/05/2026');
      expect(await form.getByText('Invalid Date Format').count()).toBe(0);

      await page.getByRole('button', { name: '+ Sample Set' }).click();
      const dialog = page.getByRole('dialog', { name: '+ Sample Set' });
      const cast = dialog.getByLabel('Cast Date');
      await cast.pressSequentially('112720');
      await expect.poll(() => cast.inputValue()).toBe('11/27/20');
      await cast.press('Tab');
      await expect.poll(() => dialog.getByText('Invalid Date Format').count()).toBe(1);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
