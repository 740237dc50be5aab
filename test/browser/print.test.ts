import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/call.ts';
import { testedReport } from '../../plugins/reports/test-support.ts';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signInThroughForm, startBrowserPortal, type BrowserPortal } from './harness.ts';

/** What printing shows that it should not: the menu, any button or link drawn as one, colour behind the text, rows split. */
const printFaults = (page: Page) =>
  page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const faults: string[] = [];
    const sidebar = document.getElementById('sidebar');
    if (sidebar && visible(sidebar)) faults.push('the sidebar shows');
    // A link drawn as a button has a border or the primary colour; a sortable heading's button prints as its text.
    for (const button of document.querySelectorAll('button, [role="button"], a[class*="border"], a[class*="bg-primary"]')) {
      if (visible(button) && !button.closest('th')) faults.push(`a button shows: ${button.textContent?.trim() ?? ''}`);
    }
    for (const heading of document.querySelectorAll('th')) {
      if (heading.textContent?.trim() && !visible(heading.querySelector('button') ?? heading)) faults.push('a column heading is gone');
    }
    for (const element of [document.body, document.querySelector('main')!]) {
      const style = getComputedStyle(element);
      if (style.color !== 'rgb(0, 0, 0)') faults.push(`text is ${style.color}`);
      if (!['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'].includes(style.backgroundColor))
        faults.push(`background is ${style.backgroundColor}`);
    }
    for (const row of document.querySelectorAll('tr')) {
      if (getComputedStyle(row).breakInside !== 'avoid') faults.push('a table row may be split');
    }
    return [...new Set(faults)];
  });

describe.skipIf(!chromiumFound)(`printing, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  let pickupId: number;
  let invoiceId: number;

  beforeAll(async () => {
    b = await startBrowserPortal();
    const admin = (await b.portal.signIn('admin@demo.lab')).token;
    const tested = await testedReport(b.portal, admin, [52000]);
    pickupId = tested.pickup.id as number;
    const invoiced = await call(b.portal, `/api/pickups/invoice/${pickupId}`, { token: admin });
    invoiceId = (invoiced.body.invoice as { id: number }).id;
  });
  afterAll(async () => {
    await b?.close();
  });

  async function printed(email: string, landing: string, paths: readonly string[]) {
    const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(8000);
    await signInThroughForm(page, b.url, email);
    await page.waitForURL(`${b.url}${landing}`);
    await page.emulateMedia({ media: 'print' });
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(`${b.url}${path}`);
      // A page without islands (the customer's dashboard) is ready once loaded.
      await page.waitForFunction(
        () => document.querySelector('[data-island]') === null || document.documentElement.dataset.islandsReady === 'true',
      );
      // A list prints its rows, not "Loading…".
      await expect.poll(() => page.locator('[data-table-empty="Loading…"]').count()).toBe(0);
      const faults = await printFaults(page);
      if (faults.length > 0) found[path] = faults;
      await page.screenshot({ path: `${SCREENSHOTS}/print${path.replaceAll('/', '-')}.png`, fullPage: true });
    }
    await context.close();
    return found;
  }

  it('prints the lists, an invoice, a pickup and the dashboard without the menu or buttons, black on white, rows whole', async () => {
    const paths = [
      '/admin',
      '/admin/pickups',
      '/admin/invoices',
      '/admin/reports',
      `/admin/invoices/${invoiceId}`,
      `/admin/pickups/${pickupId}`,
    ];
    expect(await printed('admin@demo.lab', '/admin', paths)).toEqual({});
  });

  it("prints a customer's dashboard and lists the same way", async () => {
    expect(await printed('customer@demo.lab', '/customers', ['/customers', '/customers/reports', '/customers/invoices'])).toEqual({});
  });
});
