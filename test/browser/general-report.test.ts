import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/call.ts';
import { pngImage, testedReport } from '../../plugins/reports/test-support.ts';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signedInPage, startBrowserPortal, type BrowserPortal } from './harness.ts';

const lastAlert = (page: Page, tone = 'success') => page.locator(`[data-alert="${tone}"] p.mt-1`).last().textContent();
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.skipIf(!chromiumFound)(
  `a pickup's general report and a report's detail, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`,
  () => {
    let b: BrowserPortal;

    beforeAll(async () => {
      b = await startBrowserPortal({ config: { dataDir: await mkdtemp(join(tmpdir(), 'general-report-browser-')) } });
    });
    afterAll(() => b?.close());

    it('copies the General Report Info to the reports, generates the chosen samples, and shows a composite report’s equipment and images, also at 375 px', async () => {
      const admin = (await b.portal.signIn('admin@demo.lab')).token;
      const { pickup, report } = await testedReport(b.portal, admin, [52000, 53000]);
      const { page, consoleErrors } = await signedInPage(b, 'admin@demo.lab', '/admin');

      await page.goto(`${b.url}/admin/pickups/${pickup.id}`);
      await page.getByRole('region', { name: 'Associated Reports' }).getByRole('link', { name: 'General Report' }).click();
      await page.waitForURL(`${b.url}/admin/pickups/reports/${pickup.id}`);
      await page.waitForSelector('html[data-islands-ready]');
      expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/admin/pickups');

      await page.getByRole('button', { name: 'General Report Info' }).click();
      await page.getByLabel('Project Name').fill('Tower Block C');
      await page.getByLabel('Contractor').fill('Acme Build');
      await page.getByRole('button', { name: 'Save General Report Info' }).click();
      await expect.poll(() => lastAlert(page)).toBe('The general report info was saved and copied to 1 report');

      const reports = page.getByRole('region', { name: 'Reports' });
      const generate = reports.getByRole('button', { name: 'Generate Reports For Samples' });
      expect(await generate.isDisabled()).toBe(true);
      await reports.getByLabel(`Choose ${report.sampleNum}`).check();
      await generate.click();
      await expect.poll(() => lastAlert(page)).toBe('1 report was generated');
      expect(await reports.getByRole('link', { name: 'PDF' }).getAttribute('href')).toMatch(/^\/api\/reports\/files\/.+\.pdf$/);
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}/general-report-375.png`, fullPage: true });

      const saved = (await call(b.portal, `/api/reports/${report.id}`, { token: admin })).body.report as Record<string, unknown>;
      expect(saved.generalReportInfo).toEqual({ projectName: 'Tower Block C', contractor: 'Acme Build', inspectorLicense: 'On File' });

      // A composite panel report (502.3): test equipment with the demo caliper overdue, panel images and the graph.
      await sql`update reports set template = 'ds-pq-502.3' where id = ${report.id}`.execute(b.portal.db);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${b.url}/admin/reports/${report.id}`);
      await page.waitForSelector('html[data-islands-ready]');
      const caliper = page.getByRole('checkbox', { name: /Digital Caliper, 6 in/ });
      expect(await caliper.isDisabled()).toBe(true);
      expect(await page.getByText('Digital Caliper, 6 in was due for calibration on 08/10/2026').textContent()).toContain(
        'cannot be chosen until it is calibrated again',
      );
      await page.getByRole('checkbox', { name: /Universal Testing Machine/ }).check();
      await page
        .getByRole('region', { name: 'Panel Images' })
        .locator('input[type=file]')
        .setInputFiles({ name: 'panel.png', mimeType: 'image/png', buffer: Buffer.from(pngImage()) });
      await page.getByRole('list', { name: 'Panel Images uploaded' }).getByRole('img').waitFor();
      await page.getByText('Kept on file').click();
      await page.getByRole('button', { name: 'Save Report Detail' }).click();
      await expect.poll(() => lastAlert(page)).toBe('Your report was saved');
      const detail = (await call(b.portal, `/api/reports/${report.id}`, { token: admin })).body.report as Record<string, unknown>;
      expect(detail).toMatchObject({ pdfs: 'ONFILE', equipment: [expect.objectContaining({ name: 'Universal Testing Machine, 60 kip' })] });
      expect(detail.images).toEqual([expect.stringMatching(new RegExp(`^report_${report.id}_[0-9a-f]{32}\\.png$`))]);

      await page.setViewportSize({ width: 375, height: 800 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}/report-detail-composite-375.png`, fullPage: true });
      expect(consoleErrors).toEqual([]);
    });
  },
);
