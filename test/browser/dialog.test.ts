import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, NO_CHROMIUM_REASON, signedInPage, startBrowserPortal, type BrowserPortal } from './harness.ts';

/** The kit's one dialog (`web/ui/Dialog.tsx`, on `<dialog>`), as the pickup form's Receive Samples and the list's filter drawer use it. */
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

    await opener.click();
    await drawer.waitFor();
    // The page behind is inert: its buttons are out of reach until the dialog closes.
    expect(await page.locator('dialog:modal').count()).toBe(1);
    await expect(opener.click({ trial: true, timeout: 500 })).rejects.toThrow(/intercepts pointer events/);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await opener.evaluate((button) => document.activeElement === button)).toBe(true);

    await opener.click();
    await drawer.waitFor();
    // The drawer runs along the right edge: the left of the screen is its backdrop.
    await page.mouse.click(10, 400);
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await opener.evaluate((button) => document.activeElement === button)).toBe(true);

    // A click inside the panel keeps it open.
    await opener.click();
    await drawer.getByRole('heading', { name: 'Filters' }).click();
    expect(await drawer.count()).toBe(1);
    await drawer.getByRole('button', { name: 'Close filters' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
