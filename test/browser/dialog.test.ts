import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chromiumFound, NO_CHROMIUM_REASON, signedInPage, signInThroughForm, startBrowserPortal, type BrowserPortal } from './harness.ts';

/** The kit's one dialog (`web/ui/Dialog.tsx`, on Headless UI's), as the list's filter drawer, the pickup form's sample set and the invoices' audit use it. */
describe.skipIf(!chromiumFound)(`the kit's dialog, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  beforeAll(async () => {
    b = await startBrowserPortal();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('closes on Escape and on a click on the backdrop, gives focus back to the button that opened it, and leaves the page inert meanwhile', async () => {
    const { page, consoleErrors } = await signedInPage(b, 'admin@demo.lab', '/admin');
    page.setDefaultTimeout(8000);
    await page.goto(`${b.url}/admin/pickups`);
    await page.waitForSelector('html[data-islands-ready]');
    const opener = page.getByRole('button', { name: 'Filters', exact: true });
    const drawer = page.getByRole('dialog', { name: 'Filters' });

    const openerElement = (await opener.elementHandle())!;
    await opener.click();
    await drawer.waitFor();
    // The page behind is inert: its buttons are out of reach, and out of the accessibility tree, until the dialog closes.
    expect(await openerElement.evaluate((button) => button.closest('[inert]') !== null)).toBe(true);
    expect(await opener.count()).toBe(0);
    const covered = await openerElement.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top !== null && !button.contains(top);
    });
    expect(covered).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => opener.evaluate((button) => document.activeElement === button)).toBe(true);

    await opener.click();
    await drawer.waitFor();
    // The drawer runs along the right edge: the left of the screen is its backdrop.
    await page.mouse.click(10, 400);
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => opener.evaluate((button) => document.activeElement === button)).toBe(true);

    // A click inside the panel keeps it open.
    await opener.click();
    await drawer.getByRole('heading', { name: 'Filters' }).click();
    expect(await drawer.count()).toBe(1);
    await drawer.getByRole('button', { name: 'Close filters' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  /** The panel of the open dialog: the element beside its backdrop. */
  const panelOf = (dialog: Locator) => dialog.locator(':scope > :last-child');

  /** How far the panel sits from each edge of the screen. */
  async function margins(page: Page, dialog: Locator) {
    const box = (await panelOf(dialog).boundingBox())!;
    const screen = page.viewportSize()!;
    return { left: box.x, right: screen.width - box.x - box.width, top: box.y, bottom: screen.height - box.y - box.height };
  }

  for (const width of [1280, 375]) {
    it(`opens the sample set and audit dialogs in the middle of the screen at ${width} px`, async () => {
      const context = await b.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      page.setDefaultTimeout(8000);
      await signInThroughForm(page, b.url, 'admin@demo.lab');
      await page.waitForURL(`${b.url}/admin`);

      await page.goto(`${b.url}/admin/pickups/new`);
      await page.waitForSelector('html[data-islands-ready]');
      await page.getByRole('button', { name: '+ Sample Set' }).click();
      const sampleSet = page.getByRole('dialog', { name: '+ Sample Set' });
      await sampleSet.waitFor();
      const set = await margins(page, sampleSet);
      expect(Math.abs(set.left - set.right)).toBeLessThanOrEqual(1);
      expect(set.left).toBeGreaterThan(width > 640 ? 100 : 0);
      // Taller than the screen at 375 px, it fills it less the frame's margin and scrolls inside.
      expect(Math.abs(set.top - set.bottom)).toBeLessThanOrEqual(1);
      expect(set.top).toBeGreaterThan(0);

      await page.goto(`${b.url}/admin/invoices`);
      await page.waitForSelector('html[data-islands-ready]');
      await page.getByRole('button', { name: 'Audit' }).click();
      const audit = page.getByRole('dialog', { name: 'Invoice and statement audit' });
      await audit.waitFor();
      const mails = await margins(page, audit);
      expect(Math.abs(mails.left - mails.right)).toBeLessThanOrEqual(1);
      expect(Math.abs(mails.top - mails.bottom)).toBeLessThanOrEqual(1);
      expect(mails.top).toBeGreaterThan(0);
      await context.close();
    });
  }
});
