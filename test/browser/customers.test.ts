import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '../../plugins/customers/constants.ts';
import type { CustomersDatabase } from '../../plugins/customers/customers.table.ts';
import { DEMO_COMPANY } from '../../plugins/customers/seed.ts';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  SCREENSHOTS,
  signInThroughForm,
  startBrowserPortal,
  type BrowserPortal,
  watchConsoleErrors,
} from './harness.ts';

const lastAlert = (page: Page) => page.locator('[data-alert="success"] p.mt-1').last().textContent();
const companies = (page: Page) => page.locator('table[aria-label="Customers"] tbody tr td:nth-child(1)').allTextContents();
const REQUIRED_FIELDS = 13;
/** A 1x1 transparent PNG. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe.skipIf(!chromiumFound)(`the customer form, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  beforeAll(async () => {
    b = await startBrowserPortal();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('lets the admin create a customer with rates after every validation message, and edit it', async () => {
    const context = await b.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const consoleErrors = watchConsoleErrors(page);
    await signInThroughForm(page, b.url, 'admin@demo.lab');
    await page.waitForURL(`${b.url}/admin`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
    await page.waitForURL(`${b.url}/admin/customers`);
    await page.waitForSelector('html[data-islands-ready]');
    await expect.poll(() => companies(page)).toContain(DEMO_COMPANY);

    await page.getByRole('link', { name: 'New Customer' }).click();
    await page.waitForURL(`${b.url}/admin/customers/new`);
    await page.waitForSelector('html[data-islands-ready]');
    const form = page.getByRole('form', { name: 'Customer' });
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => form.getByText(MESSAGES.required, { exact: true }).count()).toBe(REQUIRED_FIELDS);

    await form.getByLabel('Company Name').fill('Granite Bay Concrete');
    await form.getByLabel('Short Name').fill('GRANITEBAYCO');
    await form.getByLabel('Contact First Name').fill('Jamie');
    await form.getByLabel('Contact Last Name').fill('Lopez');
    await form.getByLabel('Billing Email').fill('ap@granitebay, owner@granitebay.example');
    await form.getByLabel('Company Phone').fill('(916) 555-0150');
    await form.getByLabel('Contact Phone', { exact: true }).fill('(916) 555-0151');
    await form.getByLabel('Billing Address 1').fill('15 Quarry Road');
    await form.getByLabel('City', { exact: true }).fill('Granite Bay');
    await form.getByLabel('State', { exact: true }).fill('CA');
    await form.getByLabel('Zip', { exact: true }).fill('95746x');
    await form.getByLabel('Report Email').fill('reports@granitebay.example;lab@granitebay.example');
    await form.getByLabel('Invoice Frequency').selectOption('Weekly');
    await form.getByLabel('Invoice Reminder').selectOption({ label: '60' });
    await form.getByLabel('Net Terms').selectOption({ label: 'Net 30' });
    await form.getByLabel('Rate for Concrete Cylinder 4x8').fill('-18');
    await form.getByLabel('Bogo interval for Concrete Cylinder 4x8').fill('three');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => form.getByText(MESSAGES.nameTooLong).count()).toBe(1);
    expect(await form.getByText(MESSAGES.emailList).count()).toBe(2);
    expect(await form.getByText(MESSAGES.zip).count()).toBe(1);
    expect(await form.getByText(MESSAGES.positive).count()).toBe(1);
    expect(await form.getByText(MESSAGES.number).count()).toBe(1);
    expect(await form.getByText(MESSAGES.required, { exact: true }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/customer-form-messages.png`, fullPage: true });

    await form.getByLabel('Short Name').fill('GRANITE');
    await form.getByLabel('Billing Email').fill('ap@granitebay.example, owner@granitebay.example');
    await form.getByLabel('Zip', { exact: true }).fill('95746');
    await form.getByLabel('Report Email').fill('reports@granitebay.example');
    await form.getByLabel('Rate for Concrete Cylinder 4x8').fill('18.50');
    await form.getByLabel('Bogo interval for Concrete Cylinder 4x8').fill('3');
    await form.getByLabel('Rate for Grout Prism').fill('26');
    await form.getByLabel('Template for Grout Prism').selectOption('ds-pq-502.4');
    await form.getByRole('checkbox', { name: 'Fuel Charge' }).click();
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => lastAlert(page)).toBe(MESSAGES.saved);
    await page.waitForURL(`${b.url}/admin/customers`);

    const db = b.portal.db as unknown as Kysely<CustomersDatabase>;
    const customer = await db
      .selectFrom('customers')
      .select(['id', 'fuelCharge', 'contactEmail'])
      .where('companyName', '=', 'Granite Bay Concrete')
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ fuelCharge: true, contactEmail: 'ap@granitebay.example, owner@granitebay.example' });
    const rates = await sql<{ description: string; rate: string; bogoInterval: number | null }>`
      select t.description, r.rate, r.bogo_interval from customer_sample_rates r join sample_types t on t.id = r.sample_type_id
      where r.customer_id = ${customer.id} order by t.description`.execute(db);
    expect(rates.rows).toEqual([
      { description: 'Concrete Cylinder 4x8', rate: '18.50', bogoInterval: 3 },
      { description: 'Grout Prism', rate: '26.00', bogoInterval: null },
    ]);

    await page.waitForSelector('html[data-islands-ready]');
    await page.getByLabel('Search').fill('granite');
    await expect.poll(() => companies(page)).toEqual(['Granite Bay Concrete']);
    await page.getByRole('link', { name: 'Granite Bay Concrete' }).click();
    await page.waitForURL(`${b.url}/admin/customers/${customer.id}`);
    await page.waitForSelector('html[data-islands-ready]');
    expect(await form.getByLabel('Rate for Concrete Cylinder 4x8').inputValue()).toBe('18.5');
    expect(await form.getByLabel('Template for Grout Prism').inputValue()).toBe('ds-pq-502.4');
    await form.getByLabel('Status').selectOption('Must pay before report');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
    await expect
      .poll(() => form.getByRole('img', { name: 'Report header' }).getAttribute('src'))
      .toMatch(new RegExp(`^/api/uploads/customer_${customer.id}_[0-9a-f]{32}\\.png$`));
    await page.screenshot({ path: `${SCREENSHOTS}/customer-form-header-image.png` });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => lastAlert(page)).toBe(MESSAGES.saved);
    await page.waitForURL(`${b.url}/admin/customers`);
    const after = await db
      .selectFrom('customers')
      .select(['status', 'reportHeaderImage'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('Must pay before report');
    expect(after.reportHeaderImage).toMatch(new RegExp(`^customer_${customer.id}_[0-9a-f]{32}\\.png$`));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
