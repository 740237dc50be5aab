import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  SCREENSHOTS,
  signInThroughForm,
  startBrowserPortal,
  type BrowserPortal,
  watchConsoleErrors,
} from './harness.ts';

/** The newest alert's message, of one kind. */
const lastAlert = (page: Page, kind: 'success' | 'error') => page.locator(`[data-alert="${kind}"] p.mt-1`).last().textContent();
const column = (page: Page, label: string, index: number) =>
  page.locator(`table[aria-label="${label}"] tbody tr td:nth-child(${index})`).allTextContents();

describe.skipIf(!chromiumFound)(
  `sample types and test types, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`,
  () => {
    let b: BrowserPortal;
    let consoleErrors: string[];
    beforeAll(async () => {
      b = await startBrowserPortal();
    });
    afterAll(async () => {
      await b?.close();
    });

    async function signedIn(email: string): Promise<Page> {
      const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      consoleErrors = watchConsoleErrors(page);
      await signInThroughForm(page, b.url, email);
      await page.waitForURL(`${b.url}/admin`);
      return page;
    }

    it('lets customer-service list sample types (non-specimen last), create one after the validation messages, edit and delete it', async () => {
      const page = await signedIn('cs@demo.lab');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sample Types' }).click();
      await page.waitForURL(`${b.url}/admin/sample-types`);
      await page.waitForSelector('html[data-islands-ready]');
      await expect.poll(async () => (await column(page, 'Sample Types', 1))[0]).toBe('Concrete Cylinder 4x8');
      const flags = await column(page, 'Sample Types', 7);
      expect(flags.slice(-2)).toEqual(['Yes', 'Yes']);
      expect(flags.slice(0, -2).every((flag) => flag === 'No')).toBe(true);

      await page.getByRole('link', { name: 'New Sample Type' }).click();
      await page.waitForURL(`${b.url}/admin/sample-types/new`);
      await page.waitForSelector('html[data-islands-ready]');
      const form = page.getByRole('form', { name: 'New Sample Type' });
      await form.getByLabel('SKU').fill('abc');
      await form.getByLabel('Default Rate').fill('-4');
      await form.getByLabel('Max PSI %').fill('x');
      await form.getByRole('button', { name: 'Create Sample Type' }).click();
      await expect.poll(() => form.getByText('This field is required').count()).toBe(1);
      expect(await form.getByText('Invalid number').count()).toBe(2);
      expect(await form.getByText('Value must be positive').count()).toBe(1);
      await page.screenshot({ path: `${SCREENSHOTS}/sample-type-form-messages.png` });

      await form.getByLabel('Description').fill('Shotcrete Core');
      await form.getByLabel('SKU').fill('-2');
      await form.getByLabel('Default Rate').fill('42.50');
      await form.getByLabel('Max PSI %').fill('80');
      await form.getByRole('button', { name: 'Create Sample Type' }).click();
      await expect.poll(() => form.getByText('Value must be positive').count()).toBe(1);
      await form.getByLabel('SKU').fill('4200');
      await form.getByLabel('Default Test Type').selectOption({ label: '7 Day' });
      await form.getByLabel('Default Report Template').selectOption('ds-pq-502.1');
      await form.getByRole('button', { name: 'Create Sample Type' }).click();
      await expect.poll(() => lastAlert(page, 'success')).toBe('Your sample type was saved');
      await page.waitForURL(`${b.url}/admin/sample-types`);
      await page.waitForSelector('html[data-islands-ready]');

      await page.getByLabel('Search').fill('shotcrete');
      await expect.poll(() => column(page, 'Sample Types', 1)).toEqual(['Shotcrete Core']);
      expect(await column(page, 'Sample Types', 5)).toEqual(['7 Day']);
      await page.getByRole('link', { name: 'Shotcrete Core' }).click();
      await page.waitForURL(/\/admin\/sample-types\/\d+$/);
      await page.waitForSelector('html[data-islands-ready]');
      const edit = page.getByRole('form', { name: 'Edit Sample Type' });
      expect(await edit.getByLabel('Default Rate').inputValue()).toBe('42.5');
      await edit.getByLabel('Default Rate').fill('45');
      await edit.getByRole('checkbox', { name: /Non-Specimen/ }).click();
      await edit.getByRole('button', { name: 'Save & Continue Edit' }).click();
      await expect.poll(() => lastAlert(page, 'success')).toBe('Sample Type has been saved');
      await page.reload();
      await page.waitForSelector('html[data-islands-ready]');
      expect(await edit.getByLabel('Default Rate').inputValue()).toBe('45');
      expect(await edit.getByRole('checkbox', { name: /Non-Specimen/ }).isChecked()).toBe(true);

      await edit.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => lastAlert(page, 'success')).toBe('Sample Type has been deleted');
      await page.waitForURL(`${b.url}/admin/sample-types`);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    });

    it('goes back to the list on Cancel', async () => {
      const page = await signedIn('admin@demo.lab');
      await page.goto(`${b.url}/admin/sample-types/new`);
      await page.waitForSelector('html[data-islands-ready]');
      await page.getByRole('link', { name: 'Cancel' }).click();
      await page.waitForURL(`${b.url}/admin/sample-types`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sample Types');
      await page.context().close();
    });

    it('lets the admin add a test type with its date variance, and names a missing one', async () => {
      const page = await signedIn('admin@demo.lab');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Test Types' }).click();
      await page.waitForURL(`${b.url}/admin/test-types`);
      await page.waitForSelector('html[data-islands-ready]');
      await expect.poll(() => column(page, 'Test Types', 1)).toEqual(['Hold', '3 Day', '7 Day', '28 Day', '56 Day']);
      await page.getByRole('link', { name: 'New Test Type' }).click();
      await page.waitForSelector('html[data-islands-ready]');
      const form = page.getByRole('form', { name: 'New Test Type' });
      await form.getByLabel('Description').fill('14 Day');
      await form.getByRole('button', { name: 'Create Test Type' }).click();
      await expect.poll(() => form.getByText('This field is required').count()).toBe(1);
      await form.getByLabel(/Date Variance/).fill('14');
      await form.getByRole('button', { name: 'Create Test Type' }).click();
      await expect.poll(() => lastAlert(page, 'success')).toBe('Your test type was saved');
      await page.waitForURL(`${b.url}/admin/test-types`);
      await expect.poll(() => column(page, 'Test Types', 1)).toEqual(['Hold', '3 Day', '7 Day', '14 Day', '28 Day', '56 Day']);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    });
  },
);
