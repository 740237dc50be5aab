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

const lastAlert = (page: Page) => page.locator('[data-alert="success"] p.mt-1').last().textContent();
const column = (page: Page, label: string, index: number) =>
  page.locator(`table[aria-label="${label}"] tbody tr td:nth-child(${index})`).allTextContents();

describe.skipIf(!chromiumFound)(
  `materials and test equipment, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`,
  () => {
    let b: BrowserPortal;
    let page: Page;
    let consoleErrors: string[] = [];
    beforeAll(async () => {
      b = await startBrowserPortal();
      const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
      consoleErrors = watchConsoleErrors(page);
      await signInThroughForm(page, b.url, 'admin@demo.lab');
      await page.waitForURL(`${b.url}/admin`);
    });
    afterAll(async () => {
      await b?.close();
    });

    async function open(link: string, url: string) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
      await page.waitForURL(`${b.url}${url}`);
      await page.waitForSelector('html[data-islands-ready]');
    }

    it('creates a material after the required messages, keeps editing it, and deletes it', async () => {
      await open('Materials', '/admin/materials');
      await page.getByRole('link', { name: 'New Material' }).click();
      await page.waitForSelector('html[data-islands-ready]');
      const form = page.getByRole('form', { name: 'New Material' });
      await form.getByRole('button', { name: 'Create Material' }).click();
      await expect.poll(() => form.getByText('This field is required').count()).toBe(4);
      await page.screenshot({ path: `${SCREENSHOTS}/material-form-required.png` });

      await form.getByLabel('Manufacturer').fill('Ridge FRP');
      await form.getByLabel('Type').fill('Carbon sheet');
      await form.getByLabel('Num Plies').fill('two');
      await form.getByLabel('Thickness').fill('0.08');
      await form.getByRole('button', { name: 'Save & Continue Edit' }).click();
      await expect.poll(() => form.getByText('Invalid number').count()).toBe(1);
      expect(await form.getByText('This field is required').count()).toBe(0);
      await form.getByLabel('Num Plies').fill('2');
      await form.getByRole('button', { name: 'Save & Continue Edit' }).click();
      await expect.poll(() => lastAlert(page)).toBe('Your material was saved');
      await page.waitForURL(/\/admin\/materials\/\d+$/);
      const edit = page.getByRole('form', { name: 'Edit Material' });
      await edit.getByLabel('Thickness').fill('0.085');
      await edit.getByRole('button', { name: 'Save Material' }).click();
      await page.waitForURL(`${b.url}/admin/materials`);
      await page.waitForSelector('html[data-islands-ready]');
      await page.getByLabel('Search').fill('ridge');
      await expect.poll(() => column(page, 'Materials', 4)).toEqual(['0.085']);

      await page.getByRole('link', { name: 'Ridge FRP' }).click();
      await page.waitForSelector('html[data-islands-ready]');
      await page.getByRole('form', { name: 'Edit Material' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => lastAlert(page)).toBe('Material has been deleted');
      await page.waitForURL(`${b.url}/admin/materials`);
    });

    it('creates test equipment after the required messages and finds it in the list', async () => {
      await open('Test Equipment', '/admin/test-equipment');
      await page.getByRole('link', { name: 'New Equipment' }).click();
      await page.waitForSelector('html[data-islands-ready]');
      const form = page.getByRole('form', { name: 'New Equipment' });
      await form.getByLabel('Details Label').fill('Serial No.');
      await form.getByRole('button', { name: 'Create Equipment' }).click();
      await expect.poll(() => form.getByText('This field is required').count()).toBe(2);
      await form.getByLabel('Name').fill('Load Cell, 10 kip');
      await form.getByLabel('Calibration Dates').fill('Calibrated 04/01/2026, due 04/01/2027');
      await form.getByLabel('Details', { exact: true }).fill('LC-10-0042');
      await form.getByRole('button', { name: 'Create Equipment' }).click();
      await expect.poll(() => lastAlert(page)).toBe('Your test equipment was saved');
      await page.waitForURL(`${b.url}/admin/test-equipment`);
      await page.waitForSelector('html[data-islands-ready]');
      await page.getByLabel('Search').fill('LC-10');
      await expect.poll(() => column(page, 'Test Equipment', 1)).toEqual(['Load Cell, 10 kip']);
      await page.getByRole('link', { name: 'Load Cell, 10 kip' }).click();
      await page.waitForSelector('html[data-islands-ready]');
      await page.getByRole('link', { name: 'Cancel' }).click();
      await page.waitForURL(`${b.url}/admin/test-equipment`);
      expect(consoleErrors).toEqual([]);
    });
  },
);
