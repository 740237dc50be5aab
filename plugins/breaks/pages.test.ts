import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { addDays, labToday, toDisplayDate } from '../../shared/dates.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { breaksPortal, call, cylinderBreak, dbOf, receivedCylinders, type ReceivedSet } from './test-support.ts';

describe.each(dialectsUnderTest())('the break report pages on %s', (kind) => {
  let t: TestPortal;
  let set: ReceivedSet;
  const page = async (path: string, email = 'tech@demo.lab') => {
    const { token } = await t.signIn(email);
    const response = await t.request(path, { token, headers: { accept: 'text/html' } });
    return { status: response.status, html: await response.text(), location: response.headers.get('location') };
  };

  beforeAll(async () => {
    t = await breaksPortal(kind);
    const { token } = await t.signIn('admin@demo.lab');
    set = await receivedCylinders(t, token);
    const tech = (await t.signIn('tech@demo.lab')).token;
    await call(t, '/api/break-report', {
      token: tech,
      method: 'POST',
      json: cylinderBreak(set.specimenIds[0], 52000, { testsComplete: true }),
    });
    // The second specimen was due yesterday and is not broken yet.
    const yesterday = addDays(labToday(t.config.labTimeZone), -1);
    await dbOf(t).updateTable('specimens').set({ testDate: yesterday }).where('id', '=', set.specimenIds[1]).execute();
  });
  afterAll(() => t.close());

  it('lists specimens in the generic table under Break Report, opening on untested ones', async () => {
    const { status, html } = await page('/admin/break-report');
    expect(status).toBe(200);
    expect(html).toContain('data-island="core.DataTable"');
    expect(html).toMatch(/<a[^>]*href="\/admin\/break-report"[^>]*>[^<]*Break Report/);
    expect(html).toContain('"initialFilters":{"equals":{"tested":false,"scheduled":true}}');
    // A technician sees the pickup number as text; the office as a link to the pickup.
    expect(html).not.toContain('/admin/pickups/{pickupId}');
    expect((await page('/admin/break-report', 'cs@demo.lab')).html).toContain('/admin/pickups/{pickupId}');
  });

  it("offers the machine import from the list, with the templates' fields as column targets", async () => {
    expect((await page('/admin/break-report')).html).toContain('href="/admin/break-report/import"');
    const { status, html } = await page('/admin/break-report/import');
    expect(status).toBe(200);
    expect(html).toContain('data-island="breaks.ResultImport"');
    expect(html).toContain('{"name":"specimenNum","label":"Specimen #"}');
    expect(html).toContain('{"name":"load","label":"Maximum Load (lbf)"}');
  });

  it('opens the break form by path and by ?id=', async () => {
    const { status, html } = await page(`/admin/break-report/${set.specimenIds[0]}`);
    expect(status).toBe(200);
    expect(html).toContain('data-island="breaks.BreakForm"');
    expect(html).toContain('Save Break Report');
    expect(html).toContain('Save &amp; Continue Edit');
    expect(html).toContain('Taylor Tech');
    const redirect = await page(`/admin/break-report?id=${set.specimenIds[1]}`);
    expect(redirect.status).toBe(302);
    expect(redirect.location).toBe(`/admin/break-report/${set.specimenIds[1]}`);
  });

  it("shows the Associated Breaks panel on the pickup's page for the office, not for a driver", async () => {
    const office = await page(`/admin/pickups/${set.pickup.id}`, 'admin@demo.lab');
    expect(office.html).toContain('Associated Breaks');
    expect(office.html).toContain(`href="/admin/break-report/${set.specimenIds[0]}"`);
    expect(office.html).toContain('data-chip="Complete"');
    expect(office.html).toContain('data-chip="Overdue"');
    const driver = await page(`/admin/pickups/${set.pickup.id}`, 'driver@demo.lab');
    expect(driver.status).toBe(200);
    expect(driver.html).not.toContain('Associated Breaks');
  });

  it("prints the pickup's specimen labels from its page: a PDF with each number and its dates", async () => {
    const office = await page(`/admin/pickups/${set.pickup.id}`, 'admin@demo.lab');
    expect(office.html).toContain(`href="/api/break-report/labels/${set.pickup.id}"`);
    const { token } = await t.signIn('tech@demo.lab');
    const response = await t.request(`/api/break-report/labels/${set.pickup.id}`, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const { text, pages } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(pages).toBe(1);
    for (const specimen of set.pickup.samples[0].specimens) expect(text).toContain(specimen.specimenNum);
    expect(text).toContain(`Cast: ${toDisplayDate(set.castDate)}`);
    expect(text).toContain('Concrete Cylinder 4x8');
    expect((await t.request('/api/break-report/labels/999999', { token })).status).toBe(404);
  });
});
