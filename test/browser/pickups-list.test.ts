import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Page } from 'playwright-core';
import type { PickupsDatabase } from '../../plugins/pickups/pickups.table.ts';
import type { InspectorsDatabase } from '../../plugins/inspectors/index.ts';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signedInPage, startBrowserPortal, type BrowserPortal } from './harness.ts';

const FILTER_OPTIONS_PATH = '/api/pickups/filterOptions';
const range = (page: Page) => page.locator('[data-table-range]').textContent();
const column = (page: Page, index: number) => page.locator(`table[aria-label="PickUps"] tbody tr td:nth-child(${index})`).allTextContents();
const DRIVER_COLUMN = 7;
const INSPECTOR_COLUMN = 8;

describe.skipIf(!chromiumFound)(`the pickups list, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  let db: Kysely<PickupsDatabase & InspectorsDatabase>;
  let inspectorName: string;
  let driverName: string;
  beforeAll(async () => {
    b = await startBrowserPortal();
    db = b.portal.db as unknown as Kysely<PickupsDatabase & InspectorsDatabase>;
    const driver = await db
      .selectFrom('users')
      .select(['firstName', 'lastName'])
      .where('email', '=', 'driver@demo.lab')
      .executeTakeFirstOrThrow();
    driverName = `${driver.firstName} ${driver.lastName}`;
    const otherDriver = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'driver')
      .where('email', '!=', 'driver@demo.lab')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const inspector = await db.selectFrom('inspectors').select(['id', 'fullName']).orderBy('fullName').executeTakeFirstOrThrow();
    inspectorName = inspector.fullName;
    // The demo pickups all share one driver and have no inspector: without these two changes
    // neither filter would leave out a row.
    await db.updateTable('pickups').set({ inspectorId: inspector.id }).where('pickupAddr1', '=', '902 Mill Ave').execute();
    await db.updateTable('pickups').set({ driverId: otherDriver.id }).where('pickupAddr1', '=', '18 Harbor Way').execute();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('fetches the filter choices only when the drawer first opens, and narrows the list by inspector and by driver', async () => {
    const { page, consoleErrors } = await signedInPage(b, 'admin@demo.lab', '/admin');
    page.setDefaultTimeout(8000);
    let optionFetches = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === FILTER_OPTIONS_PATH) optionFetches += 1;
    });
    const response = await page.goto(`${b.url}/admin/pickups`);
    const html = (await response?.text()) ?? '';
    // The static priorities are in the island's props; the data's choices must not be.
    expect(html).toContain('Urgent(IM)');
    expect(html).not.toContain(inspectorName);
    expect(html).not.toContain(driverName);
    await page.waitForSelector('html[data-islands-ready]');
    await expect.poll(() => range(page)).toBe('Showing 1–3 of 3');
    expect(optionFetches).toBe(0);

    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const labels = (name: string) => drawer.getByLabel(name).locator('option').allTextContents();
    await expect.poll(() => labels('Status')).toEqual(['Any', 'Requested', 'Open', 'Received', 'Invoiced', 'Declined', 'Cancelled']);
    expect(await labels('Priority')).toEqual(['Any', 'Standard', 'Priority', 'Urgent(IM)']);
    expect((await labels('Driver')).filter((label) => label === driverName)).toHaveLength(1);
    expect((await labels('Inspector')).filter((label) => label === inspectorName)).toHaveLength(1);
    expect(optionFetches).toBe(1);
    await drawer.getByLabel('Inspector').selectOption({ label: inspectorName });
    await page.screenshot({ path: `${SCREENSHOTS}/pickups-list-filters.png` });
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => range(page)).toBe('Showing 1–1 of 1');
    expect(await column(page, INSPECTOR_COLUMN)).toEqual([inspectorName]);
    await expect(page.getByRole('button', { name: 'Filters (1)' }).isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await expect.poll(() => drawer.getByLabel('Inspector').inputValue()).not.toBe('');
    await drawer.getByLabel('Inspector').selectOption({ label: 'Any' });
    await drawer.getByLabel('Driver').selectOption({ label: driverName });
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => range(page)).toBe('Showing 1–2 of 2');
    expect(await column(page, DRIVER_COLUMN)).toEqual([driverName, driverName]);
    await expect(page.getByRole('button', { name: 'Filters (1)' }).isVisible()).resolves.toBe(true);
    // Opened a second time within the minute, the drawer used the choices it had.
    expect(optionFetches).toBe(1);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('fits the whole table at 1280 px, the Received column in view', async () => {
    const { page } = await signedInPage(b, 'admin@demo.lab', '/admin');
    await page.goto(`${b.url}/admin/pickups`);
    await page.waitForSelector('html[data-islands-ready]');
    await expect.poll(() => range(page)).toMatch(/^Showing/);
    const frame = page.getByRole('region', { name: 'PickUps' });
    const cut = await frame.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(cut).toBeLessThanOrEqual(0);
    expect(await page.getByRole('columnheader', { name: /Received/ }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/pickups-list-1280.png` });
    await page.context().close();
  });

  // After the filters test: the copies change every count.
  it('shows "of 1,000+" once the server stops counting, and pages on past it', async () => {
    await sql`
      insert into pickups (customer_id, driver_id, pickup_status_id, sched_pickup_date, caller, received_by, pickup_addr1, pickup_city)
      select customer_id, driver_id, pickup_status_id, sched_pickup_date, caller, received_by, pickup_addr1, pickup_city
      from pickups, generate_series(1, 1050)
      where pickup_addr1 = '450 Quarry Rd'`.execute(db);
    const { page, consoleErrors } = await signedInPage(b, 'admin@demo.lab', '/admin');
    page.setDefaultTimeout(8000);
    await page.goto(`${b.url}/admin/pickups`);
    await page.waitForSelector('html[data-islands-ready]');
    await expect.poll(() => range(page)).toBe('Showing 1–50 of 1,000+');
    await page.screenshot({ path: `${SCREENSHOTS}/pickups-list-capped-count.png` });
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.isEnabled()).toBe(true);
    await next.click();
    await expect.poll(() => range(page)).toBe('Showing 51–100 of 1,000+');
    expect(await next.isEnabled()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
