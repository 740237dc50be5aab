import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_USERS } from '../../core/seed.ts';
import { demoStaff } from '../../plugins/users/seed.ts';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  SCREENSHOTS,
  signInThroughForm,
  startBrowserPortal,
  type BrowserPortal,
  watchConsoleErrors,
} from './harness.ts';

const everyone = [...DEMO_USERS, ...demoStaff()];
const drivers = everyone.filter((user) => user.role === 'driver');
const CSV_HEADER = 'First Name,Last Name,Email,Role,Active';

describe.skipIf(!chromiumFound)(`the users table, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  beforeAll(async () => {
    b = await startBrowserPortal();
  });
  afterAll(async () => {
    await b?.close();
  });

  const range = (page: Page) => page.locator('[data-table-range]').textContent();
  const column = (page: Page, index: number) => page.locator(`table[aria-label="Users"] tbody tr td:nth-child(${index})`).allTextContents();
  const header = (page: Page, name: string) => page.locator('table[aria-label="Users"] th', { hasText: name });

  it('lets the admin search, sort, page, filter, see No Results and export the CSV', async () => {
    const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const consoleErrors = watchConsoleErrors(page);
    await signInThroughForm(page, b.url, 'admin@demo.lab');
    await page.waitForURL(`${b.url}/admin`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await page.waitForURL(`${b.url}/admin/users`);
    await page.waitForSelector('html[data-islands-ready]');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Users');
    await expect.poll(() => range(page)).toBe(`Showing 1–50 of ${everyone.length}`);
    await page.screenshot({ path: `${SCREENSHOTS}/users-table.png` });

    await page.getByLabel('Search').fill('avery');
    await expect.poll(() => column(page, 1)).toEqual(Array(6).fill('Avery'));
    expect(await range(page)).toBe('Showing 1–6 of 6');
    await page.getByLabel('Search').fill('');
    await expect.poll(() => range(page)).toBe(`Showing 1–50 of ${everyone.length}`);

    const emails = everyone.map((user) => user.email).sort();
    await header(page, 'Email').getByRole('button').click();
    await expect.poll(() => header(page, 'Email').getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => (await column(page, 3))[0]).toBe(emails[0]);
    await header(page, 'Email').getByRole('button').click();
    await expect.poll(() => header(page, 'Email').getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await column(page, 3))[0]).toBe(emails.at(-1));
    expect(await header(page, 'Last Name').getAttribute('aria-sort')).toBe('none');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => range(page)).toBe(`Showing 51–${everyone.length} of ${everyone.length}`);
    expect(await column(page, 3)).toEqual(emails.reverse().slice(50));
    await page.getByLabel('Rows per page').selectOption('200');
    await expect.poll(() => range(page)).toBe(`Showing 1–${everyone.length} of ${everyone.length}`);

    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    // The role picker and the column speak of roles by their names, never their codes.
    await expect
      .poll(() => drawer.getByLabel('Role').locator('option').allTextContents())
      .toEqual(expect.arrayContaining(['Admin', 'Customer Service', 'Driver', 'Technician', 'Customer']));
    await drawer.getByLabel('Role').selectOption({ label: 'Driver' });
    await page.screenshot({ path: `${SCREENSHOTS}/users-table-filters.png` });
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => range(page)).toBe(`Showing 1–${drivers.length} of ${drivers.length}`);
    expect(new Set(await column(page, 4))).toEqual(new Set(['Driver']));
    await expect(page.getByRole('button', { name: 'Filters (1)' }).isVisible()).resolves.toBe(true);

    await page.getByLabel('Search').fill('nobody-is-called-this');
    await expect.poll(() => page.locator('[data-table-empty]').textContent()).toBe('No Results');
    await page.getByLabel('Search').fill('');
    await expect.poll(() => range(page)).toBe(`Showing 1–${drivers.length} of ${drivers.length}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('users.csv');
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(drivers.length + 1);
    expect(lines.slice(1).every((line) => line.includes(',driver,'))).toBe(true);

    const cached = await page.evaluate(() => Object.keys(sessionStorage));
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.every((key) => /^table:\d+:\/api\/users:/.test(key))).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the cached page at once when the admin comes back, then refreshes it', async () => {
    const context = await b.browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, b.url, 'admin@demo.lab');
    await page.waitForURL(`${b.url}/admin`);
    await page.goto(`${b.url}/admin/users`);
    await expect.poll(() => range(page)).toBe(`Showing 1–50 of ${everyone.length}`);
    // The next answer is held back, so what shows first can only come from the session cache.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/users',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.reload();
    await page.waitForSelector('html[data-islands-ready]');
    await expect.poll(() => range(page)).toBe(`Showing 1–50 of ${everyone.length}`);
    expect(await page.locator('section[aria-busy="true"]').count()).toBe(1);
    release();
    await expect.poll(() => page.locator('section[aria-busy="false"]').count()).toBe(1);
    await context.close();
  });
});
