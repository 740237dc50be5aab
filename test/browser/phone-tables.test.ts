import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/call.ts';
import { testedReport } from '../../plugins/reports/test-support.ts';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signInThroughForm, startBrowserPortal, type BrowserPortal } from './harness.ts';

const PHONE = { width: 375, height: 800 };

/** Wholly on the screen's width: nothing of it past either edge, so a tap reaches it without scrolling sideways. */
async function withinPhone(target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
}

/** The table as wide as the screen at most: stacked, nothing of it hides in a sideways scroll. */
const fitsPhone = (table: Locator) => table.evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth);

/** No cell of the table cuts its text: each is as wide as what it holds. */
const clippedCells = (table: Locator) =>
  table.evaluate((element) =>
    [...element.querySelectorAll('td')].filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
  );

describe.skipIf(!chromiumFound)(
  `tables with actions on a phone, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`,
  () => {
    let b: BrowserPortal;
    let pickupId: number;
    let specimenNum: string;
    let invoiceId: number;
    let page: Page;

    beforeAll(async () => {
      b = await startBrowserPortal();
      const admin = (await b.portal.signIn('admin@demo.lab')).token;
      const tested = await testedReport(b.portal, admin, [52000, 53000]);
      pickupId = tested.pickup.id as number;
      specimenNum = tested.specimens[0]!.specimenNum as string;
      const invoiced = await call(b.portal, `/api/pickups/invoice/${pickupId}`, { token: admin });
      invoiceId = (invoiced.body.invoice as { id: number }).id;
      const context = await b.browser.newContext({ viewport: PHONE });
      page = await context.newPage();
      page.setDefaultTimeout(8000);
      await signInThroughForm(page, b.url, 'admin@demo.lab');
      await page.waitForURL(`${b.url}/admin`);
    });
    afterAll(async () => {
      await page?.context().close();
      await b?.close();
    });

    const open = async (path: string) => {
      await page.goto(`${b.url}${path}`);
      await page.waitForSelector('html[data-islands-ready]');
    };
    const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    it("stacks the pickup form's specimen rows and the Associated Breaks panel, each action reachable", async () => {
      await open(`/admin/pickups/${pickupId}`);
      const edit = page.getByRole('button', { name: `Edit ${specimenNum}` });
      expect(await fitsPhone(page.getByRole('region', { name: /^Specimens of / }).locator('table'))).toBe(true);
      expect(await withinPhone(edit)).toBe(true);
      await edit.click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);

      const breaks = page.getByRole('region', { name: 'Associated Breaks' });
      const results = breaks.getByRole('button', { name: 'Results' }).first();
      expect(await withinPhone(results)).toBe(true);
      await results.click();
      await expect.poll(() => page.getByRole('dialog', { name: /Test Results for Specimen/ }).count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      const editBreak = breaks.getByRole('link', { name: 'Edit' }).first();
      expect(await withinPhone(editBreak)).toBe(true);
      expect(await clippedCells(breaks.locator('table'))).toEqual([]);
      expect(await fitsPhone(breaks.locator('table'))).toBe(true);
      expect(await noSidewaysScroll()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}/pickup-specimens-375.png`, fullPage: true });
      await editBreak.click();
      await page.waitForURL(/\/admin\/break-report\/\d+$/);
    });

    it('stacks the invoice rows with their amounts whole, and Edit Rows is in reach', async () => {
      await open(`/admin/invoices/${invoiceId}`);
      const rows = page.getByRole('region', { name: 'Invoice rows' });
      const table = rows.locator('table');
      await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
      expect(await clippedCells(table)).toEqual([]);
      expect(await fitsPhone(table)).toBe(true);
      const amount = table.locator('td[data-label="Amount"]').first();
      expect(await withinPhone(amount)).toBe(true);
      expect(await amount.textContent()).toMatch(/^\$\d[\d,]*\.\d\d$/);
      const edit = page.getByRole('button', { name: 'Edit Rows' });
      expect(await withinPhone(edit)).toBe(true);
      await edit.click();
      const qty = rows.getByLabel('Qty of row 1');
      expect(await withinPhone(qty)).toBe(true);
      expect(await noSidewaysScroll()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}/invoice-rows-375.png`, fullPage: true });
    });

    it("stacks the break list's rows, its Edit and links in reach", async () => {
      await open('/admin/break-report');
      const table = page.getByRole('table', { name: 'Break Report' });
      await expect.poll(() => table.locator('tbody tr td[data-label]').count()).toBeGreaterThan(0);
      const edit = table.getByRole('link', { name: 'Edit' }).first();
      expect(await fitsPhone(table)).toBe(true);
      expect(await withinPhone(edit)).toBe(true);
      expect(await withinPhone(table.getByRole('link', { name: /^\d+$/ }).first())).toBe(true);
      expect(await noSidewaysScroll()).toBeLessThanOrEqual(0);
      // A stacked row shows no label without a value (Needs attention, when nothing needs it).
      const emptyLabelsShown = await table.evaluate(
        (element) =>
          [...element.querySelectorAll('tbody td[data-label]')].filter(
            (cell) => cell.childNodes.length === 0 && getComputedStyle(cell).display !== 'none',
          ).length,
      );
      expect(emptyLabelsShown).toBe(0);
      await page.screenshot({ path: `${SCREENSHOTS}/break-list-375.png`, fullPage: true });
      await edit.click();
      await page.waitForURL(/\/admin\/break-report\/\d+$/);
    });
  },
);
