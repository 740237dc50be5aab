import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Page } from 'playwright-core';
import type { CustomersDatabase } from '../../plugins/customers/customers.table.ts';
import type { PickupsDatabase } from '../../plugins/pickups/pickups.table.ts';
import type { SampleTypesDatabase } from '../../plugins/sample-types/sample-types.table.ts';
import { labToday, toDisplayDate } from '../../shared/dates.ts';
import { formatMoney } from '../../shared/format.ts';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signInThroughForm, startBrowserPortal, type BrowserPortal } from './harness.ts';

const lastAlert = (page: Page, kind: 'success' | 'error' | 'warning') => page.locator(`[data-alert="${kind}"] p.mt-1`).last().textContent();

describe.skipIf(!chromiumFound)(`pickups, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  let today: string;
  let driverName: string;
  beforeAll(async () => {
    b = await startBrowserPortal();
    today = labToday(b.portal.config.labTimeZone);
    const driver = await b.portal.db
      .selectFrom('users')
      .select(['firstName', 'lastName'])
      .where('email', '=', 'driver@demo.lab')
      .executeTakeFirstOrThrow();
    driverName = `${driver.firstName} ${driver.lastName}`;
  });
  afterAll(async () => {
    await b?.close();
  });

  async function signedIn(email: string, landing: string, width = 1280): Promise<Page> {
    const context = await b.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    // A missing element fails the step that wanted it, instead of the whole test timing out.
    page.setDefaultTimeout(8000);
    await signInThroughForm(page, b.url, email);
    await page.waitForURL(`${b.url}${landing}`);
    return page;
  }

  async function addSampleSet(page: Page, type: string, qty: string, minPsi: string) {
    await page.getByRole('button', { name: '+ Sample Set' }).click();
    const dialog = page.getByRole('dialog', { name: '+ Sample Set' });
    await dialog.getByLabel('Sample Type').selectOption({ label: type });
    await dialog.getByLabel('Quantity').fill(qty);
    await dialog.getByLabel('Cast Date').fill(toDisplayDate(today));
    await dialog.getByLabel('Min PSI').fill(minPsi);
    await dialog.getByRole('button', { name: 'Save Sample Set' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  }

  it('orders a new pickup today, and shows the rate a sample set will get before it is saved', async () => {
    const db = b.portal.db as unknown as Kysely<CustomersDatabase & SampleTypesDatabase>;
    const acme = await db.selectFrom('customers').select('id').where('shortName', '=', 'ACME').executeTakeFirstOrThrow();
    const negotiated = await db
      .selectFrom('customerSampleRates')
      .innerJoin('sampleTypes', 'sampleTypes.id', 'customerSampleRates.sampleTypeId')
      .select(['sampleTypes.description', 'customerSampleRates.rate'])
      .where('customerSampleRates.customerId', '=', acme.id)
      .where('customerSampleRates.rate', 'is not', null)
      .orderBy('customerSampleRates.rate', 'desc')
      .executeTakeFirstOrThrow();
    const unnegotiated = await db
      .selectFrom('sampleTypes')
      .select(['description', 'defaultRate'])
      .where('defaultRate', 'is not', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('customerSampleRates')
              .select('customerSampleRates.id')
              .whereRef('customerSampleRates.sampleTypeId', '=', 'sampleTypes.id')
              .where('customerSampleRates.customerId', '=', acme.id)
              .where('customerSampleRates.rate', 'is not', null),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    const page = await signedIn('admin@demo.lab', '/admin');
    await page.goto(`${b.url}/admin/pickups/new`);
    await page.waitForSelector('html[data-islands-ready]');
    const form = page.getByRole('form', { name: 'Pickup' });
    expect(await form.getByLabel('Order Date').inputValue()).toBe(toDisplayDate(today));
    await form.getByLabel('Customer', { exact: true }).fill('Acme');
    await page.getByRole('option', { name: /Acme/ }).first().click();
    await page.getByRole('button', { name: '+ Sample Set' }).click();
    const dialog = page.getByRole('dialog', { name: '+ Sample Set' });
    const rate = dialog.getByLabel('Rate', { exact: true });
    await dialog.getByLabel('Sample Type').selectOption({ label: negotiated.description });
    await expect.poll(() => rate.inputValue()).toBe(formatMoney(negotiated.rate));
    expect(await rate.getAttribute('readonly')).not.toBeNull();
    await dialog.getByLabel('Sample Type').selectOption({ label: unnegotiated.description });
    await expect.poll(() => rate.inputValue()).toBe(formatMoney(unnegotiated.defaultRate));
    await dialog.getByLabel('Override Default Rate?').check();
    await expect.poll(() => rate.getAttribute('readonly')).toBeNull();
    await rate.fill('31');
    expect(await rate.inputValue()).toBe('31');
    await page.context().close();
  });

  it('creates a pickup with two sample sets, receives one partly and finds the remainder; the driver sees it on a phone', async () => {
    const page = await signedIn('admin@demo.lab', '/admin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'PickUps' }).click();
    await page.waitForURL(`${b.url}/admin/pickups`);
    await page.getByRole('link', { name: 'New Pickup' }).click();
    await page.waitForURL(`${b.url}/admin/pickups/new`);
    await page.waitForSelector('html[data-islands-ready]');
    const form = page.getByRole('form', { name: 'Pickup' });

    await form.getByRole('button', { name: 'Create Pickup' }).click();
    await expect.poll(() => form.getByText('Please select a customer').count()).toBe(1);
    for (const message of ['This field is required', 'this field is required', 'Please select a driver']) {
      expect(await form.getByText(message, { exact: true }).count()).toBeGreaterThan(0);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/pickup-form-messages.png` });

    await form.getByLabel('Customer', { exact: true }).fill('Acme');
    await page.getByRole('option', { name: /Acme/ }).first().click();
    await form.getByLabel('Caller').fill('Ann Caller');
    await form.getByLabel('Received By').selectOption('Call');
    await form.getByLabel('Scheduled Pickup Date').fill(toDisplayDate(today));
    await form.getByLabel('Driver', { exact: true }).fill(driverName.slice(0, 4));
    await page.getByRole('option', { name: driverName }).click();
    await expect.poll(() => form.getByLabel('Driver', { exact: true }).inputValue()).toBe(driverName);
    await form.getByLabel('Pickup Address', { exact: true }).fill('1200 Pour Site Rd');
    await form.getByLabel('Pickup City').fill('Fresno');
    await form.getByLabel('Pickup Zip').fill('93701');
    await addSampleSet(page, 'Concrete Cylinder 4x8', '4', '4000');
    await addSampleSet(page, 'Grout Prism', '2', 'For Information Only');
    await form.getByRole('button', { name: 'Save & Continue Edit' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe('Your pickup was saved');
    await page.waitForURL(/\/admin\/pickups\/\d+$/);
    const pickupPath = new URL(page.url()).pathname;
    await expect.poll(() => page.getByText(/Edit \d+\.1\.4/).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/pickup-form-saved.png` });

    await form.getByRole('button', { name: 'Receive Samples' }).click();
    const receive = page.getByRole('dialog', { name: 'Receive Samples' });
    await receive.getByLabel(/Actual quantity of \d+\.1$/).fill('3');
    await receive.getByRole('button', { name: 'Receive Samples' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe('Pickup has been received');
    await page.waitForLoadState('load');
    await page.waitForSelector('html[data-islands-ready]');
    // Ordered and received both show on a partly received set.
    await expect.poll(() => form.getByText(/Ordered 4 · Received 3/).count()).toBe(1);
    // The history speaks of statuses by name, in the lab's time zone.
    const history = page.getByRole('region', { name: 'History' });
    expect(await history.getByText('Status: Open → Received').count()).toBe(1);
    expect(await history.getByText(/pickupStatusId|UTC/).count()).toBe(0);
    expect(await history.getByText(/ P[SD]T · /).count()).toBeGreaterThan(0);
    const related = page.getByRole('navigation', { name: 'Related Pickups' }).getByRole('link');
    await expect.poll(() => related.count()).toBe(1);
    await related.click();
    await page.waitForURL(/\/admin\/pickups\/\d+$/);
    expect(new URL(page.url()).pathname).not.toBe(pickupPath);
    await page.waitForSelector('html[data-islands-ready]');
    // The sub-pickup links back to the pickup it was split from.
    const back = page.getByRole('navigation', { name: 'Related Pickups' }).getByRole('link');
    await expect.poll(() => back.getAttribute('href')).toBe(pickupPath);
    await expect.poll(() => page.getByText(/Edit \d+\.1\.1/).count()).toBe(1);
    // Invoicing sets Invoiced, a customer's request its own statuses (decision 205): the form offers
    // none of them (the API's warnings stay for other clients).
    const statusChoices = await form.getByLabel('Status').locator('option').allTextContents();
    expect(statusChoices).toContain('Open');
    for (const status of ['Invoiced', 'Requested', 'Declined', 'Cancelled']) expect(statusChoices).not.toContain(status);

    const phone = await signedIn('driver@demo.lab', '/admin', 375);
    await phone.goto(`${b.url}/admin/pickups/today`);
    await expect.poll(() => phone.getByText('1200 Pour Site Rd, Fresno').count()).toBeGreaterThan(0);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: `${SCREENSHOTS}/pickups-today-phone.png` });
    await phone
      .locator('[data-stop]', { hasText: '1200 Pour Site Rd, Fresno' })
      .first()
      .getByRole('link', { name: /Pickup \d+/ })
      .click();
    await phone.waitForURL(/\/admin\/pickups\/\d+$/);
    await phone.waitForSelector('html[data-islands-ready]');
    // Not picked up yet: the stop opens on its Pick Up record (drivers-day.test.ts fills it).
    await expect.poll(() => phone.getByRole('form', { name: 'Pick Up' }).count()).toBe(1);
    expect(await phone.getByRole('form', { name: 'Road Details' }).count()).toBe(0);
    // Once the samples are released, the stop keeps its Road Details for the rest of the trip.
    const stopId = Number(new URL(phone.url()).pathname.split('/').pop());
    await (b.portal.db as unknown as Kysely<PickupsDatabase>)
      .updateTable('pickups')
      .set({ releasedAt: new Date(), releasedBy: 'Sam Superintendent' })
      .where('id', '=', stopId)
      .execute();
    await phone.reload();
    await phone.waitForSelector('html[data-islands-ready]');
    const road = phone.getByRole('form', { name: 'Road Details' });
    await road.getByLabel('Odometer Start').fill('12040');
    await road.getByLabel('Driver Notes').fill('Gate was locked, called the super');
    await road.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => lastAlert(phone, 'success')).toBe('Your pickup was saved');
    // The summary below the form shows the save without the driver reloading.
    await expect.poll(() => phone.getByText('Gate was locked, called the super', { exact: true }).count()).toBe(1);
    await road.getByLabel('Odometer Finish').fill('12030');
    await road.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => road.getByText('Odometer finish cannot be below the odometer start', { exact: true }).count()).toBe(1);
  });

  it("fills the pickup address, gate code and trip charge from the customer's saved location, and picks a new inspector", async () => {
    const page = await signedIn('cs@demo.lab', '/admin');
    await page.goto(`${b.url}/admin/pickups/new`);
    await page.waitForSelector('html[data-islands-ready]');
    const form = page.getByRole('form', { name: 'Pickup' });
    await form.getByLabel('Customer', { exact: true }).fill('Acme');
    await page.getByRole('option', { name: /Acme/ }).first().click();
    await form.getByLabel('Saved Location').fill('Harb');
    await page.getByRole('option', { name: /2100 Harbor Bay Parkway/ }).click();
    await expect.poll(() => form.getByLabel('Pickup Address', { exact: true }).inputValue()).toBe('2100 Harbor Bay Parkway');
    expect(await form.getByLabel('Pickup City').inputValue()).toBe('Alameda');
    expect(await form.getByLabel('Gate Code').inputValue()).toBe('4417#');
    expect(await form.getByLabel('Trip Charge').inputValue()).toBe('35');

    await form.getByRole('button', { name: 'New Inspector' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Inspector' });
    await dialog.getByLabel('Full Name').fill('Quinn Pickupform');
    await dialog.getByRole('button', { name: 'Create Inspector' }).click();
    await expect.poll(() => form.getByLabel('Inspector', { exact: true }).inputValue()).toBe('Quinn Pickupform');
  });

  it("checks a sample set's fields with the spec's messages, and asks before deleting one", async () => {
    const page = await signedIn('admin@demo.lab', '/admin');
    await page.goto(`${b.url}/admin/pickups/new`);
    await page.waitForSelector('html[data-islands-ready]');
    await page.getByRole('button', { name: '+ Sample Set' }).click();
    const dialog = page.getByRole('dialog', { name: '+ Sample Set' });
    expect(await dialog.getByLabel('Rate', { exact: true }).isEditable()).toBe(false);
    await dialog.getByLabel('Quantity').fill('two');
    await dialog.getByLabel('Min PSI').fill('strong');
    await dialog.getByLabel('Cast Date').fill('13/45/2026');
    await dialog.getByText('Override Default Rate?').click();
    await dialog.getByLabel('Rate', { exact: true }).fill('-5');
    await dialog.getByRole('button', { name: 'Save Sample Set' }).click();
    for (const message of ['This field is required', 'Invalid number', 'Value must be positive', 'Invalid Date Format']) {
      await expect.poll(() => dialog.getByText(message, { exact: true }).count()).toBeGreaterThan(0);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/pickup-sample-set-messages.png` });
    await dialog.getByLabel('Sample Type').selectOption({ label: 'Concrete Cylinder 4x8' });
    await dialog.getByLabel('Quantity').fill('2');
    await dialog.getByLabel('Min PSI').fill('4000');
    await expect.poll(() => dialog.getByLabel('Max PSI').inputValue()).toBe('7000');
    await dialog.getByLabel('Cast Date').fill(toDisplayDate(today));
    await dialog.getByLabel('Rate', { exact: true }).fill('30');
    await dialog.getByRole('button', { name: 'Save Sample Set' }).click();
    const sets = page.getByRole('region', { name: 'Sample Sets' }).getByRole('article');
    await expect.poll(() => sets.count()).toBe(1);
    await sets.first().getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Are you sure you wish to delete this sample?').count()).toBe(1);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => sets.count()).toBe(0);
  });

  it('re-opens a received pickup without sub-pickups', async () => {
    const db = b.portal.db as unknown as Kysely<PickupsDatabase>;
    // The demo lab's pickup received yesterday.
    const received = await db.selectFrom('pickups').select('id').where('pickupAddr1', '=', '18 Harbor Way').executeTakeFirstOrThrow();
    const page = await signedIn('cs@demo.lab', '/admin');
    await page.goto(`${b.url}/admin/pickups/${received.id}`);
    await page.waitForSelector('html[data-islands-ready]');
    const form = page.getByRole('form', { name: 'Pickup' });
    expect(await form.getByText('Received', { exact: true }).count()).toBe(1);
    await form.getByRole('button', { name: 'Re-open Pickup' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe('Your pickup was saved');
    await expect.poll(() => form.getByLabel('Status').inputValue()).not.toBe('');
    expect(await form.getByRole('button', { name: 'Receive Samples' }).count()).toBe(1);
  });
});
