import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { DEMO_USERS } from '../../core/seed.ts';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signInThroughForm, startBrowserPortal, type BrowserPortal } from './harness.ts';

describe.skipIf(!chromiumFound)(`signing in, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  let context: BrowserContext;
  beforeAll(async () => {
    b = await startBrowserPortal();
  });
  afterAll(async () => {
    await b?.close();
  });

  it.each(DEMO_USERS.map((user) => [user.role, user.email]))(
    'signs the %s in, lands on their page with their sidebar and account menu, and signs out',
    async (role, email) => {
      context = await b.browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await signInThroughForm(page, b.url, email);
      const landing = role === 'customer' ? '/customers' : '/admin';
      await page.waitForURL(`${b.url}${landing}`);
      const sidebar = page.getByRole('navigation', { name: 'Main' });
      await expect(sidebar.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).resolves.toBe(landing);
      await expect(page.locator('[data-version]').textContent()).resolves.toMatch(/^Version /);
      await page.screenshot({ path: `${SCREENSHOTS}/landing-${role}.png` });

      await page.locator('[data-account-button]').click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem').allTextContents()).resolves.toEqual(
        role === 'customer' ? ['Profile', 'My Company', 'Logout'] : ['Profile', 'Logout'],
      );
      await menu.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL(`${b.url}/login`);
      await page.goto(`${b.url}${landing}`);
      expect(new URL(page.url()).pathname).toBe('/login');
      await context.close();
    },
  );

  it('shows the error for a wrong password', async () => {
    context = await b.browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, b.url, 'admin@demo.lab', 'not-the-password');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid email or password');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('does not let a customer open /admin', async () => {
    context = await b.browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, b.url, 'customer@demo.lab');
    await page.waitForURL(`${b.url}/customers`);
    const response = await page.goto(`${b.url}/admin`);
    expect(response?.status()).toBe(403);
    await expect(page.getByText('You do not have access to this page.').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('goes back to the page that asked for a sign-in, and never to another site', async () => {
    context = await b.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${b.url}/admin/outbox`);
    await page.waitForURL(`${b.url}/login?next=%2Fadmin%2Foutbox`);
    await page.waitForSelector('html[data-islands-ready]');
    await page.getByLabel('Email').fill('admin@demo.lab');
    await page.getByLabel('Password').fill('demo-lab-portal');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${b.url}/admin/outbox`);
    for (const next of ['/%09/other.example/login', '/%5C%5Cother.example', '/.//other.example']) {
      await context.clearCookies();
      await page.goto(`${b.url}/login?next=${next}`);
      await page.waitForSelector('html[data-islands-ready]');
      await page.getByLabel('Email').fill('admin@demo.lab');
      await page.getByLabel('Password').fill('demo-lab-portal');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${b.url}/admin`);
      expect(new URL(page.url()).host).toBe(new URL(b.url).host);
    }
    await context.close();
  });

  it('opens and closes the drawer on a 375 px screen', async () => {
    context = await b.browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await signInThroughForm(page, b.url, 'admin@demo.lab');
    await page.waitForURL(`${b.url}/admin`);
    const drawer = page.locator('#sidebar');
    const isOnScreen = async () => (await drawer.boundingBox())!.x >= 0;
    await expect.poll(isOnScreen).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(isOnScreen).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/drawer-open-375.png` });
    await page.locator('[data-drawer-overlay]').click({ position: { x: 350, y: 400 } });
    await expect.poll(isOnScreen).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(isOnScreen).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(isOnScreen).toBe(false);
    await context.close();
  });
});
