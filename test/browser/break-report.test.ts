import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, labToday } from '../../shared/dates.ts';
import { PAUSED_MESSAGE } from '../../plugins/breaks/rules/result.ts';
import { call, cylinderBreak, dbOf, receivedCylinders, type Json, type ReceivedSet } from '../../plugins/breaks/test-support.ts';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  SCREENSHOTS,
  signInThroughForm,
  startBrowserPortal,
  watchConsoleErrors,
  type BrowserPortal,
} from './harness.ts';

const OUT_OF_SPEC =
  'The calculated psi for this test result (2390), is out of specification! The minimum psi is 4000. You must resolve this before a report can be sent.';
const lastAlert = (page: Page, kind: 'success' | 'error') => page.locator(`[data-alert="${kind}"] p.mt-1`).last().textContent();

describe.skipIf(!chromiumFound)(`break reports, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  let set: ReceivedSet;

  beforeAll(async () => {
    b = await startBrowserPortal();
    const { token } = await b.portal.signIn('admin@demo.lab');
    set = await receivedCylinders(b.portal, token);
    const today = labToday(b.portal.config.labTimeZone);
    const [overdue, dueToday, later] = set.specimenIds;
    const db = dbOf(b.portal);
    await db
      .updateTable('specimens')
      .set({ testDate: addDays(today, -1) })
      .where('id', '=', overdue)
      .execute();
    await db.updateTable('specimens').set({ testDate: today }).where('id', '=', dueToday).execute();
    await db.updateTable('specimens').set({ testDate: today, immediate: true }).where('id', '=', later!).execute();
  });
  afterAll(async () => {
    await b?.close();
  });

  async function signedIn(width: number, email = 'tech@demo.lab'): Promise<{ page: Page; errors: string[] }> {
    const context = await b.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(8000);
    const errors = watchConsoleErrors(page);
    await signInThroughForm(page, b.url, email);
    await page.waitForURL(`${b.url}/admin`);
    return { page, errors };
  }

  async function enterBreak(page: Page, load: string) {
    const form = page.getByRole('form', { name: 'Break report' });
    await form.getByLabel('Diameter 1 (in)').fill('4.00');
    await form.getByLabel('Diameter 2 (in)').fill('4.00');
    await form.getByLabel('Length (in)').fill('8.00');
    await form.getByLabel('Maximum Load (lbf)', { exact: true }).fill(load);
    await form.getByLabel('Verify Maximum Load (lbf)').fill(load);
    await form.getByLabel('Fracture Type').selectOption('1');
    return form;
  }

  it("shows a technician today's and overdue specimens, computes the psi live and saves a break", async () => {
    const { page, errors } = await signedIn(1280);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Break Report' }).click();
    await page.waitForURL(`${b.url}/admin/break-report`);
    await page.waitForSelector('html[data-islands-ready]');
    await page.getByPlaceholder('Search by specimen #, pickup # or customer').fill(String(set.pickup.pickupNumber));
    // The rows, not the headings of the due groups between them.
    const rows = page.getByRole('table', { name: 'Break Report' }).locator('tbody tr:not([data-group-heading])');
    await expect.poll(() => rows.count()).toBe(3);
    // Untested, oldest test date first: the overdue one leads, today's immediate one is flagged.
    await expect.poll(() => rows.first().locator('[data-chip]').allTextContents()).toEqual(['Overdue']);
    expect(await page.locator('[data-chip="Immediate"]').count()).toBe(1);
    expect(
      await rows
        .first()
        .getByRole('link', { name: String(set.pickup.pickupNumber), exact: true })
        .count(),
    ).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/break-list.png` });

    await rows.first().getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`${b.url}/admin/break-report/${set.specimenIds[0]}`);
    await page.waitForSelector('html[data-islands-ready]');
    const form = await enterBreak(page, '52000');
    expect(await form.getByLabel('Technician').inputValue()).toBe('Taylor Tech');
    await expect.poll(() => form.locator('[data-computed="calculatedPsi"]').textContent()).toBe('4,140');
    await expect.poll(() => form.locator('[data-result-status]').textContent()).toBe('Passed');
    await form.getByLabel('Time').fill('930');
    await form.getByLabel('Time').blur();
    expect(await form.getByLabel('Time').inputValue()).toBe('9:30 AM');
    await form.getByText('Tests complete').click();
    await form.getByRole('button', { name: 'Save & Continue Edit' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe('Your break report was saved');
    await expect.poll(() => page.locator('[data-history-version]').count()).toBe(1);
    const saved = await dbOf(b.portal)
      .selectFrom('testResults')
      .selectAll()
      .where('specimenId', '=', set.specimenIds[0])
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ status: 'Passed', testsComplete: true });
    expect(saved.results).toMatchObject({ calculatedPsi: 4140, time: '9:30 AM', technician: 'Taylor Tech' });
    await page.getByRole('button', { name: 'Results' }).click();
    const modal = page.getByRole('dialog', { name: `Test Results for Specimen #${set.pickup.samples[0].specimens[0].specimenNum}` });
    await expect.poll(() => modal.getByText('Passed').count()).toBeGreaterThan(0);
    await modal.getByRole('button', { name: 'Close' }).click();
    expect(errors).toEqual([]);
  });

  it('saves an out-of-range break as Failed with the exact toast and pauses the set; on a phone too', async () => {
    const { page } = await signedIn(375);
    await page.goto(`${b.url}/admin/break-report/${set.specimenIds[1]}`);
    await page.waitForSelector('html[data-islands-ready]');
    const form = await enterBreak(page, '30000');
    await expect.poll(() => form.locator('[data-out-of-range]').textContent()).toBe('Out of Range');
    await expect.poll(() => form.locator('[data-result-status]').textContent()).toBe('Failed');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await form.getByRole('button', { name: 'Save Break Report' }).click();
    await expect.poll(() => lastAlert(page, 'error')).toBe(OUT_OF_SPEC);
    await page.screenshot({ path: `${SCREENSHOTS}/break-form-failed-375.png`, fullPage: true });
    const sample = await dbOf(b.portal)
      .selectFrom('samples')
      .select('allowTesting')
      .where('id', '=', set.sampleId)
      .executeTakeFirstOrThrow();
    expect(sample.allowTesting).toBe(false);

    await page.goto(`${b.url}/admin/break-report/${set.specimenIds[2]}`);
    await page.waitForSelector('html[data-islands-ready]');
    expect(await page.getByText('Failed Test: testing of this sample set is paused').count()).toBe(1);
    await enterBreak(page, '52000');
    await page.getByRole('button', { name: 'Save Break Report' }).click();
    await expect.poll(() => lastAlert(page, 'error')).toBe(PAUSED_MESSAGE);
  });

  describe('what is due first, a scanned label and Needs attention (issue 27)', () => {
    let due: ReceivedSet;
    let numbers: string[];

    beforeAll(async () => {
      const admin = (await b.portal.signIn('admin@demo.lab')).token;
      const tech = (await b.portal.signIn('tech@demo.lab')).token;
      // Without a min psi: the overdue one's saved result cannot be judged.
      due = await receivedCylinders(b.portal, admin, { qty: 4, minPsi: null });
      const today = labToday(b.portal.config.labTimeZone);
      const dates: Array<[string, boolean]> = [
        [addDays(today, -3), false],
        [today, false],
        [addDays(today, 4), true],
        [addDays(today, 4), false],
      ];
      for (const [index, [testDate, immediate]] of dates.entries()) {
        await dbOf(b.portal).updateTable('specimens').set({ testDate, immediate }).where('id', '=', due.specimenIds[index]!).execute();
      }
      numbers = due.pickup.samples[0].specimens.map((specimen: { specimenNum: string }) => specimen.specimenNum);
      const saved = await call<Json>(b.portal, '/api/break-report', { token: tech, json: cylinderBreak(due.specimenIds[0], 52000) });
      if (saved.body.testResult.status !== 'Pending') throw new Error(`the result was judged: ${JSON.stringify(saved.body)}`);
    });

    it.each([1280, 375])(
      'groups and counts the list, shows Needs attention with its pickup link, and opens scanned labels at %i px',
      async (width) => {
        const { page, errors } = await signedIn(width, 'admin@demo.lab');
        await page.goto(`${b.url}/admin/break-report`);
        await page.waitForSelector('html[data-islands-ready]');
        const search = page.getByPlaceholder('Search by specimen #, pickup # or customer');
        await search.fill(String(due.pickup.pickupNumber));
        const table = page.getByRole('table', { name: 'Break Report' });
        const headings = table.locator('[data-group-heading]');
        await expect.poll(() => headings.allTextContents()).toEqual(['Overdue (1)', 'Today (1)', 'Immediate (1)', 'Not due (1)']);
        expect(await page.locator('[data-group-count]').allTextContents()).toEqual(['Overdue 1', 'Today 1', 'Immediate 1', 'Not due 1']);
        const first = table.locator('tbody tr:not([data-group-heading])').first();
        expect(await first.locator('[data-chip]').allTextContents()).toEqual(['Needs attention', 'Overdue']);
        const fix = first.getByRole('link', { name: /There is no minimum psi set for this sample\..*sets the min psi/ });
        expect(await fix.getAttribute('href')).toBe(`/admin/pickups/${due.pickup.id}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `${SCREENSHOTS}/break-list-groups-${width}.png`, fullPage: true });

        // A plain search stays a search on Enter; a specimen number, or a label's QR link, opens its form.
        const asked = page.waitForResponse((response) => response.url().includes('/api/break-report/scan?'));
        await search.press('Enter');
        expect((await (await asked).json()).href).toBeNull();
        expect(page.url()).toBe(`${b.url}/admin/break-report`);
        await search.fill(numbers[1]!);
        await search.press('Enter');
        await page.waitForURL(`${b.url}/admin/break-report/${due.specimenIds[1]}`);
        await page.goBack();
        await page.waitForSelector('html[data-islands-ready]');
        await page.getByPlaceholder('Search by specimen #, pickup # or customer').fill(`${b.url}/admin/break-report/${due.specimenIds[2]}`);
        await page.getByPlaceholder('Search by specimen #, pickup # or customer').press('Enter');
        await page.waitForURL(`${b.url}/admin/break-report/${due.specimenIds[2]}`);
        expect(errors).toEqual([]);
      },
    );
  });
});
