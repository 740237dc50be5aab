import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Page } from 'playwright-core';
import type { CustomersDatabase } from '../../plugins/customers/customers.table.ts';
import { DEMO_COMPANY } from '../../plugins/customers/seed.ts';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signedInPage, startBrowserPortal, type BrowserPortal } from './harness.ts';

const EMAILS = 'Please enter a valid email address, or multiple email addresses separated by a comma';
const lastAlert = (page: Page) => page.locator('[data-alert="success"] p.mt-1').last().textContent();
const table = (page: Page) => page.locator('table[aria-label="Project Addresses"]');
const column = (page: Page, index: number) => table(page).locator(`tbody tr td:nth-child(${index})`).allTextContents();
const headings = (page: Page) => table(page).locator('th').allTextContents();

describe.skipIf(!chromiumFound)(`project addresses, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  let consoleErrors: string[];
  beforeAll(async () => {
    b = await startBrowserPortal();
  });
  afterAll(async () => {
    await b?.close();
  });

  async function signedIn(email: string, landing: string): Promise<Page> {
    const opened = await signedInPage(b, email, landing);
    consoleErrors = opened.consoleErrors;
    return opened.page;
  }

  async function open(page: Page, path: string | RegExp) {
    await page.waitForURL(typeof path === 'string' ? `${b.url}${path}` : path);
    await page.waitForSelector('html[data-islands-ready]');
  }

  it('lets the admin create a location after every validation message, with its trip charge, edit it and delete it', async () => {
    const page = await signedIn('admin@demo.lab', '/admin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Project Addresses' }).click();
    await open(page, '/admin/project-addresses');
    await expect
      .poll(() => headings(page))
      .toEqual(expect.arrayContaining([expect.stringContaining('Trip Charge'), expect.stringContaining('Customer')]));

    await page.getByRole('link', { name: 'New Location' }).click();
    await open(page, '/admin/project-addresses/new');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create Location');
    const form = page.getByRole('form', { name: 'Location' });
    await form.getByRole('button', { name: 'Create Location' }).click();
    await expect.poll(() => form.getByText('This field is required').count()).toBe(2);
    expect(await form.getByText('Please select a customer').count()).toBe(1);

    await form.getByLabel('Customer').fill('Casc');
    await page.getByRole('option', { name: 'Cascade Structural Group' }).click();
    await form.getByLabel('Address', { exact: true }).fill('900 J Street');
    await form.getByLabel('City').fill('Sacramento');
    await form.getByLabel('Zip').fill('95B14');
    await form.getByLabel('Trip Charge').fill('thirty');
    await form.getByLabel('Report Emails').fill('pm@cascade.example; super@cascade.example');
    await form.getByRole('button', { name: 'Create Location' }).click();
    await expect.poll(() => form.getByText('Enter a valid zip code').count()).toBe(1);
    expect(await form.getByText('Invalid charge').count()).toBe(1);
    expect(await form.getByText(EMAILS).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/location-form-messages.png`, fullPage: true });

    await form.getByLabel('Zip').fill('95814');
    await form.getByLabel('Trip Charge').fill('32.5');
    await form.getByLabel('Report Emails').fill('pm@cascade.example, super@cascade.example');
    await form.getByLabel('Gate Code').fill('2290#');
    await form.getByLabel('Job Name').fill('J Street Garage');
    await form.getByRole('checkbox', { name: 'Fuel Charge' }).check();
    await form.getByRole('button', { name: 'Create Location' }).click();
    await expect.poll(() => lastAlert(page)).toBe('Location has been saved');
    await open(page, '/admin/project-addresses');
    await page.getByLabel('Search').fill('j street');
    await expect.poll(() => column(page, 1)).toEqual(['900 J Street']);
    expect(await column(page, 5)).toEqual(['2290#']);
    expect(await column(page, 6)).toEqual(['Cascade Structural Group']);
    expect((await column(page, 7))[0]).toContain('32.5');

    await page.getByRole('link', { name: '900 J Street' }).click();
    await open(page, /\/admin\/project-addresses\/\d+$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Save Location');
    await expect.poll(() => form.getByLabel('Customer').inputValue()).toBe('Cascade Structural Group');
    expect(await form.getByLabel('Trip Charge').inputValue()).toBe('32.50');
    expect(await form.getByRole('checkbox', { name: 'Send Reports' }).isChecked()).toBe(true);
    await form.getByRole('checkbox', { name: 'Send Reports' }).uncheck();
    await form.getByRole('button', { name: 'Save Location' }).click();
    await expect.poll(() => lastAlert(page)).toBe('Location has been saved');
    await open(page, '/admin/project-addresses');

    await page.getByLabel('Search').fill('j street');
    await expect.poll(() => column(page, 8)).toEqual(['No']);
    await page.getByRole('link', { name: '900 J Street' }).click();
    await open(page, /\/admin\/project-addresses\/\d+$/);
    await form.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => lastAlert(page)).toBe('Location has been deleted');
    await open(page, '/admin/project-addresses');
    expect(consoleErrors).toEqual([]);
  });

  it('sends Cancel to the back link the form was opened with, else to the list', async () => {
    const page = await signedIn('cs@demo.lab', '/admin');
    await page.goto(`${b.url}/admin/project-addresses/new?back=/admin/inspectors`);
    await page.waitForSelector('html[data-islands-ready]');
    await page.getByRole('form', { name: 'Location' }).getByRole('link', { name: 'Cancel' }).click();
    await open(page, '/admin/inspectors');
    await page.goto(`${b.url}/admin/project-addresses/new`);
    await page.waitForSelector('html[data-islands-ready]');
    await page.getByRole('form', { name: 'Location' }).getByRole('link', { name: 'Cancel' }).click();
    await open(page, '/admin/project-addresses');
    expect(consoleErrors).toEqual([]);
  });

  it('lets a customer manage its own addresses at /customers/project-addresses, without trip charges', async () => {
    const page = await signedIn('customer@demo.lab', '/customers');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Project Addresses' }).click();
    await open(page, '/customers/project-addresses');
    await expect.poll(() => column(page, 1)).toEqual(['1 Warehouse Row', '2100 Harbor Bay Parkway', '500 Broadway']);
    const shown = (await headings(page)).join(' ');
    expect(shown).not.toContain('Trip Charge');
    expect(shown).not.toContain('Customer');

    await page.getByRole('link', { name: 'New Location' }).click();
    await open(page, '/customers/project-addresses/new');
    const form = page.getByRole('form', { name: 'Location' });
    expect(await form.getByLabel('Trip Charge').count()).toBe(0);
    expect(await form.getByLabel('Customer').count()).toBe(0);
    expect(await form.getByRole('checkbox', { name: 'Fuel Charge' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Create Location' }).click();
    await expect.poll(() => form.getByText('This field is required').count()).toBe(2);
    await form.getByLabel('Address', { exact: true }).fill('75 Lakeshore Avenue');
    await form.getByLabel('City').fill('Oakland');
    await form.getByLabel('Zip').fill('94610');
    await form.getByLabel('Job Name').fill('Lakeshore Lofts');
    await form.getByRole('button', { name: 'Create Location' }).click();
    await expect.poll(() => lastAlert(page)).toBe('Your address was saved');
    await open(page, '/customers/project-addresses');
    await expect.poll(() => column(page, 1)).toEqual(['1 Warehouse Row', '2100 Harbor Bay Parkway', '500 Broadway', '75 Lakeshore Avenue']);

    await page.getByRole('link', { name: '75 Lakeshore Avenue' }).click();
    await open(page, /\/customers\/project-addresses\/\d+$/);
    await form.getByLabel('Gate Code').fill('1990');
    await form.getByRole('button', { name: 'Save Location' }).click();
    await expect.poll(() => lastAlert(page)).toBe('Your address was saved');
    await open(page, '/customers/project-addresses');
    await page.screenshot({ path: `${SCREENSHOTS}/customer-project-addresses.png` });

    await page.getByRole('link', { name: '75 Lakeshore Avenue' }).click();
    await open(page, /\/customers\/project-addresses\/\d+$/);
    await form.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => lastAlert(page)).toBe('Location has been deleted');
    await open(page, '/customers/project-addresses');
    await expect.poll(() => column(page, 1)).toEqual(['1 Warehouse Row', '2100 Harbor Bay Parkway', '500 Broadway']);
    expect(consoleErrors).toEqual([]);
  });

  it("lets the admin, using the portal as the demo customer, see only that company's inspectors and addresses, then go back", async () => {
    const db = b.portal.db as unknown as Kysely<CustomersDatabase>;
    const acme = await db.selectFrom('customers').select('id').where('companyName', '=', DEMO_COMPANY).executeTakeFirstOrThrow();
    const page = await signedIn('admin@demo.lab', '/admin');
    await page.goto(`${b.url}/admin/customers/${acme.id}`);
    await page.waitForSelector('html[data-islands-ready]');
    await page.getByRole('button', { name: 'Log in as customer' }).click();
    await page.waitForURL(`${b.url}/customers`);
    await expect.poll(() => page.getByText(`You are currently using the portal as ${DEMO_COMPANY}`).count()).toBe(1);

    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Inspectors' }).click();
    await open(page, '/customers/inspectors');
    await expect
      .poll(() => page.locator('table[aria-label="Inspectors"] tbody tr td:nth-child(1)').allTextContents())
      .toEqual(['Jenna Park', 'Tom Alvarez']);
    await sidebar.getByRole('link', { name: 'Project Addresses' }).click();
    await open(page, '/customers/project-addresses');
    await expect.poll(() => column(page, 1)).toEqual(['1 Warehouse Row', '2100 Harbor Bay Parkway', '500 Broadway']);
    expect((await headings(page)).join(' ')).not.toContain('Trip Charge');
    await page.screenshot({ path: `${SCREENSHOTS}/impersonated-project-addresses.png` });

    await page.getByRole('button', { name: 'Back to Admin' }).click();
    await page.waitForURL(`${b.url}/admin`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Project Addresses' }).click();
    await open(page, '/admin/project-addresses');
    await expect.poll(async () => (await column(page, 1)).length).toBe(7);
    expect(consoleErrors).toEqual([]);
  });
});
