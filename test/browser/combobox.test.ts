import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  SCREENSHOTS,
  signInThroughForm,
  startBrowserPortal,
  watchConsoleErrors,
  type BrowserPortal,
} from './harness.ts';

/** The shared search combobox, as the pickup form's customer and driver pickers use it. */
describe.skipIf(!chromiumFound)(`the search combobox, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  let driverName: string;
  beforeAll(async () => {
    b = await startBrowserPortal();
    const driver = await b.portal.db
      .selectFrom('users')
      .select(['firstName', 'lastName'])
      .where('email', '=', 'driver@demo.lab')
      .executeTakeFirstOrThrow();
    driverName = `${driver.firstName} ${driver.lastName}`;
  });
  afterAll(async () => {
    await b?.close();
  });

  /** The pickup form, signed in as the admin, with every search the page sends to `path` recorded. */
  async function pickupForm(width: number, path: string): Promise<{ page: Page; queries: string[]; consoleErrors: string[] }> {
    const context = await b.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(8000);
    const consoleErrors = watchConsoleErrors(page);
    await signInThroughForm(page, b.url, 'admin@demo.lab');
    await page.waitForURL(`${b.url}/admin`);
    const queries: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${b.url}${path}`) queries.push((request.postDataJSON() as { query: string }).query);
    });
    await page.goto(`${b.url}/admin/pickups/new`);
    await page.waitForSelector('html[data-islands-ready]');
    return { page, queries, consoleErrors };
  }

  for (const width of [1366, 375]) {
    it(`asks only from 3 characters, lists the matches or No Results, picks one and clears it, at ${width} px`, async () => {
      const { page, queries, consoleErrors } = await pickupForm(width, '/api/users/drivers');
      const driver = page.getByRole('form', { name: 'Pickup' }).getByLabel('Driver', { exact: true });

      await driver.fill(driverName.slice(0, 2));
      // Longer than the pause the combobox waits for before it asks.
      await page.waitForTimeout(700);
      expect(queries).toEqual([]);
      expect(await page.getByRole('listbox').count()).toBe(0);

      await driver.fill('zzq');
      await expect.poll(() => page.getByRole('listbox').textContent()).toBe('No Results');
      expect(queries).toEqual(['zzq']);

      await driver.fill(driverName.slice(0, 3));
      const option = page.getByRole('option', { name: driverName });
      await option.waitFor();
      const box = await option.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SCREENSHOTS}/combobox-driver-${width}.png` });
      await option.click();
      await expect.poll(() => driver.inputValue()).toBe(driverName);
      expect(queries).toEqual(['zzq', driverName.slice(0, 3)]);

      // Emptied, the field drops the choice at once: leaving it does not bring the name back.
      await driver.fill('');
      expect(await page.getByRole('listbox').count()).toBe(0);
      await driver.press('Tab');
      await expect.poll(() => driver.inputValue()).toBe('');
      expect(consoleErrors).toEqual([]);
      await page.getByRole('button', { name: 'Create Pickup' }).click();
      await expect.poll(() => page.getByText('Please select a driver').count()).toBe(1);
      await page.context().close();
    });
  }

  it("shows a company that is not Active with its status, and keeps the picked company's name", async () => {
    const { page, queries } = await pickupForm(1366, '/api/customers/search');
    const customer = page.getByRole('form', { name: 'Pickup' }).getByLabel('Customer', { exact: true });
    await customer.fill('Evergreen');
    await page.getByRole('option', { name: 'Evergreen Paving LLCInactive' }).click();
    await expect.poll(() => customer.inputValue()).toBe('Evergreen Paving LLC');
    // Typing without picking, then leaving, puts the picked company back.
    await customer.fill('Casc');
    await page.getByRole('option', { name: /Cascade Structural Group/ }).waitFor();
    await customer.press('Escape');
    await customer.press('Tab');
    await expect.poll(() => customer.inputValue()).toBe('Evergreen Paving LLC');
    expect(queries).toEqual(['Evergreen', 'Casc']);
    await page.context().close();
  });
});
