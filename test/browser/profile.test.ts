import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEST_PASSWORD } from '../../testing/portal.ts';
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  CURRENT_PASSWORD_WRONG,
  PASSWORD_SAVED,
  PASSWORDS_DIFFER_ALERT,
  USER_SAVED,
} from '../../plugins/users/messages.ts';
import { PROFILE_PATH } from '../../plugins/users/profile.pages.tsx';
import { STRONG } from '../../plugins/users/test-support.ts';
import { chromiumFound, NO_CHROMIUM_REASON, SCREENSHOTS, signInThroughForm, startBrowserPortal, type BrowserPortal } from './harness.ts';

const lastAlert = (page: Page, kind: 'success' | 'error') => page.locator(`[data-alert="${kind}"] p.mt-1`).last().textContent();

describe.skipIf(!chromiumFound)(`the profile, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  beforeAll(async () => {
    b = await startBrowserPortal();
  });
  afterAll(async () => {
    await b?.close();
  });

  async function openProfile(email: string, landing: string): Promise<Page> {
    const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInThroughForm(page, b.url, email);
    await page.waitForURL(`${b.url}${landing}`);
    await page.goto(`${b.url}${PROFILE_PATH}`);
    await page.waitForSelector('html[data-islands-ready]');
    return page;
  }

  it('saves your own names and returns to your landing page', async () => {
    const page = await openProfile('tech@demo.lab', '/admin');
    const form = page.getByRole('form', { name: 'Profile' });
    expect(await form.getByLabel('Email').inputValue()).toBe('tech@demo.lab');
    await form.getByLabel('First name').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('this field is required').count()).toBe(1);
    await form.getByLabel('First name').fill('Tayla');
    await form.getByLabel('Last name').fill('Technician');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe(USER_SAVED);
    await page.waitForURL(`${b.url}/admin`);
    const saved = await b.portal.db
      .selectFrom('users')
      .select(['firstName', 'lastName', 'role'])
      .where('email', '=', 'tech@demo.lab')
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ firstName: 'Tayla', lastName: 'Technician', role: 'technician' });
    await page.context().close();
  });

  it('asks for your current password when you change your e-mail', async () => {
    const page = await openProfile('driver@demo.lab', '/admin');
    const form = page.getByRole('form', { name: 'Profile' });
    expect(await form.getByLabel('Current password').count()).toBe(0);
    await form.getByLabel('Email').fill('dana@demo.lab');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText(CURRENT_PASSWORD_FOR_EMAIL).count()).toBe(1);
    await form.getByLabel('Current password').fill(TEST_PASSWORD);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe(USER_SAVED);
    await page.waitForURL(`${b.url}/admin`);
    await expect(b.portal.signIn('dana@demo.lab')).resolves.toHaveProperty('token');
    await page.context().close();
  });

  it('changes your password: a mismatch clears both fields, a wrong current password is refused, then it is saved', async () => {
    const page = await openProfile('customer@demo.lab', '/customers');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByLabel('Current password').fill(TEST_PASSWORD);
    await form.getByLabel('New password').fill(STRONG);
    await form.getByLabel('Confirm password').fill(`${STRONG} too`);
    await form.getByRole('button', { name: 'Save Password' }).click();
    await expect.poll(() => lastAlert(page, 'error')).toBe(PASSWORDS_DIFFER_ALERT);
    expect(await form.getByLabel('New password').inputValue()).toBe('');
    expect(await form.getByLabel('Confirm password').inputValue()).toBe('');

    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password').fill(STRONG);
    await form.getByLabel('Confirm password').fill(STRONG);
    await form.getByRole('button', { name: 'Save Password' }).click();
    await expect.poll(() => form.getByText(CURRENT_PASSWORD_WRONG).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/profile-password.png` });

    await form.getByLabel('Current password').fill(TEST_PASSWORD);
    await form.getByRole('button', { name: 'Save Password' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe(PASSWORD_SAVED);
    await expect(b.portal.signIn('customer@demo.lab', STRONG)).resolves.toHaveProperty('token');

    await page.getByRole('form', { name: 'Profile' }).getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(`${b.url}/customers`);
    await page.context().close();
  });
});
