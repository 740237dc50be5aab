import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../plugins/customers/constants.ts';
import type { CustomersDatabase } from '../../plugins/customers/customers.table.ts';
import { DEMO_COMPANY } from '../../plugins/customers/seed.ts';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  SCREENSHOTS,
  signInThroughForm,
  startBrowserPortal,
  type BrowserPortal,
  watchConsoleErrors,
} from './harness.ts';

const BANNER = `You are currently using the portal as ${DEMO_COMPANY}`;

describe.skipIf(!chromiumFound)(
  `using the portal as a customer, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`,
  () => {
    let b: BrowserPortal;
    beforeAll(async () => {
      b = await startBrowserPortal();
    });
    afterAll(async () => {
      await b?.close();
    });

    it('lets the admin log in as the demo customer, change its company as the customer, and go back to admin', async () => {
      const db = b.portal.db as unknown as Kysely<CustomersDatabase>;
      const acme = await db.selectFrom('customers').select('id').where('companyName', '=', DEMO_COMPANY).executeTakeFirstOrThrow();
      const admin = await db.selectFrom('users').select('id').where('email', '=', 'admin@demo.lab').executeTakeFirstOrThrow();
      const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const consoleErrors = watchConsoleErrors(page);

      await signInThroughForm(page, b.url, 'admin@demo.lab');
      await page.waitForURL(`${b.url}/admin`);
      await page.goto(`${b.url}/admin/customers/${acme.id}`);
      await page.waitForSelector('html[data-islands-ready]');
      await page.getByRole('button', { name: 'Log in as customer' }).click();
      await page.waitForURL(`${b.url}/customers`);
      const banner = page.getByRole('status').filter({ hasText: BANNER });
      await expect.poll(() => banner.count()).toBe(1);
      const sidebar = page.getByRole('navigation', { name: 'Main' });
      expect(await sidebar.getByRole('link', { name: 'Customers' }).count()).toBe(0);
      await page.screenshot({ path: `${SCREENSHOTS}/impersonation-banner.png` });

      // A billing list the lab entered saves unchanged: the one-address rule applies once the field is edited.
      await db
        .updateTable('customers')
        .set({ contactEmail: 'billing@acme-concrete.example, ap@acme-concrete.example' })
        .where('id', '=', acme.id)
        .execute();
      await page.locator('[data-account-button]').click();
      await page.getByRole('menuitem', { name: 'My Company' }).click();
      await page.waitForURL(`${b.url}/customers/my-company`);
      await page.waitForSelector('html[data-islands-ready]');
      const form = page.getByRole('form', { name: 'Customer' });
      await form.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.locator('[data-alert="success"] p.mt-1').last().textContent()).toBe(MESSAGES.savedOwn);
      await page.waitForURL(`${b.url}/customers`);
      await page.goto(`${b.url}/customers/my-company`);
      await page.waitForSelector('html[data-islands-ready]');
      expect(await form.getByLabel('Invoice Frequency').count()).toBe(0);
      expect(await form.getByLabel('Rate for Concrete Cylinder 4x8').count()).toBe(0);
      await form.getByLabel('Billing Email').fill('billing@acme-concrete.example, clerk@acme-concrete.example');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => form.getByText(MESSAGES.email, { exact: true }).count()).toBe(1);
      await form.getByLabel('Billing Email').fill('billing@acme-concrete.example');
      await form.getByLabel('Contact Phone 2').fill('(510) 555-0199');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.locator('[data-alert="success"] p.mt-1').last().textContent()).toBe(MESSAGES.savedOwn);
      await page.waitForURL(`${b.url}/customers`);
      const audit = await db
        .selectFrom('auditTrail')
        .selectAll()
        .where('entity', '=', 'customer')
        .where('recordId', '=', String(acme.id))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: 'update', impersonatorId: admin.id });

      await page.getByRole('button', { name: 'Back to Admin' }).click();
      await page.waitForURL(`${b.url}/admin`);
      expect(await page.getByText(BANNER).count()).toBe(0);
      await expect.poll(() => sidebar.getByRole('link', { name: 'Customers' }).count()).toBe(1);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  },
);
