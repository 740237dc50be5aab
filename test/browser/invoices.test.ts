import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { labToday } from '../../shared/dates.ts';
import { call } from '../../testing/call.ts';
import { TestSmtpServer } from '../../testing/smtp.ts';
import { dbOf, demoFacts, pickupJson, type Json } from '../../plugins/pickups/test-support.ts';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  SCREENSHOTS,
  signInThroughForm,
  startBrowserPortal,
  watchConsoleErrors,
  type BrowserPortal,
} from './harness.ts';

const lastAlert = (page: Page, kind: 'success' | 'error' | 'warning') => page.locator(`[data-alert="${kind}"] p.mt-1`).last().textContent();

describe.skipIf(!chromiumFound)(`invoices, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  const smtp = new TestSmtpServer();
  beforeAll(async () => {
    await smtp.start();
    b = await startBrowserPortal({ config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await b?.close();
    await smtp.stop();
  });

  async function signedIn(email: string, landing: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
    const context = await b.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(8000);
    const errors = watchConsoleErrors(page);
    await signInThroughForm(page, b.url, email);
    await page.waitForURL(`${b.url}${landing}`);
    return { page, errors };
  }

  /** The mails the test SMTP server received for an address whose subject is this one. */
  async function mailsTo(address: string, subject: string) {
    await b.portal.runJobs();
    return smtp.received.filter((mail) => mail.to.includes(address) && mail.raw.includes(`Subject: ${subject}\r\n`));
  }

  it('receives a pickup, generates its invoice, mails it with the PDF, edits a row and mails the update, sends a statement; the customer sees it and its balance on a phone', async () => {
    const facts = await demoFacts(b.portal);
    const today = labToday(b.portal.config.labTimeZone);
    const { token } = await b.portal.signIn('admin@demo.lab');
    const made = await call<Json>(b.portal, '/api/pickups', {
      token,
      json: pickupJson(facts, { schedPickupDate: today, samples: [{ sampleTypeId: facts.cylinder.id, qty: 2, castDate: today }] }),
    });
    const pickup = made.body.pickup as Json;
    const company = await dbOf(b.portal)
      .selectFrom('customers')
      .select('contactEmail')
      .where('id', '=', facts.customerId)
      .executeTakeFirstOrThrow();
    // The company's billing e-mail may list several addresses; the first is enough to find the mail.
    const billing = company.contactEmail.split(',')[0]!.trim();

    const { page, errors } = await signedIn('admin@demo.lab', '/admin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
    await page.waitForURL(`${b.url}/admin/invoices`);
    await page.goto(`${b.url}/admin/pickups/${pickup.id}`);
    await page.waitForSelector('html[data-islands-ready]');
    const form = page.getByRole('form', { name: 'Pickup' });
    await form.getByRole('button', { name: 'Receive Samples' }).click();
    const receive = page.getByRole('dialog', { name: 'Receive Samples' });
    await receive.getByRole('button', { name: 'Receive Samples' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe('Pickup has been received');
    await page.waitForLoadState('load');
    await page.waitForSelector('html[data-islands-ready]');

    await page.getByRole('region', { name: 'Invoice' }).getByRole('button', { name: 'Generate Invoice' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe('Invoice has been created and sent to the customer');
    await page.waitForURL(/\/admin\/invoices\/\d+$/);
    await page.waitForSelector('html[data-islands-ready]');
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const invoiceNum = title.replace('Invoice ', '');
    expect(await page.locator('[data-field="Pickup"] a').getAttribute('href')).toBe(`/admin/pickups/${pickup.id}`);
    const created = await mailsTo(billing, `Invoice ${invoiceNum}`);
    expect(created).toHaveLength(1);
    expect(created[0]!.raw).toContain('application/pdf');
    expect(created[0]!.raw).toContain(`invoice-${invoiceNum}.pdf`);

    const rows = page.getByRole('region', { name: 'Invoice rows' });
    await rows.getByRole('button', { name: 'Edit Rows' }).click();
    await rows.getByLabel('Rate of row 1').fill('31.25');
    await rows.getByRole('button', { name: 'Cancel' }).click();
    expect(await rows.getByLabel('Rate of row 1').count()).toBe(0);
    await rows.getByRole('button', { name: 'Edit Rows' }).click();
    await rows.getByLabel('Qty of row 1').fill('2');
    await rows.getByLabel('Rate of row 1').fill('31.25');
    await rows.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe('Invoice has been saved');
    await page.waitForLoadState('load');
    await expect.poll(() => rows.getByText('$62.50').count()).toBeGreaterThan(0);
    await expect.poll(async () => (await mailsTo(billing, `Updated invoice ${invoiceNum}`)).length).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/invoice-edited.png` });
    await page.getByRole('button', { name: 'Send Statement' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe('A monthly statement has been sent to the customer');
    const statements = await mailsTo(billing, `Statement ${today.slice(0, 7)}`);
    expect(statements.at(-1)!.raw).toContain(`statement-${today.slice(0, 7)}.pdf`);
    await page.goto(`${b.url}/admin/invoices`);
    await page.waitForSelector('html[data-islands-ready]');
    const edit = page.getByRole('link', { name: '✎ Edit' }).first();
    expect(await edit.getAttribute('href')).toMatch(/^\/admin\/invoices\/\d+\/edit$/);
    await page.getByRole('button', { name: 'Audit' }).click();
    const audit = page.getByRole('dialog', { name: 'Invoice and statement audit' });
    await expect.poll(() => audit.getByRole('cell', { name: invoiceNum, exact: true }).count()).toBe(2);
    // When, in the lab's time zone as people read it (the browser's own zone and format change nothing).
    expect(await audit.locator('tbody tr td:first-child').first().textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/);
    await audit.getByRole('button', { name: 'Close' }).click();
    expect(errors).toEqual([]);

    const customer = await signedIn('customer@demo.lab', '/customers', 375);
    await customer.page.goto(`${b.url}/customers/invoices`);
    await customer.page.waitForSelector('html[data-islands-ready]');
    expect(await customer.page.locator('[data-field="Balance"]').textContent()).toMatch(/^\$\d+\.\d{2}$/);
    expect(await customer.page.getByRole('link', { name: 'Download Statement' }).getAttribute('href')).toBe(
      `/api/customers/statement/pdf/${facts.customerId}`,
    );
    await customer.page.getByRole('link', { name: invoiceNum }).click();
    await customer.page.waitForURL(/\/customers\/invoices\/\d+$/);
    const pickupCell = customer.page.locator('[data-field="Pickup"]');
    expect(await pickupCell.textContent()).toBe(String(pickup.pickupNumber));
    expect(await pickupCell.locator('a').count()).toBe(0);
    expect(await customer.page.getByRole('button', { name: 'Edit Rows' }).count()).toBe(0);
    const width = await customer.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await customer.page.screenshot({ path: `${SCREENSHOTS}/invoice-customer-375.png`, fullPage: true });
    expect(customer.errors).toEqual([]);
  });
});
