import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, labToday, toDisplayDate } from '../../shared/dates.ts';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signInThroughForm, startBrowserPortal, type BrowserPortal } from './harness.ts';

const lastAlert = (page: Page) => page.locator('[data-alert="success"] p.mt-1').last().textContent();
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => violation.id);
}

describe.skipIf(!chromiumFound)(`pickup requests at 375 px, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  beforeAll(async () => {
    b = await startBrowserPortal();
  });
  afterAll(async () => {
    await b?.close();
  });

  async function phone(email: string, landing: string): Promise<Page> {
    const context = await b.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await signInThroughForm(page, b.url, email);
    await page.waitForURL(`${b.url}${landing}`);
    return page;
  }

  it('a customer requests a pickup from its dashboard, the office confirms it, and the customer sees it confirmed', async () => {
    const wanted = toDisplayDate(addDays(labToday(b.portal.config.labTimeZone), 2));
    const customer = await phone('customer@demo.lab', '/customers');
    await customer.getByRole('link', { name: 'Request Pickup' }).click();
    await customer.waitForURL(`${b.url}/customers/pickup-requests`);
    await customer.waitForSelector('html[data-islands-ready]');
    expect(await overflow(customer)).toBe(0);
    expect(await seriousFindings(customer)).toEqual([]);

    const form = customer.getByRole('form', { name: 'Request Pickup' });
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect.poll(() => form.getByText('Enter the pickup address').count()).toBe(1);
    await form.getByLabel('Address', { exact: true }).fill('55 Slab Ave');
    await form.getByLabel('City').fill('Fresno');
    await form.getByLabel('Zip').fill('93701');
    await form.getByLabel('Date Wanted').pressSequentially(wanted.replaceAll('/', ''));
    await form.getByLabel('Window From').fill('09:00');
    await form.getByLabel('Window To').fill('11:00');
    await form.getByLabel('Caller', { exact: true }).fill('Rita Requester');
    await form.getByLabel('Caller Phone').fill('559-555-0142');
    await form.getByLabel('Sample Type 1').selectOption({ label: 'Concrete Cylinder 4x8' });
    await form.getByLabel('Quantity').fill('4');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect.poll(() => lastAlert(customer)).toBe('Your pickup request has been sent');
    const mine = customer.locator('section[aria-labelledby="my-requests"] li').first();
    await expect.poll(() => mine.textContent()).toContain('Requested');
    expect(await mine.getByRole('button', { name: 'Cancel Request' }).count()).toBe(1);
    await customer.screenshot({ path: `${SCREENSHOTS}/pickup-request-375.png`, fullPage: true });

    const office = await phone('cs@demo.lab', '/admin');
    await office.goto(`${b.url}/admin/pickups`);
    await office.waitForSelector('html[data-islands-ready]');
    const request = office.locator('section[aria-labelledby="requested-pickups"] li', { hasText: 'Slab Ave' });
    expect(await overflow(office)).toBe(0);
    await request.getByRole('button', { name: 'Confirm' }).click();
    const dialog = office.getByRole('dialog');
    await dialog.getByLabel('Driver').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Confirm Pickup' }).click();
    await expect.poll(() => lastAlert(office)).toBe('The pickup request has been confirmed');

    await customer.reload();
    await expect.poll(() => mine.textContent()).toContain('Open');
    expect(await mine.getByRole('button', { name: 'Cancel Request' }).count()).toBe(0);
  });
});
