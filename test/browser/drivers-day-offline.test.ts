import { AxeBuilder } from '@axe-core/playwright';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { labToday } from '../../shared/dates.ts';
import { call, demoFacts, pickupJson, type Json } from '../../plugins/pickups/test-support.ts';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signInThroughForm, startBrowserPortal, type BrowserPortal } from './harness.ts';

// A 2x2 PNG: what the phone's camera gives, as small as a test can make it.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const status = (page: Page) => page.getByRole('status', { name: 'Network and changes to send' });
const waiting = (page: Page) => status(page).getAttribute('data-waiting');
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => violation.id);
}

async function ready(page: Page) {
  await page.waitForSelector('html[data-islands-ready]');
}

/** Opens a stop from the day's list (offline it comes from the phone), records it with a signature and a photo. */
async function recordStop(page: Page, pickupNumber: number, releasedBy: string) {
  await page
    .locator(`li[data-stop="${pickupNumber}"]`)
    .getByRole('link', { name: new RegExp(`Pickup ${pickupNumber}$`) })
    .click();
  await page.waitForURL(/\/admin\/pickups\/\d+$/);
  await ready(page);
  const form = page.getByRole('form', { name: 'Pick Up' });
  await form.getByLabel('Released By').fill(releasedBy);
  await form.getByLabel('Photos of the Samples').setInputFiles({ name: 'samples.png', mimeType: 'image/png', buffer: PHOTO });
  await form.getByRole('img', { name: 'Photo 1' }).waitFor();
  expect(await overflow(page)).toBe(0);
  const pad = form.getByRole('img', { name: 'Signature of Who Released the Samples' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 30);
  await page.mouse.down();
  await page.mouse.move(box.x + 150, box.y + 70, { steps: 6 });
  await page.mouse.up();
  await page.screenshot({ path: `${SCREENSHOTS}/pick-up-offline-375.png`, fullPage: true });
  await form.getByRole('button', { name: 'Save Pick Up' }).click();
}

describe.skipIf(!chromiumFound)(
  `the driver's day offline at 375 px, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`,
  () => {
    let b: BrowserPortal;
    let admin: string;
    let facts: Awaited<ReturnType<typeof demoFacts>>;
    let context: BrowserContext;

    beforeAll(async () => {
      b = await startBrowserPortal();
      admin = (await b.portal.signIn('admin@demo.lab')).token;
      facts = await demoFacts(b.portal);
    });
    afterAll(async () => {
      await context?.close();
      await b?.close();
    });

    /** A stop on the demo driver's day today. */
    const todaysStop = async (addr: string) => {
      const today = labToday(b.portal.config.labTimeZone);
      const samples = [{ sampleTypeId: facts.cylinder.id, qty: 2, castDate: today }];
      const json = pickupJson(facts, { schedPickupDate: today, pickupAddr1: addr, samples });
      return (await call(b.portal, '/api/pickups', { token: admin, json })).body.pickup as Json;
    };
    const onServer = async (pickup: Json) => (await call(b.portal, `/api/pickups/${pickup.id}`, { token: admin })).body.pickup as Json;
    /** How often the pickup was recorded, and its photos: each must be there exactly once. */
    const counts = async (pickup: Json) => {
      const recorded = await sql<{ n: number }>`select count(*)::int as n from audit_trail
        where entity = 'pickup' and record_id = ${String(pickup.id)} and action = 'update'
          and after->>'releasedBy' is not null and before->>'releasedBy' is null`.execute(b.portal.db);
      const photos = await sql<{ n: number }>`select count(*)::int as n from uploads where prefix = ${`pickup_${pickup.id}`}`.execute(
        b.portal.db,
      );
      return { recorded: recorded.rows[0]!.n, photos: photos.rows[0]!.n };
    };

    async function openDay() {
      context = await b.browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true });
      const page = await context.newPage();
      await signInThroughForm(page, b.url, 'driver@demo.lab');
      await page.waitForURL(`${b.url}/admin`);
      await page.goto(`${b.url}/admin/pickups/today`);
      await ready(page);
      // Kept on the phone once the service worker has the day's pages and their bundles.
      await status(page).getByText("Today's stops are kept on this phone").waitFor();
      return page;
    }

    it('records two pickups with no network, keeps them over a reload, and sends each exactly once when back online', async () => {
      const first = await todaysStop('1 Basement Level');
      const second = await todaysStop('2 Tunnel Portal');
      const page = await openDay();
      expect(await status(page).textContent()).toContain('Online');

      await context.setOffline(true);
      await status(page).getByText('Offline: what you record is kept on this phone').waitFor();
      await recordStop(page, first.pickupNumber, 'Rita Foreman');
      await page.getByText('Saved on this phone: it will be sent when the phone is back online').waitFor();
      expect(await overflow(page)).toBe(0);
      await page.getByRole('link', { name: "Back to Today's Pickups" }).click();
      await ready(page);
      await expect.poll(() => waiting(page)).toBe('1');

      await recordStop(page, second.pickupNumber, 'Omar Superintendent');
      await page.getByText('Saved on this phone: it will be sent when the phone is back online').waitFor();
      await page.getByRole('link', { name: "Back to Today's Pickups" }).click();
      await ready(page);

      // Still without a network, the day comes back from the phone, with what waits to be sent: as
      // it was kept, so without the stop the office added meanwhile.
      const late = await todaysStop('4 Late Addition');
      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await ready(page);
      expect(await page.locator(`li[data-stop="${late.pickupNumber}"]`).count()).toBe(0);
      await expect.poll(() => waiting(page)).toBe('2');
      expect(await status(page).textContent()).toContain('2 changes waiting to be sent');
      expect(await page.locator(`li[data-stop="${first.pickupNumber}"]`).count()).toBe(1);
      expect(await page.locator(`li[data-stop="${second.pickupNumber}"]`).count()).toBe(1);
      expect(await overflow(page)).toBe(0);
      expect(await seriousFindings(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/drivers-day-offline-375.png`, fullPage: true });
      expect((await onServer(first)).releasedBy).toBeNull();

      await context.setOffline(false);
      await expect.poll(() => waiting(page), { timeout: 15_000 }).toBe('0');
      await status(page).getByText('Nothing waiting to be sent').waitFor();
      // Sent, the day is read again from the server: the stops done, and the one added meanwhile.
      await page.locator(`li[data-stop="${late.pickupNumber}"]`).waitFor();
      for (const [pickup, releasedBy] of [
        [first, 'Rita Foreman'],
        [second, 'Omar Superintendent'],
      ] as const) {
        expect(await onServer(pickup)).toMatchObject({
          releasedBy,
          hasReleaseSignature: true,
          actualPickupDate: labToday(b.portal.config.labTimeZone),
        });
        expect(await counts(pickup)).toEqual({ recorded: 1, photos: 1 });
      }
      await context.close();
    });

    it('shows the driver a conflict with the office’s change made meanwhile, keeps the Pick Up, and sends it when asked', async () => {
      const stop = await todaysStop('3 Crane Yard');
      const page = await openDay();
      await context.setOffline(true);
      await status(page).getByText('Offline: what you record is kept on this phone').waitFor();
      await recordStop(page, stop.pickupNumber, 'Lee Inspector');
      await page.getByText('Saved on this phone: it will be sent when the phone is back online').waitFor();
      await page.getByRole('link', { name: "Back to Today's Pickups" }).click();
      await ready(page);

      // Meanwhile the office changes the pickup.
      const office = await call(b.portal, `/api/pickups/${stop.id}`, {
        token: admin,
        method: 'PUT',
        json: pickupJson(facts, {
          schedPickupDate: stop.schedPickupDate,
          pickupAddr1: stop.pickupAddr1,
          instructions: 'Use the north gate',
          samples: stop.samples,
          version: stop.version,
        }),
      });
      expect(office.status).toBe(200);

      await context.setOffline(false);
      const conflict = page.locator(`[data-conflict="${stop.pickupNumber}"]`);
      await conflict.waitFor();
      expect(await conflict.getByRole('alert').textContent()).toContain(`Pickup ${stop.pickupNumber} was changed in the office`);
      expect(await waiting(page)).toBe('1');
      expect(await overflow(page)).toBe(0);
      expect(await seriousFindings(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/drivers-day-conflict-375.png`, fullPage: true });
      // Not overwritten: the office's change stands, the driver's record waits on the phone.
      expect(await onServer(stop)).toMatchObject({ instructions: 'Use the north gate', releasedBy: null });

      await conflict.getByRole('button', { name: 'Send Again' }).click();
      await expect.poll(() => waiting(page), { timeout: 15_000 }).toBe('0');
      expect(await onServer(stop)).toMatchObject({ instructions: 'Use the north gate', releasedBy: 'Lee Inspector' });
      expect(await counts(stop)).toEqual({ recorded: 1, photos: 1 });
      await context.close();
    });
  },
);
