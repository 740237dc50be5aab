import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/call.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { TestSmtpServer } from '../../testing/smtp.ts';
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
    await page.waitForSelector('text=This report is finalized (revision 1): amend it to change it.');
    await page.waitForSelector('html[data-islands-ready]');
    expect(await page.locator('h1 + span').textContent()).toBe('Finalized');

    await page.getByRole('button', { name: 'Issue Report' }).click();
    await page.getByRole('link', { name: 'Revision 1', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => lastAlert(page)).toBe('The report was sent');
    await page.screenshot({ path: `${SCREENSHOTS}/report-detail.png`, fullPage: true });

    await b.portal.runJobs();
    const mails = smtp.received.filter((item) => item.to.includes('reports@acme.example'));
    // Issuing told the report e-mail first, with a notice and no file (decision 228); Send mailed the PDF.
    expect(mails.some((item) => item.raw.replace(/\r\n(?=[ \t])/g, '').includes(`Subject: Report ${report.sampleNum} issued`))).toBe(true);
    const mail = mails.find((item) => item.raw.includes('application/pdf'));
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

  it('reviews a report with a failed cylinder, amends it, downloads both revisions, and verifies them on the public page', async () => {
    const admin = (await b.portal.signIn('admin@demo.lab')).token;
    const { report, specimens } = await testedReport(b.portal, admin, [52000, 53000]);
    await sql`update test_results set status = 'Failed' where specimen_id = ${specimens[1]!.id}`.execute(b.portal.db);
    const { page, consoleErrors } = await signedInPage(b, 'admin@demo.lab', '/admin');
    await page.goto(`${b.url}/admin/reports/${report.id}`);
    await page.waitForSelector('html[data-islands-ready]');

    // The failed cylinder is confirmed with a reason, printed as the lab's statement.
    await page.getByRole('button', { name: 'Finalize' }).click();
    const review = page.getByRole('dialog', { name: 'Review Before Finalizing' });
    await review.getByRole('button', { name: 'Confirm And Finalize' }).click();
    await review.getByText('Give the reason (at least 5 characters)').waitFor();
    await review.getByLabel(`Specimen ${specimens[1]!.specimenNum} failed: Reason`).fill('retest requested by the engineer');
    await review.getByRole('button', { name: 'Confirm And Finalize' }).click();
    await page.waitForSelector('text=This report is finalized (revision 1): amend it to change it.');
    await page.waitForSelector('html[data-islands-ready]');
    await page.getByRole('button', { name: 'Issue Report' }).click();
    await page.getByRole('link', { name: 'Revision 1', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Amend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Amend Report' });
    await dialog.getByLabel('Reason for the Amendment').fill('Slump');
    await dialog.getByRole('button', { name: 'Amend' }).click();
    await dialog.getByText('Say why the report is amended (at least 10 characters)').waitFor();
    await dialog.getByLabel('Reason for the Amendment').fill('Slump corrected on the data sheet');
    await dialog.getByRole('button', { name: 'Amend' }).click();
    await page.waitForSelector('text=Withdrawn');
    await page.waitForSelector('html[data-islands-ready]');
    expect(await page.locator('h1 + span').textContent()).toBe('Amended');
    await page.getByLabel('Slump').fill('5 in');
    await page.getByRole('button', { name: 'Save Report Detail' }).click();
    await expect.poll(() => lastAlert(page)).toBe('Your report was saved');
    await page.getByRole('button', { name: 'Finalize' }).click();
    await page
      .getByRole('dialog', { name: 'Review Before Finalizing' })
      .getByLabel(/failed: Reason/)
      .fill('retest requested by the engineer');
    await page.getByRole('button', { name: 'Confirm And Finalize' }).click();
    await page.waitForSelector('text=This report is finalized (revision 2): amend it to change it.');
    await page.waitForSelector('html[data-islands-ready]');
    await page.getByRole('button', { name: 'Issue Report' }).click();
    await page.getByRole('link', { name: 'Revision 2', exact: true }).waitFor();
    await page.getByText('Superseded by revision 2').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/report-revisions.png`, fullPage: true });

    const files = [];
    for (const revision of [1, 2]) {
      const href = await page.getByRole('link', { name: `Revision ${revision}`, exact: true }).getAttribute('href');
      const answer = await page.request.get(`${b.url}${href}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      files.push(Buffer.from(await answer.body()));
    }
    expect((await pdfText(files[0]!)).text).toContain(`Specimen ${specimens[1]!.specimenNum} failed: retest requested by the engineer`);
    const second = (await pdfText(files[1]!)).text;
    expect(second).toContain('Amended report, revision 2, supersedes revision 1');
    expect(second).toContain('Slump corrected on the data sheet');
    const verifyLinks = await page
      .getByRole('link', { name: /Verification page/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    // The browser logs the two refusals the test asked for (a missing reason, a short one), and nothing else.
    expect(consoleErrors).toEqual(Array(2).fill('Failed to load resource: the server responded with a status of 400 (Bad Request)'));

    // The public page: no sign-in, a phone's width; a dropped copy is checked against the issued file.
    const visitor = await b.browser.newContext({ viewport: { width: 375, height: 800 } });
    const check = await visitor.newPage();
    await check.goto(`${b.url}${verifyLinks[0]}`);
    await check.waitForSelector('html[data-islands-ready]');
    await check.getByText('Superseded by revision 2').waitFor();
    const input = check.getByLabel('PDF to check');
    await input.setInputFiles({ name: 'revision-1.pdf', mimeType: 'application/pdf', buffer: files[0]! });
    await check.getByText('revision-1.pdf is exactly the file the laboratory issued').waitFor();
    const tampered = Buffer.from(files[0]!);
    tampered[tampered.length - 40] = tampered[tampered.length - 40]! ^ 1;
    await input.setInputFiles({ name: 'changed.pdf', mimeType: 'application/pdf', buffer: tampered });
    await check.getByText('changed.pdf is not the file the laboratory issued under this code').waitFor();
    expect(await check.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await check.goto(`${b.url}${verifyLinks[1]}`);
    await check.getByText('Current: this is the report in force').waitFor();
    await check.screenshot({ path: `${SCREENSHOTS}/report-verify-375.png`, fullPage: true });
    await visitor.close();
  }, 180_000);

  it('filters the reports list in its drawer by status, customer, template and cast date', async () => {
    const admin = (await b.portal.signIn('admin@demo.lab')).token;
    const { report } = await testedReport(b.portal, admin, [52000]);
    const { companyName } = await sql<{
      companyName: string;
    }>`select company_name as "companyName" from customers where id = ${report.customerId}`
      .execute(b.portal.db)
      .then((answer) => answer.rows[0]!);
    const { page, consoleErrors } = await signedInPage(b, 'admin@demo.lab', '/admin');
    page.setDefaultTimeout(8000);
    await page.goto(`${b.url}/admin/reports`);
    await page.waitForSelector('html[data-islands-ready]');
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const labels = (name: string) => drawer.getByLabel(name).locator('option').allTextContents();
    await expect.poll(() => labels('Status')).toEqual(['Any', 'Info Incomplete', 'Info Complete', 'Finalized', 'Amended']);
    await expect.poll(() => labels('Customer')).toContain(companyName);
    await expect.poll(() => labels('Template')).toContain(report.template);
    await drawer.getByLabel('Customer').selectOption({ label: companyName });
    await drawer.getByLabel('Template').selectOption({ label: report.template });
    await drawer.getByLabel('Status').selectOption({ label: report.status });
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    await expect(page.getByRole('button', { name: 'Filters (3)' }).isVisible()).resolves.toBe(true);
    await expect.poll(() => page.getByRole('link', { name: report.sampleNum, exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Filters (3)' }).click();
    await drawer.getByLabel('Status').selectOption({ label: report.status === 'Amended' ? 'Finalized' : 'Amended' });
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByRole('link', { name: report.sampleNum, exact: true }).count()).toBe(0);
    // The cast date range is typed as MM/DD/YYYY: a partial date is refused, a whole one applies.
    await page.getByRole('button', { name: /^Filters/ }).click();
    await drawer.getByLabel('Status').selectOption({ label: 'Any' });
    const from = drawer.getByLabel('From');
    await from.pressSequentially('0101');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => drawer.getByText('Invalid Date Format').count()).toBe(1);
    await from.fill('');
    await from.pressSequentially('01012099');
    expect(await from.inputValue()).toBe('01/01/2099');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => page.locator('[data-table-empty]').textContent()).toBe('No Results');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
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
