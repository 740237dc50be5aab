import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../core/testing/call.ts';
import { TestSmtpServer } from '../../core/testing/smtp.ts';
import { testedReport } from '../../plugins/reports/test-support.ts';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signedInPage, startBrowserPortal, type BrowserPortal } from './harness.ts';

const lastAlert = (page: Page) => page.locator('[data-alert="success"] p.mt-1').last().textContent();

describe.skipIf(!chromiumFound)(`reports, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  const smtp = new TestSmtpServer();
  let b: BrowserPortal;

  beforeAll(async () => {
    await smtp.start();
    b = await startBrowserPortal({ config: { smtpUrl: smtp.url, dataDir: await mkdtemp(join(tmpdir(), 'reports-browser-')) } });
  });
  afterAll(async () => {
    await b?.close();
    await smtp.stop();
  });

  it('takes a report from Info Incomplete to a finalized PDF in the customer’s mailbox', async () => {
    const admin = (await b.portal.signIn('admin@demo.lab')).token;
    const { pickup, report } = await testedReport(b.portal, admin, [52000, 53000]);
    await sql`update customers set send_reports = true, status = 'Active', report_email = 'reports@acme.example' where id = ${report.customerId}`.execute(
      b.portal.db,
    );

    const { page, consoleErrors } = await signedInPage(b, 'admin@demo.lab', '/admin');
    await page.goto(`${b.url}/admin/pickups/${pickup.id}`);
    const panel = page.getByRole('region', { name: 'Associated Reports' });
    expect(await panel.textContent()).toContain('Info Incomplete');
    await panel.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`${b.url}/admin/reports/${report.id}`);
    await page.waitForSelector('html[data-islands-ready]');

    await page.getByLabel('Project Name').fill('Tower Block C');
    await page.getByLabel('Slump').fill('4 in');
    await page.getByText('All necessary data has been entered').click();
    await page.getByRole('button', { name: 'Save Report Detail' }).click();
    await expect.poll(() => lastAlert(page)).toBe('Your report was saved');

    await page.getByRole('button', { name: 'Finalize' }).click();
    await page.waitForLoadState('load');
    await page.waitForSelector('text=This report is finalized and can no longer be changed.');
    await page.waitForSelector('html[data-islands-ready]');
    expect(await page.locator('h1 + span').textContent()).toBe('Finalized');

    await page.getByRole('button', { name: 'Generate Report' }).click();
    await page.getByRole('link', { name: /Issue 1 \(final\)/ }).waitFor();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => lastAlert(page)).toBe('The report was sent');
    await page.screenshot({ path: `${SCREENSHOTS}/report-detail.png`, fullPage: true });

    await b.portal.runJobs();
    const mail = smtp.received.find((item) => item.to.includes('reports@acme.example'));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain('application/pdf');
    expect(mail!.raw).toContain(`Report ${report.sampleNum}.pdf`);
    expect(consoleErrors).toEqual([]);

    const after = await call(b.portal, `/api/reports/${report.id}`, { token: admin });
    expect(after.body.report).toMatchObject({
      status: 'Finalized',
      generalReportInfo: { projectName: 'Tower Block C' },
      dataSheetInfo: { slump: '4 in' },
    });
  });

  it('fits the detail form on a 375 px wide screen', async () => {
    const admin = (await b.portal.signIn('admin@demo.lab')).token;
    const { report } = await testedReport(b.portal, admin, [52000]);
    const context = await b.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${b.url}/login`);
    await page.waitForSelector('html[data-islands-ready]');
    await page.getByLabel('Email').fill('admin@demo.lab');
    await page.getByLabel('Password').fill('demo-lab-portal');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${b.url}/admin`);
    await page.goto(`${b.url}/admin/reports/${report.id}`);
    await page.getByRole('button', { name: 'Save Report Detail' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/report-detail-375.png`, fullPage: true });
    await context.close();
  });
});
