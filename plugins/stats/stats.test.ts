import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labToday } from '../../core/dates.ts';
import { dialectsUnderTest } from '../../core/testing/databases.ts';
import type { TestPortal } from '../../core/testing/portal.ts';
import { expectedOutcomes, roleOutcomes, signInEveryRole } from '../../core/testing/role-matrix.ts';
import type { Role } from '../../core/roles.ts';
import { brokenSet, call, projectAddress, statsDb, statsPortal, type Json } from './test-support.ts';

describe.each(dialectsUnderTest())('the Stats screen and its calls on %s', (kind) => {
  let t: TestPortal;
  let tokens: Record<Role, string>;
  let reportIds: number[];

  const page = async (path: string) => (await t.request(path, { token: tokens.admin, headers: { accept: 'text/html' } })).text();

  beforeAll(async () => {
    t = await statsPortal(kind);
    tokens = await signInEveryRole(t);
    const customer = await statsDb(t)
      .selectFrom('users')
      .select('customerId')
      .where('email', '=', 'customer@demo.lab')
      .executeTakeFirstOrThrow();
    const locationId = await projectAddress(t, customer.customerId!, '1 Stats Way');
    reportIds = [];
    for (const castDate of ['2026-10-03', '2026-10-03', '2026-10-20']) {
      reportIds.push((await brokenSet(t, tokens.admin, { locationId, castDate, mix: 'M', strengths: [4100, 4200] })).reportId);
    }
  });
  afterAll(() => t.close());

  it("lists a day's results with their reports and the period's neighbours", async () => {
    const { status, body } = await call(t, '/api/stats/test-results?timeIncrement=day&time=2026-10-03', { token: tokens.admin });
    expect(status).toBe(200);
    expect(body.period).toEqual({
      start: '2026-10-03',
      end: '2026-10-04',
      previous: '2026-10-02',
      next: '2026-10-04',
      heading: 'Results for: 10-03-2026',
    });
    expect(body.count).toBe(4);
    expect(new Set((body.results as Json[]).map((result) => result.reportId))).toEqual(new Set(reportIds.slice(0, 2)));
    const month = await call(t, '/api/stats/test-results?timeIncrement=month&time=2026-10-15', { token: tokens.admin });
    expect(month.body.count).toBe(6);
  });

  it('draws the table with its buttons, links to the reports, and No Results for an empty day', async () => {
    const html = await page('/admin/stats?timeIncrement=day&time=2026-10-03');
    expect(html).toContain('Results for: 10-03-2026');
    for (const label of ['>Day<', '>Month<', '>Year<', 'Previous']) expect(html).toContain(label);
    expect(html).toContain(`href="/admin/reports/${reportIds[0]}"`);
    expect(html).toContain('href="/admin/stats?timeIncrement=day&amp;time=2026-10-04#results"');
    expect(await page('/admin/stats?timeIncrement=day&time=2026-10-04')).toContain('No Results');
    const today = labToday(t.config.labTimeZone);
    const now = await page(`/admin/stats?timeIncrement=day&time=${today}`);
    expect(now).not.toContain('Next ›');
    expect(now).toContain('Pickups per Month');
    expect(now).toContain('<svg');
  });

  it('counts pickups and sample sets per month from a start date', async () => {
    const pickups = await call(t, '/api/stats/pickups?startDate=2026-01-01', { token: tokens.admin });
    const total = (pickups.body.pickups as Json[]).reduce((sum, point) => sum + point.count, 0);
    const counted = await statsDb(t)
      .selectFrom('pickups')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('schedPickupDate', '>=', '2026-01-01')
      .executeTakeFirstOrThrow();
    expect(total).toBe(Number(counted.n));
    expect(total).toBeGreaterThanOrEqual(3);
    const samples = await call(t, '/api/stats/samples?startDate=2100-01-01', { token: tokens.admin });
    expect(samples.body.samples).toEqual([]);
    expect(Object.keys((await call(t, '/api/stats', { token: tokens.admin })).body).sort()).toEqual(['pickups', 'samples', 'status']);
  });

  it('answers 400 with the field messages', async () => {
    const wrong = await call(t, '/api/stats/test-results?timeIncrement=week&time=2026-02-30', { token: tokens.admin });
    expect(wrong).toEqual({
      status: 400,
      body: expect.objectContaining({ fields: { timeIncrement: 'Choose Day, Month or Year', time: 'Enter a date as YYYY-MM-DD' } }),
    });
    expect((await call(t, '/api/stats/pickups?startDate=0000-01-01', { token: tokens.admin })).body.fields).toEqual({
      startDate: 'Enter a date as YYYY-MM-DD',
    });
  });

  it('puts the sets paused after a failed test on the testing dashboards', async () => {
    const db = statsDb(t);
    const report = await db
      .selectFrom('reports')
      .select(['sampleId', 'sampleNum'])
      .where('id', '=', reportIds[2]!)
      .executeTakeFirstOrThrow();
    await db.updateTable('samples').set({ allowTesting: false }).where('id', '=', report.sampleId).execute();
    await db.updateTable('testResults').set({ status: 'Failed' }).where('sampleId', '=', report.sampleId).execute();
    const dashboard = async (role: Role) => (await t.request('/admin', { token: tokens[role], headers: { accept: 'text/html' } })).text();
    const tech = await dashboard('technician');
    expect(tech).toContain('data-card="paused-tests"');
    expect(tech).toContain(`Sample set ${report.sampleNum}`);
    expect(tech).toContain('2 failed');
    expect(await dashboard('driver')).not.toContain('Paused Tests');
  });

  it('keeps Stats to the admin', async () => {
    const routes = [
      ...['/api/stats', '/api/stats/pickups', '/api/stats/samples', '/api/stats/test-results'].map((path) => ({
        method: 'GET' as const,
        path,
        allowed: ['admin'] as const,
      })),
      { method: 'GET', path: '/admin/stats', allowed: ['admin'], page: true },
    ] as const;
    expect(await roleOutcomes(t, tokens, routes)).toEqual(expectedOutcomes(routes));
  });
});
