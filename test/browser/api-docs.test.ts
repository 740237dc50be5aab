import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CLIENT_HEADER_MISSING } from '../../core/http/cross-site.ts';
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

  it("shows Scalar's reference of every call under the portal's CSP, and tries a call from the signed-in page", async () => {
    const refused: string[] = [];
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const before = consoleErrors.length;
    await page.goto(`${b.url}/api/docs`);
    await page.getByRole('heading', { name: 'Materials Testing Lab API' }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/api-docs.png` });
    expect(refused).toEqual([]);

    // Try it: the first call's Test Request opens Scalar's client on sign-in. The page carries the
    // session cookie but not the portal pages' header, so the portal refuses the write with its
    // error shape (decision 170; a write tried here needs a bearer token in Scalar's auth panel):
    // the request went from the page to the portal.
    await page
      .getByRole('button', { name: /Test Request/i })
      .first()
      .click();
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/local');
    await page.screenshot({ path: `${SCREENSHOTS}/api-docs-client.png` });
    await page.getByRole('button', { name: /^Send/i }).first().click();
    const response = await answered;
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ status: 'error', error: CLIENT_HEADER_MISSING });
    await page.screenshot({ path: `${SCREENSHOTS}/api-docs-try.png` });
    expect(missing).toEqual([]);
    // The one failed load the browser reports is the refused sign-in sent above.
    expect(consoleErrors.slice(before)).toEqual(['Failed to load resource: the server responded with a status of 403 (Forbidden)']);
  }, 120_000);

  it('fits a phone: the reference at 375 px has no sideways scroll', async () => {
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto(`${b.url}/api/docs`);
    await phone.getByRole('heading', { name: 'Materials Testing Lab API' }).first().waitFor();
    await phone.screenshot({ path: `${SCREENSHOTS}/api-docs-375.png` });
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
