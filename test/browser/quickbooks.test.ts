import { setupServer } from 'msw/node';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FAKE_COMPANY_NAME,
  FAKE_QUICKBOOKS_BASE_URL,
  FAKE_QUICKBOOKS_ENV,
  FAKE_REALM_ID,
  FakeQuickbooks,
  writeTestInvoice,
} from '../../plugins/quickbooks/test-support.ts';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  SCREENSHOTS,
  signInThroughForm,
  startBrowserPortal,
  watchConsoleErrors,
  type BrowserPortal,
} from './harness.ts';

const FAULT = '[QuickbooksError] Business Validation Error: Select a customer that is active in QuickBooks.';

describe.skipIf(!chromiumFound)(`QuickBooks, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  let page: Page;
  let consoleErrors: string[] = [];
  let invoiceId: number;
  const fake = new FakeQuickbooks();
  // The portal runs in this process: its calls to QuickBooks meet the fake company's handlers.
  const server = setupServer(...fake.handlers());

  beforeAll(async () => {
    b = await startBrowserPortal();
    for (const [name, value] of Object.entries(FAKE_QUICKBOOKS_ENV)) vi.stubEnv(name, value);
    vi.stubEnv('QUICKBOOKS_REDIRECT_URI', `${b.url}/admin/quickbooks/callback`);
    server.listen({ onUnhandledRequest: 'bypass' });
    const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    consoleErrors = watchConsoleErrors(page);
    // Intuit's consent screen: the person approves, and Intuit sends the browser back with a code and the state.
    await context.route(`${FAKE_QUICKBOOKS_BASE_URL}/connect/oauth2**`, (route) => {
      const state = new URL(route.request().url()).searchParams.get('state') ?? '';
      return route.fulfill({
        status: 302,
        headers: {
          location: `${b.url}/admin/quickbooks/callback?code=good-code&state=${encodeURIComponent(state)}&realmId=${FAKE_REALM_ID}`,
        },
      });
    });
    await signInThroughForm(page, b.url, 'admin@demo.lab');
    await page.waitForURL(`${b.url}/admin`);
  });
  afterAll(async () => {
    server.close();
    vi.unstubAllEnvs();
    await b?.close();
  });

  it('connects to the company through the consent screen, and shows its name and realm', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'QuickBooks' }).click();
    await page.waitForURL(`${b.url}/admin/quickbooks`);
    await page.getByRole('link', { name: 'Connect to QuickBooks' }).click();
    await page.waitForURL(`${b.url}/admin/quickbooks`);
    await expect.poll(() => page.getByTestId('quickbooks-company').textContent()).toBe(FAKE_COMPANY_NAME);
    expect(await page.getByTestId('quickbooks-realm').textContent()).toBe(FAKE_REALM_ID);
    await page.waitForSelector('html[data-islands-ready]');
    expect(await page.getByRole('button', { name: 'Disconnect' }).isVisible()).toBe(true);
  });

  it('shows the fault QuickBooks gave for an invoice, and syncs it with Sync to QuickBooks', async () => {
    fake.fail({ kind: 'validation', message: 'Business Validation Error', detail: 'Select a customer that is active in QuickBooks.' });
    invoiceId = await writeTestInvoice(b.portal);
    await b.portal.runJobs();
    await page.reload();
    await page.waitForSelector('html[data-islands-ready]');
    const row = page.locator(`[data-invoice-sync="${invoiceId}"]`);
    expect(await row.getByTestId('quickbooks-fault').textContent()).toBe(FAULT);
    await page.screenshot({ path: `${SCREENSHOTS}/quickbooks-fault.png` });

    await row.getByRole('button', { name: 'Sync to QuickBooks' }).click();
    await expect.poll(() => page.locator('[data-alert="success"] p.mt-1').last().textContent()).toBe('Invoice has been synced');
    expect(await row.getByTestId('quickbooks-fault').count()).toBe(0);
    expect(fake.records.invoice.size).toBe(1);

    fake.fail({ kind: 'validation', message: 'Business Validation Error', detail: 'Select a customer that is active in QuickBooks.' });
    await row.getByRole('button', { name: 'Sync to QuickBooks' }).click();
    await expect.poll(() => row.getByTestId('quickbooks-fault').textContent()).toBe(FAULT);
    expect(consoleErrors.filter((error) => !error.includes('502'))).toEqual([]);
  });

  it('fits a phone 375 px wide', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.waitForSelector('html[data-islands-ready]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SCREENSHOTS}/quickbooks-375.png`, fullPage: true });
  });

  it("shows the invoice's QuickBooks panel with its fault on the invoice page, 375 px wide too", async () => {
    await page.goto(`${b.url}/admin/invoices/${invoiceId}`);
    await page.waitForSelector('html[data-islands-ready]');
    const panel = page.getByRole('region', { name: 'QuickBooks' });
    expect(await panel.getByTestId('quickbooks-fault').textContent()).toBe(FAULT);
    expect(await panel.getByRole('button', { name: 'Sync to QuickBooks' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SCREENSHOTS}/quickbooks-invoice-panel-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await panel.isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/quickbooks-invoice-panel.png` });
  });
});
