import { AxeBuilder } from '@axe-core/playwright';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CustomersDatabase } from '../../plugins/customers/index.ts';
import { NOTICES_SAVED } from '../../plugins/customers/notices.ts';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signInThroughForm, startBrowserPortal, type BrowserPortal } from './harness.ts';

const lastAlert = (page: Page) => page.locator('[data-alert="success"] p.mt-1').last().textContent();
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const LABELS = ['Report issued', 'Report amended', 'A failed result', 'Invoice issued', 'Pickup confirmed'];

describe.skipIf(!chromiumFound)(
  `a customer user's notices on My Company, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`,
  () => {
    let b: BrowserPortal;
    beforeAll(async () => {
      b = await startBrowserPortal();
    });
    afterAll(async () => {
      await b?.close();
    });

    async function myCompany(width: number): Promise<Page> {
      const context = await b.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await signInThroughForm(page, b.url, 'customer@demo.lab');
      await page.waitForURL(`${b.url}/customers`);
      await page.goto(`${b.url}/customers/my-company`);
      await page.waitForSelector('html[data-islands-ready]');
      return page;
    }
    const checked = (page: Page) =>
      Promise.all(LABELS.map((label) => page.getByRole('form', { name: 'My Notices' }).getByLabel(label, { exact: true }).isChecked()));
    const stored = async () => {
      const db = b.portal.db as unknown as Kysely<CustomersDatabase>;
      return db
        .selectFrom('customerNoticePreferences')
        .innerJoin('users', 'users.id', 'customerNoticePreferences.userId')
        .select(['reportIssued', 'reportAmended', 'failedResult', 'invoiceIssued', 'pickupConfirmed'])
        .where('users.email', '=', 'customer@demo.lab')
        .executeTakeFirst();
    };

    it('turns notices off at a desktop width, saved for the user and shown so after a reload', async () => {
      const page = await myCompany(1280);
      const form = page.getByRole('form', { name: 'My Notices' });
      expect(await checked(page)).toEqual([true, true, true, true, true]);
      expect(await form.textContent()).toContain('customer@demo.lab');
      await form.getByLabel('Report amended', { exact: true }).uncheck();
      await form.getByLabel('Invoice issued', { exact: true }).uncheck();
      await form.getByRole('button', { name: 'Save Notices' }).click();
      await expect.poll(() => lastAlert(page)).toBe(NOTICES_SAVED);
      expect(await stored()).toEqual({
        reportIssued: true,
        reportAmended: false,
        failedResult: true,
        invoiceIssued: false,
        pickupConfirmed: true,
      });
      await page.screenshot({ path: `${SCREENSHOTS}/my-notices-desktop.png`, fullPage: true });

      await page.reload();
      await page.waitForSelector('html[data-islands-ready]');
      expect(await checked(page)).toEqual([true, false, true, false, true]);
      // Saved twice from the one page: the version the first save answered goes with the second.
      await form.getByLabel('A failed result', { exact: true }).uncheck();
      await form.getByRole('button', { name: 'Save Notices' }).click();
      await expect.poll(async () => (await stored())?.failedResult).toBe(false);
      await form.getByLabel('A failed result', { exact: true }).check();
      await form.getByRole('button', { name: 'Save Notices' }).click();
      await expect.poll(async () => (await stored())?.failedResult).toBe(true);
      await page.context().close();
    });

    it('fits a 375 px screen without sideways scrolling, every choice reachable, and no serious accessibility finding', async () => {
      const page = await myCompany(375);
      const form = page.getByRole('form', { name: 'My Notices' });
      await form.scrollIntoViewIfNeeded();
      expect(await overflow(page)).toBe(0);
      const { violations } = await new AxeBuilder({ page })
        .include('form[aria-label="My Notices"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        violations
          .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
          .map((violation) => violation.id),
      ).toEqual([]);
      for (const label of ['Report amended', 'Invoice issued']) await form.getByLabel(label, { exact: true }).check();
      await form.getByRole('button', { name: 'Save Notices' }).click();
      await expect.poll(() => lastAlert(page)).toBe(NOTICES_SAVED);
      expect(await stored()).toEqual({
        reportIssued: true,
        reportAmended: true,
        failedResult: true,
        invoiceIssued: true,
        pickupConfirmed: true,
      });
      await page.screenshot({ path: `${SCREENSHOTS}/my-notices-375.png`, fullPage: true });
      await page.context().close();
    });
  },
);
