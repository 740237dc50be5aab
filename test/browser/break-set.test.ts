import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dbOf, receivedCylinders, type ReceivedSet } from '../../plugins/breaks/test-support.ts';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  SCREENSHOTS,
  signInThroughForm,
  startBrowserPortal,
  watchConsoleErrors,
  type BrowserPortal,
} from './harness.ts';

const lastAlert = (page: Page) => page.locator('[data-alert="success"] p.mt-1').last().textContent();
const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');
const LOADS = ['52000', '53000', '51000', '52000'];

/** One row of a 4 × 8 in cylinder by keyboard: dimensions, the load twice, fracture type 1, the condition left Good. */
async function typeRow(page: Page, index: number, load: string, move: 'Enter' | 'Tab' = 'Enter') {
  expect(await focusedName(page)).toBe(`rows.${index}.diameter1`);
  for (const value of ['4.00', '4.00', '8.00', load, load]) {
    await page.keyboard.type(value);
    await page.keyboard.press(move);
  }
  expect(await focusedName(page)).toBe(`rows.${index}.fractureType`);
  // Type 1, the first choice after the empty one.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(move);
  expect(await focusedName(page)).toBe(`rows.${index}.condition`);
}

/** Issue 27: a whole set entered on one screen, by keyboard only, then the next set. */
describe.skipIf(!chromiumFound)(`the set screen, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  let first: ReceivedSet;
  let second: ReceivedSet;

  beforeAll(async () => {
    b = await startBrowserPortal();
    const { token } = await b.portal.signIn('admin@demo.lab');
    first = await receivedCylinders(b.portal, token, { qty: 4 });
    second = await receivedCylinders(b.portal, token, { qty: 4 });
  });
  afterAll(async () => {
    await b?.close();
  });

  it('enters a set of four and the next set with the keyboard only, then returns to the list', async () => {
    const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(8000);
    const errors = watchConsoleErrors(page);
    await signInThroughForm(page, b.url, 'tech@demo.lab');
    await page.waitForURL(`${b.url}/admin`);
    // The list as the technician left it (the list keeps it for the tab): these two pickups, by number.
    const conditions = JSON.stringify({ tested: false, scheduled: true, pickupNumber: { gte: first.pickup.pickupNumber } });
    await page.evaluate(
      (query) => sessionStorage.setItem('breaks:list-query', query),
      `sort=pickupNumber:asc&conditions=${encodeURIComponent(conditions)}`,
    );

    await page.goto(`${b.url}/admin/break-report/set/${first.specimenIds[0]}`);
    await page.waitForSelector('html[data-islands-ready]');
    await expect.poll(() => focusedName(page)).toBe('rows.0.diameter1');
    for (const [index, load] of LOADS.entries()) {
      await typeRow(page, index, load);
      if (index < LOADS.length - 1) await page.keyboard.press('Enter');
    }
    // Live, before the save: 4140, 4220, 4060 and 4140 psi, an average of 4140, the set Passed.
    expect(await page.locator('[data-row-psi]').allTextContents()).toEqual(['4,140', '4,220', '4,060', '4,140']);
    expect(await page.locator('[data-set-average]').textContent()).toBe('4,140');
    expect(await page.locator('[aria-label="Set result"] [data-result-status]').getAttribute('data-result-status')).toBe('Passed');
    await page.screenshot({ path: `${SCREENSHOTS}/break-set-desktop.png` });
    // Enter in the last field: saved, and the next set opens.
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/admin/break-report/set/(${second.specimenIds.join('|')})$`));
    await page.waitForSelector('html[data-islands-ready]');
    await expect.poll(() => lastAlert(page)).toMatch(/^Your break reports were saved: 4 specimens: set #\S+, Passed$/);
    await expect.poll(() => focusedName(page)).toBe('rows.0.diameter1');

    // Tab follows the paper form too, row by row.
    for (const [index, load] of LOADS.entries()) {
      await typeRow(page, index, load, index === 0 ? 'Tab' : 'Enter');
      if (index < LOADS.length - 1) await page.keyboard.press(index === 0 ? 'Tab' : 'Enter');
    }
    await page.keyboard.press('Enter');
    // Nothing due after it in the technician's list: back to the list.
    await page.waitForURL(`${b.url}/admin/break-report`);
    const results = await dbOf(b.portal)
      .selectFrom('testResults')
      .select(['status', 'calculatedPsi'])
      .where('sampleId', 'in', [first.sampleId, second.sampleId])
      .orderBy('specimenId')
      .execute();
    expect(results.map((result) => result.status)).toEqual(Array(8).fill('Passed'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone at 375 px: rows wrap into cards, no sideways scroll, live strength as typed', async () => {
    const { token } = await b.portal.signIn('admin@demo.lab');
    const set = await receivedCylinders(b.portal, token, { qty: 4 });
    const context = await b.browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    page.setDefaultTimeout(8000);
    const errors = watchConsoleErrors(page);
    await signInThroughForm(page, b.url, 'tech@demo.lab');
    await page.waitForURL(`${b.url}/admin`);
    await page.goto(`${b.url}/admin/break-report/set/${set.specimenIds[0]}`);
    await page.waitForSelector('html[data-islands-ready]');
    await page.fill('[name="rows.1.diameter1"]', '4.00');
    await page.fill('[name="rows.1.diameter2"]', '4.00');
    await page.fill('[name="rows.1.length"]', '8.00');
    await page.fill('[name="rows.1.load"]', '52000');
    await page.fill('[name="rows.1.loadVerification"]', '52000');
    await expect.poll(() => page.locator('[data-row-psi]').nth(1).textContent()).toBe('4,140');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SCREENSHOTS}/break-set-375.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
