import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WEAK_PASSWORD_MESSAGE } from '../../shared/password-strength.ts';
import {
  DELETE_QUESTION,
  PASSWORDS_DIFFER,
  PASSWORDS_DIFFER_ALERT,
  REQUIRED,
  ROLE_INVALID,
  USER_CREATED,
  USER_DELETED,
  USER_SAVED,
} from '../../plugins/users/messages.ts';
import { STRONG } from '../../plugins/users/test-support.ts';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  SCREENSHOTS,
  signInThroughForm,
  startBrowserPortal,
  type BrowserPortal,
  watchConsoleErrors,
} from './harness.ts';

/** The newest alert's message, of one kind. */
const lastAlert = (page: Page, kind: 'success' | 'error') => page.locator(`[data-alert="${kind}"] p.mt-1`).last().textContent();

describe.skipIf(!chromiumFound)(`the user form, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  beforeAll(async () => {
    b = await startBrowserPortal();
  });
  afterAll(async () => {
    await b?.close();
  });

  /** A real company when the customers plugin is on, else a made-up one its search is stood in for. */
  async function someCompany(): Promise<{ id: number; companyName: string }> {
    const found = await sql<{ id: number; companyName: string }>`select id, company_name from customers order by id limit 1`
      .execute(b.portal.db)
      .catch(() => ({ rows: [] }));
    return found.rows[0] ?? { id: 7, companyName: 'Granite Works' };
  }

  it('creates a user after showing each validation message, edits it with a company, and deletes it after asking', async () => {
    const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const consoleErrors = watchConsoleErrors(page);
    const company = await someCompany();
    await page.route('**/api/customers/search', (route) => route.fulfill({ json: { status: 'ok', customers: [company] } }));
    await page.route(`**/api/customers/${company.id}`, (route) => route.fulfill({ json: { status: 'ok', customer: company } }));

    await signInThroughForm(page, b.url, 'admin@demo.lab');
    await page.waitForURL(`${b.url}/admin`);
    await page.goto(`${b.url}/admin/users`);
    await page.getByRole('link', { name: 'New user' }).click();
    await page.waitForURL(`${b.url}/admin/users/new`);
    await page.waitForSelector('html[data-islands-ready]');
    const form = page.getByRole('form', { name: 'New user' });

    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => form.getByText(REQUIRED, { exact: true }).count()).toBe(2);
    expect(await form.getByText(ROLE_INVALID).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/user-form-required.png` });

    await form.getByLabel('First name').fill('Quinn');
    await form.getByLabel('Last name').fill('Quarry');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Role').selectOption('technician');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => form.getByText('Email is not valid').count()).toBe(1);
    expect(await form.getByText(REQUIRED, { exact: true }).count()).toBe(0);

    await form.getByLabel('Email').fill('quinn.quarry@lab.example');
    await form.getByLabel('Password', { exact: true }).fill(STRONG);
    await form.getByLabel('Confirm password').fill(`${STRONG}!`);
    await expect.poll(() => form.getByText(PASSWORDS_DIFFER, { exact: true }).count()).toBe(1);
    await expect.poll(() => form.locator('[data-password-strength]').getAttribute('data-password-strength')).toBe('Strong');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => lastAlert(page, 'error')).toBe(PASSWORDS_DIFFER_ALERT);
    expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await form.getByLabel('Confirm password').inputValue()).toBe('');

    await form.getByLabel('Password', { exact: true }).fill('password1');
    await form.getByLabel('Confirm password').fill('password1');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => lastAlert(page, 'error')).toBe(WEAK_PASSWORD_MESSAGE);

    await form.getByLabel('Password', { exact: true }).fill(STRONG);
    await form.getByLabel('Confirm password').fill(STRONG);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe(USER_CREATED);
    await page.waitForURL(`${b.url}/admin/users`);
    const created = await b.portal.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('email', '=', 'quinn.quarry@lab.example')
      .executeTakeFirstOrThrow();
    expect(created.role).toBe('technician');

    await page.waitForSelector('html[data-islands-ready]');
    await page.getByLabel('Search').fill('quinn');
    await page.getByRole('link', { name: 'Quarry' }).click();
    await page.waitForURL(`${b.url}/admin/users/${created.id}`);
    await page.waitForSelector('html[data-islands-ready]');
    const edit = page.getByRole('form', { name: 'Edit user' });
    expect(await edit.getByLabel('Password', { exact: true }).count()).toBe(0);
    await edit.getByLabel('Last name').fill('Quarried');
    await edit.getByLabel('Role').selectOption('customer');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => edit.getByText(REQUIRED, { exact: true }).count()).toBe(1);
    await edit.getByLabel('Customer', { exact: true }).fill(company.companyName.slice(0, 3));
    await page.getByRole('option', { name: company.companyName }).click();
    await expect.poll(() => edit.getByText(REQUIRED, { exact: true }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/user-form-customer.png` });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe(USER_SAVED);
    await page.waitForURL(`${b.url}/admin/users`);
    const saved = await b.portal.db
      .selectFrom('users')
      .select(['lastName', 'role', 'customerId'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ lastName: 'Quarried', role: 'customer', customerId: company.id });

    await page.goto(`${b.url}/admin/users/${created.id}`);
    await page.waitForSelector('html[data-islands-ready]');
    await expect.poll(() => edit.getByLabel('Customer', { exact: true }).inputValue()).toBe(company.companyName);
    await edit.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(DELETE_QUESTION).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => lastAlert(page, 'success')).toBe(USER_DELETED);
    await page.waitForURL(`${b.url}/admin/users`);
    expect(await b.portal.db.selectFrom('users').select('id').where('id', '=', created.id).executeTakeFirst()).toBeUndefined();
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('keeps an admin from changing their own role, deactivating or deleting themselves, and Cancel goes back', async () => {
    const context = await b.browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, b.url, 'admin@demo.lab');
    await page.waitForURL(`${b.url}/admin`);
    const admin = await b.portal.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.lab').executeTakeFirstOrThrow();
    await page.goto(`${b.url}/admin/users/${admin.id}`);
    await page.waitForSelector('html[data-islands-ready]');
    const edit = page.getByRole('form', { name: 'Edit user' });
    await expect(edit.getByLabel('Role').isDisabled()).resolves.toBe(true);
    expect(await edit.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await edit.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(`${b.url}/admin/users`);
    await context.close();
  });
});
