import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { receivedPickup, reportsDb, reportsPortal, type Json } from './test-support.ts';

describe.each(dialectsUnderTest())('the reports screens on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let pickup: Json;
  let report: Json;
  const page = async (path: string, token: string) => {
    const answer = await t.request(path, { token, headers: { accept: 'text/html' } });
    return { status: answer.status, html: await answer.text() };
  };

  beforeAll(async () => {
    t = await reportsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    const made = await receivedPickup(t, admin);
    pickup = made.pickup;
    report = made.reports[0]!;
  });
  afterAll(() => t.close());

  it('shows the reports list in the sidebar and at /admin/reports', async () => {
    const { status, html } = await page('/admin/reports', admin);
    expect(status).toBe(200);
    expect(html).toContain('href="/admin/reports"');
  });

  it("shows the detail form with the template's sections, the check, the buttons and the Report Calculations panel", async () => {
    const { status, html } = await page(`/admin/reports/${report.id}`, admin);
    expect(status).toBe(200);
    for (const text of [
      'General Info',
      'Data Sheet Info',
      'Inspector License',
      'Concrete Supplier',
      'All necessary data has been entered',
      'Save And Back',
      'Save And Continue',
      'Save Report Detail',
      'Cancel',
      'Report Calculations',
      'roundTo(strength, -1)',
      'Info Incomplete',
      `href="/admin/reports/preview/${report.id}"`,
      `href="/api/reports/docx/${report.id}"`,
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('>Test Equipment</legend>');
  });

  it("shows the Associated Reports panel on the pickup's page", async () => {
    const { html } = await page(`/admin/pickups/${pickup.id}`, admin);
    expect(html).toContain('Associated Reports');
    expect(html).toContain(pickup.samples[0].sampleNum);
    expect(html).toContain(`/admin/reports/${report.id}`);
  });

  it("gives a customer the issued PDF on its pickup's page, never the lab's print preview", async () => {
    const customer = (await t.signIn('customer@demo.lab')).token;
    const { status, html } = await page(`/customers/pickups/${pickup.id}`, customer);
    expect(status).toBe(200);
    expect(html).toContain('Associated Reports');
    expect(html).not.toContain('/admin/reports/preview/');
    expect((await page(`/admin/pickups/${pickup.id}`, admin)).html).toContain(`/admin/reports/preview/${report.id}`);
  });

  it("shows a customer its own reports at /customers/reports, and staff's screens to no customer", async () => {
    const customer = (await t.signIn('customer@demo.lab')).token;
    expect((await page('/customers/reports', customer)).status).toBe(200);
    const own = await page(`/customers/reports/${report.id}`, customer);
    expect(own.status).toBe(200);
    expect(own.html).toContain('Documents');
    await reportsDb(t).updateTable('reports').set({ customerId: 999_999 }).where('id', '=', report.id).execute();
    expect((await page(`/customers/reports/${report.id}`, customer)).status).toBe(404);
    expect((await page(`/admin/reports/${report.id}`, customer)).status).toBe(403);
    expect((await page('/customers/reports', admin)).status).toBe(403);
  });

  it('answers 404 for a report that does not exist', async () => {
    expect((await page('/admin/reports/999999', admin)).status).toBe(404);
  });
});
