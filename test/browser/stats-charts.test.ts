import { readdirSync, readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labToday } from '../../shared/dates.ts';
import { brokenSet, projectAddress, statsDb } from '../../plugins/stats/test-support.ts';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, startBrowserPortal, type BrowserPortal } from './harness.ts';

/** A phone's width, as in the every-page scan. */
const PHONE = { width: 375, height: 800 };

describe.skipIf(!chromiumFound)(
  `the stats charts without JavaScript, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`,
  () => {
    let b: BrowserPortal;
    let phone: BrowserContext;
    let cookie: { name: string; value: string; url: string };
    let locationId: number;

    beforeAll(async () => {
      b = await startBrowserPortal();
      const admin = await b.portal.signIn('admin@demo.lab');
      const customer = await statsDb(b.portal)
        .selectFrom('users')
        .select('customerId')
        .where('email', '=', 'customer@demo.lab')
        .executeTakeFirstOrThrow();
      locationId = await projectAddress(b.portal, customer.customerId!, '12 Chart St');
      // Tests of 4,200, 3,400 (below the 3,500 limit) and 4,100 psi: their average, 3,900, is below f'c.
      const today = labToday(b.portal.config.labTimeZone);
      for (const strength of [4200, 3400, 4100])
        await brokenSet(b.portal, admin.token, { locationId, castDate: today, mix: 'M-40', strengths: [strength, strength] });
      // The charts must be readable as the server sent them: no script runs.
      phone = await b.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
      const [name, value] = admin.cookie.split(';')[0]!.split('=') as [string, string];
      cookie = { name, value, url: b.url };
      await phone.addCookies([cookie]);
    });
    afterAll(async () => {
      await b?.close();
    });

    it('draws the four charts of /admin/stats, named, fitting the phone, each with its table', async () => {
      const page = await phone.newPage();
      await page.goto(`${b.url}/admin/stats`);
      const charts = page.getByRole('img', { name: /per Month|by Status/ });
      await expect.poll(() => charts.count()).toBe(4);
      for (const chart of await charts.all()) {
        const box = (await chart.boundingBox())!;
        expect(box.width).toBeGreaterThan(250);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        // The viewBox keeps its 400 × 240 proportions.
        expect(box.height).toBeCloseTo((box.width * 240) / 400, 0);
      }
      expect(
        await page
          .getByRole('table', { name: 'Results by Status, Last Twelve Months' })
          .getByRole('columnheader', { name: 'Passed' })
          .count(),
      ).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await page.screenshot({ path: `${SCREENSHOTS}/stats-charts-phone.png`, fullPage: true });
    });

    it("draws the acceptance chart with the f'c line at 4,000 psi and the one failing test flagged", async () => {
      const page = await phone.newPage();
      await page.goto(`${b.url}/admin/stats/acceptance/${locationId}`);
      const chart = page.getByRole('img', { name: "Strength tests of mix M-40 against f'c 4,000 psi" });
      await expect.poll(() => chart.isVisible()).toBe(true);
      const flagged = chart.locator('[data-low-test="true"]');
      expect(await flagged.count()).toBe(1);
      expect(await flagged.getAttribute('data-strength')).toBe('3400');
      // The f'c line lies level with the axis's 4,000 tick, as the browser lays them out.
      const line = (await chart.locator('[data-fc-line] line').boundingBox())!;
      const tick = (await chart
        .locator('.visx-axis-left .visx-axis-tick', { hasText: /^4,000$/ })
        .locator('line')
        .boundingBox())!;
      expect(Math.abs(line.y + line.height / 2 - (tick.y + tick.height / 2))).toBeLessThan(1.5);
      expect(await page.getByRole('list', { name: 'Legend' }).getByText('Below the individual limit').isVisible()).toBe(true);
      expect(await page.getByRole('row', { name: /3,400.*Low test/ }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await page.screenshot({ path: `${SCREENSHOTS}/acceptance-chart-phone.png`, fullPage: true });
    });

    it('passes the axe scan on the stats and acceptance pages, charts drawn', async () => {
      const context = await b.browser.newContext({ viewport: PHONE });
      await context.addCookies([cookie]);
      const page = await context.newPage();
      for (const path of ['/admin/stats', `/admin/stats/acceptance/${locationId}`]) {
        await page.goto(`${b.url}${path}`);
        expect(await page.locator('svg[role="img"]').count()).toBeGreaterThan(0);
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(violations.map((violation) => `${path} ${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
      }
      await context.close();
    });

    it('ships nothing of visx to the browser', () => {
      const scripts = readdirSync('dist/web').filter((file) => file.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      // visx's components name their elements `visx-bar`, `visx-axis`, ...: a bundle holding them would hold these names.
      expect(scripts.filter((file) => readFileSync(`dist/web/${file}`, 'utf8').includes('visx-'))).toEqual([]);
    });
  },
);
