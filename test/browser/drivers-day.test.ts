import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signInThroughForm, startBrowserPortal, type BrowserPortal } from './harness.ts';

/** A page with islands is ready once they are hydrated; a page without any once it has loaded. */
async function ready(page: Page) {
  if (await page.locator('[data-island]').count()) await page.waitForSelector('html[data-islands-ready]');
}
const lastAlert = (page: Page) => page.locator('[data-alert="success"] p.mt-1').last().textContent();
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => violation.id);
}

describe.skipIf(!chromiumFound)(
  `the driver's day at 375 px, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`,
  () => {
    let b: BrowserPortal;
    beforeAll(async () => {
      b = await startBrowserPortal();
    });
    afterAll(async () => {
      await b?.close();
    });

    it('lists the stops with their links, and records a pick up with a signature drawn on the screen', async () => {
      const context = await b.browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true });
      const page = await context.newPage();
      await signInThroughForm(page, b.url, 'driver@demo.lab');
      await page.waitForURL(`${b.url}/admin`);
      await page.goto(`${b.url}/admin/pickups/today`);
      await ready(page);
      expect(await overflow(page)).toBe(0);
      expect(await seriousFindings(page)).toEqual([]);
      const stop = page.locator('li[data-stop]').first();
      expect(await stop.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toMatch(/^geo:0,0\?q=/);

      await stop.getByRole('link', { name: /Pickup \d+/ }).click();
      await page.waitForURL(/\/admin\/pickups\/\d+$/);
      await ready(page);
      const form = page.getByRole('form', { name: 'Pick Up' });
      await expect.poll(() => form.getByLabel('Arrival Time').inputValue()).toMatch(/^\d\d:\d[05]$/);
      expect(await overflow(page)).toBe(0);
      expect(await seriousFindings(page)).toEqual([]);
      await form.getByLabel('Released By').fill('Sam Superintendent');
      const pad = form.getByRole('img', { name: 'Signature of Who Released the Samples' });
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + 30);
      await page.mouse.down();
      await page.mouse.move(box.x + 120, box.y + 80, { steps: 8 });
      await page.mouse.move(box.x + 220, box.y + 40, { steps: 8 });
      await page.mouse.up();
      await form.getByRole('button', { name: 'Save Pick Up' }).click();
      await expect.poll(() => lastAlert(page)).toBe('The pickup has been recorded');
      await page.waitForSelector('section[aria-labelledby="custody"]');
      await page.screenshot({ path: `${SCREENSHOTS}/pick-up-375.png`, fullPage: true });
      expect(await page.locator('section[aria-labelledby="custody"]').textContent()).toContain('Sam Superintendent');
      await context.close();
    });
  },
);
