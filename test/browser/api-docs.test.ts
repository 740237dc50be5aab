import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signedInPage, startBrowserPortal, type BrowserPortal } from './harness.ts';

describe.skipIf(!chromiumFound)(`the API reference, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  let page: Page;
  let consoleErrors: string[];
  beforeAll(async () => {
    b = await startBrowserPortal();
    ({ page, consoleErrors } = await signedInPage(b, 'admin@demo.lab', '/admin'));
  });
  afterAll(async () => {
    await b?.close();
  });

  it('lists every call with its permission and input, for staff, also at 375 px', async () => {
    await page.goto(`${b.url}/api/docs`);
    expect(await page.getByRole('heading', { name: 'API reference' }).count()).toBe(1);
    const calls = page.locator('main li h3');
    expect(await calls.count()).toBeGreaterThan(60);
    const receive = page.locator('main li', { hasText: '/api/pickups/receive/{id}' });
    expect(await receive.textContent()).toContain('pickups.pickup.write');
    // The same page on a phone, in the same session.
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto(`${b.url}/api/docs`);
    await phone.screenshot({ path: `${SCREENSHOTS}/api-docs-375.png` });
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await phone.locator('main li', { hasText: '/api/pickups/receive/{id}' }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
