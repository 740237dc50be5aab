import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signedInPage, startBrowserPortal, type BrowserPortal } from './harness.ts';

const lastAlert = (page: Page, kind: 'success' | 'error') => page.locator(`[data-alert="${kind}"] p.mt-1`).last().textContent();
const names = (page: Page) => page.locator('table[aria-label="Inspectors"] tbody tr td:nth-child(1)').allTextContents();

describe.skipIf(!chromiumFound)(`inspectors, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  let consoleErrors: string[];
  beforeAll(async () => {
    b = await startBrowserPortal();
  });
  afterAll(async () => {
    await b?.close();
  });

  async function signedIn(email: string, landing: string): Promise<Page> {
    const opened = await signedInPage(b, email, landing);
    consoleErrors = opened.consoleErrors;
    return opened.page;
  }

  async function open(page: Page, path: string) {
    await page.waitForURL(`${b.url}${path}`);
    await page.waitForSelector('html[data-islands-ready]');
  }

  it('lets the admin add an inspector in the New Inspector dialog after its messages, edit it in the form and delete it', async () => {
    const page = await signedIn('admin@demo.lab', '/admin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inspectors' }).click();
    await open(page, '/admin/inspectors');
    await expect.poll(() => names(page)).toContain('Rosa Delgado');

    await page.getByRole('button', { name: 'New Inspector' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Inspector' });
    await dialog.getByRole('button', { name: 'Create Inspector' }).click();
    await expect.poll(() => dialog.getByText('This field is required').count()).toBe(1);
    await dialog.getByLabel('Full Name').fill('Morgan Field');
    await dialog.getByLabel('Email').fill('morgan@');
    await dialog.getByLabel('Zip').fill('9x101');
    await dialog.getByRole('button', { name: 'Create Inspector' }).click();
    await expect.poll(() => dialog.getByText('Enter a valid email address').count()).toBe(1);
    expect(await dialog.getByText('Enter a valid zip code').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/inspector-dialog-messages.png` });

    await dialog.getByLabel('Email').fill('morgan@field.example');
    await dialog.getByLabel('Zip').fill('');
    await dialog.getByLabel('Firm').fill('Field Inspections');
    await dialog.getByLabel('Customer').fill('Bayv');
    await page.getByRole('option', { name: 'Bayview Builders Inc.' }).click();
    // The list reloads itself after the alert: wait for that load, not for the page already loaded.
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Create Inspector' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe('Inspector has been saved');
    await reloaded;
    await page.waitForSelector('html[data-islands-ready]');
    await page.getByLabel('Search').fill('morgan');
    await expect.poll(() => names(page)).toEqual(['Morgan Field']);
    expect(await page.locator('table[aria-label="Inspectors"] tbody tr td:nth-child(7)').allTextContents()).toEqual([
      'Bayview Builders Inc.',
    ]);

    await page.getByRole('link', { name: 'Morgan Field' }).click();
    await page.waitForURL(/\/admin\/inspectors\/\d+$/);
    await page.waitForSelector('html[data-islands-ready]');
    const form = page.getByRole('form', { name: 'Inspector' });
    await expect.poll(() => form.getByLabel('Customer').inputValue()).toBe('Bayview Builders Inc.');
    await form.getByLabel('Mobile Phone').fill('(415) 555-0199');
    await form.getByRole('button', { name: 'Save & Continue Edit' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe('Inspector has been saved');
    await page.reload();
    await page.waitForSelector('html[data-islands-ready]');
    expect(await form.getByLabel('Mobile Phone').inputValue()).toBe('(415) 555-0199');
    await page.screenshot({ path: `${SCREENSHOTS}/inspector-form.png` });

    await form.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe('Inspector record has been deleted');
    await open(page, '/admin/inspectors');
    await page.getByLabel('Search').fill('morgan');
    await expect.poll(() => page.locator('[data-table-empty]').textContent()).toBe('No Results');
    expect(consoleErrors).toEqual([]);
  });

  it('gives customer-service the full form: Create Inspector, Save & Continue Edit stays on the new record, Save Inspector and Cancel return to the list', async () => {
    const page = await signedIn('cs@demo.lab', '/admin');
    await page.goto(`${b.url}/admin/inspectors/new`);
    await page.waitForSelector('html[data-islands-ready]');
    const form = page.getByRole('form', { name: 'Inspector' });
    await form.getByRole('button', { name: 'Create Inspector' }).click();
    await expect.poll(() => form.getByText('This field is required').count()).toBe(1);
    await form.getByLabel('Full Name').fill('Casey Continue');
    await form.getByLabel('Zip').fill('95814');
    await form.getByRole('button', { name: 'Save & Continue Edit' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe('Inspector has been saved');
    await page.waitForURL(/\/admin\/inspectors\/\d+$/);
    await expect.poll(() => form.getByRole('button', { name: 'Save Inspector' }).count()).toBe(1);
    await form.getByLabel('License').fill('ICC 1234');
    await form.getByRole('button', { name: 'Save Inspector' }).click();
    await open(page, '/admin/inspectors');
    await page.getByLabel('Search').fill('continue');
    await expect.poll(() => names(page)).toEqual(['Casey Continue']);

    await page.goto(`${b.url}/admin/inspectors/new`);
    await page.waitForSelector('html[data-islands-ready]');
    await form.getByRole('link', { name: 'Cancel' }).click();
    await open(page, '/admin/inspectors');
    expect(consoleErrors).toEqual([]);
  });

  it('shows a customer only its own inspectors at /customers/inspectors, and saves its new one as its own', async () => {
    const page = await signedIn('customer@demo.lab', '/customers');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inspectors' }).click();
    await open(page, '/customers/inspectors');
    await expect.poll(() => names(page)).toEqual(['Jenna Park', 'Tom Alvarez']);
    expect(await page.locator('table[aria-label="Inspectors"] th', { hasText: 'Customer' }).count()).toBe(0);

    await page.getByRole('button', { name: 'New Inspector' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Inspector' });
    expect(await dialog.getByLabel('Customer').count()).toBe(0);
    await dialog.getByLabel('Full Name').fill('Avery Own');
    await dialog.getByRole('button', { name: 'Create Inspector' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe('Your inspector was saved');
    await page.waitForSelector('html[data-islands-ready]');
    await expect.poll(() => names(page)).toEqual(['Avery Own', 'Jenna Park', 'Tom Alvarez']);

    await page.getByRole('link', { name: 'Avery Own' }).click();
    await page.waitForURL(/\/customers\/inspectors\/\d+$/);
    await page.waitForSelector('html[data-islands-ready]');
    const form = page.getByRole('form', { name: 'Inspector' });
    await form.getByLabel('Email').fill('avery@own.example');
    await form.getByRole('button', { name: 'Save Inspector' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe('Your inspector was saved');
    await open(page, '/customers/inspectors');
    await page.screenshot({ path: `${SCREENSHOTS}/customer-inspectors.png` });
    expect(consoleErrors).toEqual([]);
  });
});
