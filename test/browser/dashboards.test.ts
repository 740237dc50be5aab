import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Page } from 'playwright-core';
import { labToday } from '../../shared/dates.ts';
import { call, cylinderBreak, receivedCylinders, type Json } from '../../plugins/breaks/test-support.ts';
import type { InvoicingDatabase } from '../../plugins/invoicing/index.ts';
import type { PickupsDatabase } from '../../plugins/pickups/index.ts';
import type { ReportsDatabase } from '../../plugins/reports/index.ts';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  SCREENSHOTS,
  signInThroughForm,
  startBrowserPortal,
  watchConsoleErrors,
  type BrowserPortal,
} from './harness.ts';

const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"]`);
const card = (page: Page, id: string) => page.locator(`[data-card="${id}"]`);

describe.skipIf(!chromiumFound)(`each role's dashboard, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  let db: Kysely<PickupsDatabase & InvoicingDatabase & ReportsDatabase>;
  let today: string;

  beforeAll(async () => {
    b = await startBrowserPortal();
    db = b.portal.db as unknown as Kysely<PickupsDatabase & InvoicingDatabase & ReportsDatabase>;
    today = labToday(b.portal.config.labTimeZone);
    // A specimen overdue and one due today, so the testing cards hold numbers.
    const specimens = await db.selectFrom('specimens').select('id').orderBy('id').limit(2).execute();
    await db
      .updateTable('specimens')
      .set({ testDate: '2026-01-05', specimenStatus: 'Storage', status: 'Open' })
      .where('id', '=', specimens[0]!.id)
      .execute();
    await db
      .updateTable('specimens')
      .set({ testDate: today, specimenStatus: 'Storage', status: 'Open' })
      .where('id', '=', specimens[1]!.id)
      .execute();
    // An unpaid invoice of the demo customer dated today, and a report held unsent.
    const customerId = (
      await db.selectFrom('users').select('customerId').where('email', '=', 'customer@demo.lab').executeTakeFirstOrThrow()
    ).customerId!;
    await db
      .insertInto('invoices')
      .values({ customerId, invoiceDate: today, dueDate: today, totalAmt: '1234.50', paymentsReceived: '0', balance: '1234.50' })
      .execute();
    const sample = await db
      .selectFrom('samples')
      .innerJoin('pickups', 'pickups.id', 'samples.pickupId')
      .select(['samples.id', 'samples.sampleNum', 'samples.pickupId', 'pickups.pickupNumber', 'pickups.customerId'])
      .orderBy('samples.id')
      .executeTakeFirstOrThrow();
    const report = await db
      .insertInto('reports')
      .values({
        sampleId: sample.id,
        pickupId: sample.pickupId,
        pickupNumber: sample.pickupNumber,
        customerId: sample.customerId,
        sampleNum: sample.sampleNum,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('unsentReports').values({ reportId: report.id, filename: 'report.pdf', reason: 'Customer Report Off' }).execute();
  });
  afterAll(async () => {
    await b?.close();
  });

  async function dashboardOf(email: string, landing: string, width: number): Promise<{ page: Page; errors: string[] }> {
    const context = await b.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(8000);
    const errors = watchConsoleErrors(page);
    await signInThroughForm(page, b.url, email);
    await page.waitForURL(`${b.url}${landing}`);
    return { page, errors };
  }

  const countOf = async (query: Promise<{ n: string | number }>) => Number((await query).n);
  const todaysPickups = () =>
    countOf(
      db
        .selectFrom('pickups')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('schedPickupDate', '=', today)
        .executeTakeFirstOrThrow(),
    );

  for (const width of [1280, 375]) {
    it(`shows the admin every card with the database's numbers at ${width} px`, async () => {
      const { page, errors } = await dashboardOf('admin@demo.lab', '/admin', width);
      await expect.poll(() => stat(page, 'pickupsToday').locator('p').first().textContent()).toBe(String(await todaysPickups()));
      await expect.poll(() => stat(page, 'samplesToday').textContent()).toMatch(/Overdue[1-9]/);
      expect(await stat(page, 'revenueInvoicedThisMonth').locator('p').first().textContent()).toBe('$1,234.50');
      expect(await stat(page, 'reports').textContent()).toContain('Open1');
      await card(page, 'overdue-specimens').locator('summary').click();
      expect(await card(page, 'overdue-specimens').locator('li').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SCREENSHOTS}/dashboard-admin-${width}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('clears an unsent report from its card', async () => {
    const { page, errors } = await dashboardOf('admin@demo.lab', '/admin', 1280);
    const unsent = card(page, 'unsent-reports');
    expect(await unsent.locator('summary').textContent()).toBe('Unsent Reports1');
    expect(await unsent.textContent()).toContain('Customer Report Off');
    await unsent.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => card(page, 'unsent-reports').locator('summary').textContent()).toBe('Unsent Reports0');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows a technician its testing cards only, and a driver only its stops: Today's Stops and Today's Pickups", async () => {
    const tech = await dashboardOf('tech@demo.lab', '/admin', 375);
    expect(await stat(tech.page, 'samplesToday').textContent()).toContain('Awaiting Testing');
    expect(await stat(tech.page, 'pickupsToday').count()).toBe(0);
    expect(await card(tech.page, 'todays-pickups').count()).toBe(0);
    await tech.page.context().close();

    const driver = await dashboardOf('driver@demo.lab', '/admin', 375);
    const driverId = (await db.selectFrom('users').select('id').where('email', '=', 'driver@demo.lab').executeTakeFirstOrThrow()).id;
    const own = await countOf(
      db
        .selectFrom('pickups')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('schedPickupDate', '=', today)
        .where('driverId', '=', driverId)
        .executeTakeFirstOrThrow(),
    );
    expect(await driver.page.locator('[data-stat]').count()).toBe(1);
    expect(await stat(driver.page, 'todaysStops').textContent()).toContain("Today's Stops");
    expect(await driver.page.locator('[data-card]').count()).toBe(1);
    expect(await card(driver.page, 'todays-pickups').locator('summary').textContent()).toBe(`Today's Pickups${own}`);
    expect(await driver.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await driver.page.screenshot({ path: `${SCREENSHOTS}/dashboard-driver-375.png`, fullPage: true });
    expect(driver.errors).toEqual([]);
    await driver.page.context().close();
  });

  it('lists a result that cannot be judged under Paused Tests with why and who fixes it, opening the break form for a technician', async () => {
    const admin = (await b.portal.signIn('admin@demo.lab')).token;
    const set = await receivedCylinders(b.portal, admin, { minPsi: null });
    const techToken = (await b.portal.signIn('tech@demo.lab')).token;
    const saved = await call<Json>(b.portal, '/api/break-report', { token: techToken, json: cylinderBreak(set.specimenIds[0], 52000) });
    expect(saved.body.testResult.status).toBe('Pending');
    const { page, errors } = await dashboardOf('tech@demo.lab', '/admin', 375);
    const paused = card(page, 'paused-tests');
    if ((await paused.getAttribute('open')) === null) await paused.locator('summary').click();
    const specimenNum = set.pickup.samples[0].specimens[0].specimenNum as string;
    const row = paused.locator('li', { hasText: `Specimen #${specimenNum}` });
    expect(await row.textContent()).toContain('There is no minimum psi set for this sample.');
    expect(await row.textContent()).toContain('The office (customer service) sets the min psi');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-paused-tests-375.png`, fullPage: true });
    await row.getByRole('link', { name: `Specimen #${specimenNum}` }).click();
    await page.waitForURL(`${b.url}/admin/break-report/${set.specimenIds[0]}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a customer its own upcoming pickups, each opening its page', async () => {
    const { page, errors } = await dashboardOf('customer@demo.lab', '/customers', 375);
    const customerId = (
      await db.selectFrom('users').select('customerId').where('email', '=', 'customer@demo.lab').executeTakeFirstOrThrow()
    ).customerId!;
    const upcoming = await countOf(
      db
        .selectFrom('pickups')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('customerId', '=', customerId)
        .where('schedPickupDate', '>=', today)
        .executeTakeFirstOrThrow(),
    );
    expect(await card(page, 'upcoming-pickups').locator('summary').textContent()).toBe(`Upcoming Pickups${upcoming}`);
    expect(await card(page, 'open-invoices').textContent()).toContain('Balance $1,234.50');
    expect(await page.locator('[data-stat]').count()).toBe(0);
    if (upcoming > 0) {
      const upcomingCard = card(page, 'upcoming-pickups');
      if (!(await upcomingCard.evaluate((element) => (element as HTMLDetailsElement).open))) await upcomingCard.locator('summary').click();
      await card(page, 'upcoming-pickups').locator('a').first().click();
      await page.waitForURL(/\/customers\/pickups\/\d+$/);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
