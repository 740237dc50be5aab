import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, labToday, toDisplayDate } from '../../shared/dates.ts';
import { call } from '../../testing/call.ts';
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
const REASON = 'Billed to the wrong company; re-invoiced to the right one';

describe.skipIf(!chromiumFound)(
  `voiding and deleting invoices, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`,
  () => {
    let b: BrowserPortal;
    let facts: Awaited<ReturnType<typeof demoFacts>>;
    let admin: string;
    beforeAll(async () => {
      b = await startBrowserPortal();
      facts = await demoFacts(b.portal);
      admin = (await b.portal.signIn('admin@demo.lab')).token;
    });
    afterAll(() => b?.close());

    async function signedIn(email: string, landing: string, width: number): Promise<{ page: Page; errors: string[] }> {
      const context = await b.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      page.setDefaultTimeout(8000);
      const errors = watchConsoleErrors(page);
      await signInThroughForm(page, b.url, email);
      await page.waitForURL(`${b.url}${landing}`);
      return { page, errors };
    }

    /** A received pickup's invoice, generated and mailed to the customer: it can only be voided now. */
    async function sentInvoice(): Promise<Json> {
      const today = labToday(b.portal.config.labTimeZone);
      const made = await call<Json>(b.portal, '/api/pickups', {
        token: admin,
        json: pickupJson(facts, { schedPickupDate: today, samples: [{ sampleTypeId: facts.cylinder.id, qty: 2, castDate: today }] }),
      });
      const pickup = made.body.pickup as Json;
      await call(b.portal, `/api/pickups/receive/${pickup.id}`, { token: admin, method: 'PUT', json: { samples: [] } });
      return (await call<Json>(b.portal, `/api/pickups/invoice/${pickup.id}`, { token: admin })).body.invoice as Json;
    }

    async function voidThroughDialog(page: Page, invoiceNum: number) {
      await page.getByRole('button', { name: 'Void', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Void invoice ${invoiceNum}` });
      await dialog.getByRole('button', { name: 'Void Invoice' }).click();
      await expect.poll(() => dialog.getByText('Say why, in at least 10 characters').count()).toBe(1);
      await dialog.getByLabel('Reason').fill(REASON);
      await dialog.getByRole('button', { name: 'Void Invoice' }).click();
      await expect.poll(() => lastAlert(page, 'success')).toBe('Invoice has been voided');
      await page.waitForLoadState('load');
      await page.waitForSelector('[data-field="Void"]');
    }

    it('admin moves the invoice date (the due date follows the net terms), then voids it with a reason: VOID on the page, the list and the audit dashboard; never Delete', async () => {
      const invoice = await sentInvoice();
      const { page, errors } = await signedIn('admin@demo.lab', '/admin', 1280);
      // On the edit page, a new invoice date moves the due date that came from the net terms.
      await page.goto(`${b.url}/admin/invoices/${invoice.id}/edit`);
      await page.waitForSelector('html[data-islands-ready]');
      const dates = page.getByRole('form', { name: 'Invoice dates' });
      const moved = addDays(invoice.invoiceDate as string, 3);
      await dates.getByLabel('Invoice Date').fill(toDisplayDate(moved));
      await dates.getByRole('button', { name: 'Save Dates' }).click();
      await expect.poll(() => lastAlert(page, 'success')).toBe('Invoice has been saved');
      await page.waitForLoadState('load');
      const days = invoice.Customer.NetTerm.days as number;
      await expect.poll(() => page.locator('[data-field="Due Date"]').textContent()).toBe(toDisplayDate(addDays(moved, days)));
      await page.goto(`${b.url}/admin/invoices/${invoice.id}`);
      await page.waitForSelector('html[data-islands-ready]');
      // Mailed to the customer: it left the lab, so there is no Delete to press.
      expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
      await voidThroughDialog(page, invoice.invoiceNum);
      await page.waitForSelector('html[data-islands-ready]');
      const notice = (await page.locator('[data-field="Void"]').textContent())!;
      expect(notice).toContain('VOID since');
      expect(notice).toContain(`Voided by Alex Admin: ${REASON}`);
      expect(await page.locator('[data-field="Balance"]').textContent()).toBe('$0.00');
      expect(await page.getByRole('button', { name: 'Void', exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Send Reminder' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Edit Rows' }).count()).toBe(0);
      await page.screenshot({ path: `${SCREENSHOTS}/invoice-void.png`, fullPage: true });

      await page.goto(`${b.url}/admin/invoices`);
      await page.waitForSelector('html[data-islands-ready]');
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: String(invoice.invoiceNum), exact: true }) });
      await expect.poll(() => row.getByRole('cell', { name: 'VOID', exact: true }).count()).toBe(1);
      await page.getByRole('button', { name: 'Audit' }).click();
      const audit = page.getByRole('dialog', { name: 'Invoice and statement audit' });
      const voidRow = audit.getByRole('row').filter({ has: page.getByRole('cell', { name: 'invoice-void', exact: true }) });
      await expect.poll(() => voidRow.count()).toBe(1);
      expect(await voidRow.textContent()).toContain('Alex Admin');
      expect(await voidRow.textContent()).toContain(REASON);
      expect(await voidRow.getByRole('cell', { name: String(invoice.invoiceNum), exact: true }).count()).toBe(1);
      // The period is typed as MM/DD/YYYY; a period after the void leaves it out.
      const from = audit.getByLabel('From');
      expect(await from.inputValue()).toMatch(/^\d\d\/\d\d\/\d{4}$/);
      await from.fill('');
      await from.pressSequentially('01012099');
      await audit.getByLabel('To').fill('');
      await audit.getByLabel('To').pressSequentially('12312099');
      expect(await from.inputValue()).toBe('01/01/2099');
      await expect.poll(() => voidRow.count()).toBe(0);
      expect(errors).toEqual([]);
    });

    it('customer-service voids one on a phone; the customer sees it VOID there, without the reason', async () => {
      const invoice = await sentInvoice();
      const { page, errors } = await signedIn('cs@demo.lab', '/admin', 375);
      await page.goto(`${b.url}/admin/invoices/${invoice.id}`);
      await page.waitForSelector('html[data-islands-ready]');
      await voidThroughDialog(page, invoice.invoiceNum);
      expect(await page.locator('[data-field="Void"]').textContent()).toContain('Voided by Casey Service');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.screenshot({ path: `${SCREENSHOTS}/invoice-void-375.png`, fullPage: true });
      expect(errors).toEqual([]);

      const customer = await signedIn('customer@demo.lab', '/customers', 375);
      await customer.page.goto(`${b.url}/customers/invoices/${invoice.id}`);
      const notice = (await customer.page.locator('[data-field="Void"]').textContent())!;
      expect(notice).toContain('VOID since');
      expect(notice).not.toContain(REASON);
      expect(notice).not.toContain('Casey');
      expect(await customer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(customer.errors).toEqual([]);
    });

    it('customer-service creates an invoice due on the net terms and deletes it with a reason before it is sent, on a phone', async () => {
      const today = labToday(b.portal.config.labTimeZone);
      const { days } = await dbOf(b.portal)
        .selectFrom('customers')
        .innerJoin('netTerms', 'netTerms.id', 'customers.netTermsId')
        .select('netTerms.days')
        .where('customers.id', '=', facts.customerId)
        .executeTakeFirstOrThrow();
      const { page, errors } = await signedIn('cs@demo.lab', '/admin', 375);
      await page.goto(`${b.url}/admin/invoices/new`);
      await page.waitForSelector('html[data-islands-ready]');
      const company = await dbOf(b.portal)
        .selectFrom('customers')
        .select('companyName')
        .where('id', '=', facts.customerId)
        .executeTakeFirstOrThrow();
      const picker = page.getByLabel('Customer', { exact: true });
      await picker.fill(company.companyName.slice(0, 6));
      await page.getByRole('option', { name: company.companyName }).first().click();
      // The due date is left empty: the customer's net terms give it.
      await page.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL(/\/admin\/invoices\/\d+$/);
      await page.waitForSelector('html[data-islands-ready]');
      expect(await page.locator('[data-field="Due Date"]').textContent()).toBe(toDisplayDate(addDays(today, days)));
      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: /^Delete invoice \d+$/ });
      await dialog.getByLabel('Reason').fill('Created for the wrong customer');
      await dialog.getByRole('button', { name: 'Delete Invoice' }).click();
      await expect.poll(() => lastAlert(page, 'success')).toBe('Invoice has been deleted');
      await page.waitForURL(`${b.url}/admin/invoices`);
      expect(errors).toEqual([]);
    });
  },
);
