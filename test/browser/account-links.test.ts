import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signInThroughForm, startBrowserPortal, type BrowserPortal } from './harness.ts';

const NEW_PASSWORD = 'slump cones and curing rooms';

describe.skipIf(!chromiumFound)(`forgetting a password, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  beforeAll(async () => {
    b = await startBrowserPortal();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('mails a reset link to the outbox; the link sets a new password that signs in', async () => {
    const visitor = await b.browser.newContext();
    const forgetful = await visitor.newPage();
    await forgetful.goto(`${b.url}/login`);
    await forgetful.waitForSelector('html[data-islands-ready]');
    await forgetful.getByRole('button', { name: 'Forgot your password?' }).click();
    await forgetful.getByLabel('Email').fill('tech@demo.lab');
    await forgetful.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgetful.getByRole('status').textContent()).resolves.toBe('An email was sent to you to reset your password.');
    await b.portal.runJobs();

    const adminContext = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await signInThroughForm(admin, b.url, 'admin@demo.lab');
    await admin.waitForURL(`${b.url}/admin`);
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outbox' }).click();
    await admin.waitForSelector('html[data-islands-ready]');
    await admin.getByRole('link', { name: 'tech@demo.lab' }).first().click();
    await admin.waitForURL(/\/admin\/outbox\/\d+$/);
    await expect(admin.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Reset your password');
    await admin.screenshot({ path: `${SCREENSHOTS}/outbox-reset-mail.png` });
    const text = (await admin.locator('[data-mail-text]').textContent()) ?? '';
    const link = text.match(/http:\/\/127\.0\.0\.1:\d+\/reset\/[\w-]+/)?.[0];
    expect(link).toBeDefined();
    await adminContext.close();

    await forgetful.goto(link!);
    await forgetful.waitForSelector('html[data-islands-ready]');
    await forgetful.getByLabel('New password').fill('tech1234');
    await forgetful.getByLabel('Confirm password').fill('tech1234');
    await forgetful.getByRole('button', { name: 'Save password' }).click();
    await expect(forgetful.getByRole('alert').textContent()).resolves.toBe("Password isn't strong enough.  Please try again.");
    await forgetful.getByLabel('New password').fill(NEW_PASSWORD);
    await forgetful.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await forgetful.getByRole('button', { name: 'Save password' }).click();
    await forgetful.waitForURL(`${b.url}/admin`);
    await visitor.close();

    const later = await b.browser.newContext();
    const page = await later.newPage();
    await signInThroughForm(page, b.url, 'tech@demo.lab', NEW_PASSWORD);
    await page.waitForURL(`${b.url}/admin`);
    await page.goto(link!);
    await expect(page.locator('[data-link-notice]').textContent()).resolves.toContain('This link has expired or was already used.');
    await later.close();
  });

  it('registers a new customer user who is told to confirm the address', async () => {
    const context = await b.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${b.url}/login`);
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL(`${b.url}/register`);
    await page.waitForSelector('html[data-islands-ready]');
    await page.getByLabel('First name').fill('Rita');
    await page.getByLabel('Last name').fill('Mason');
    await page.getByLabel('Email').fill('rita@masonry.example');
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill('something else');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Passwords do not match').isVisible()).resolves.toBe(true);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toContain('Please click the link in the email we sent you');
    await context.close();
  });
});
