import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labToday } from '../../shared/dates.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { expectedOutcomes, roleOutcomes, signInEveryRole } from '../../testing/role-matrix.ts';
import type { Role } from '../../core/roles.ts';
import { demoFacts, pickupJson } from '../reports/test-support.ts';
import { brokenSet, call, projectAddress, statsDb, statsPortal, type Json } from './test-support.ts';
import { cylinderBreak, NO_MIN_PSI_MESSAGE, receivedCylinders } from '../breaks/test-support.ts';

describe.each(dialectsUnderTest())('the Stats screen and its calls on %s', (kind) => {
  let t: TestPortal;
  let tokens: Record<Role, string>;
  let reportIds: number[];
  let customerId: number;

  const page = async (path: string) => (await t.request(path, { token: tokens.admin, headers: { accept: 'text/html' } })).text();

  beforeAll(async () => {
    t = await statsPortal(kind);
    tokens = await signInEveryRole(t);
    const customer = await statsDb(t)
      .selectFrom('users')
      .select('customerId')
      .where('email', '=', 'customer@demo.lab')
      .executeTakeFirstOrThrow();
    customerId = customer.customerId!;
    const locationId = await projectAddress(t, customerId, '1 Stats Way');
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

  it('adds the results that cannot be judged to Paused Tests with the reason and who fixes it, at once after the save', async () => {
    const dashboard = async (role: Role) => (await t.request('/admin', { token: tokens[role], headers: { accept: 'text/html' } })).text();
    // Read once: the card is kept a few seconds, and the save below must drop it.
    await dashboard('technician');
    await dashboard('customer-service');
    const set = await receivedCylinders(t, tokens.admin, { minPsi: null });
    const specimen = await statsDb(t)
      .selectFrom('specimens')
      .select('specimenNum')
      .where('id', '=', set.specimenIds[0])
      .executeTakeFirstOrThrow();
    const saved = await call<Json>(t, '/api/break-report', { token: tokens.technician, json: cylinderBreak(set.specimenIds[0], 52000) });
    expect(saved.body.testResult.status).toBe('Pending');
    const tech = await dashboard('technician');
    expect(tech).toContain(`Specimen #${specimen.specimenNum}`);
    expect(tech).toContain(`${NO_MIN_PSI_MESSAGE} The office (customer service) sets the min psi of the sample set on the pickup.`);
    // A technician cannot open a pickup: the row opens the break form; the office's opens the pickup.
    const row = (href: string) => `href="${href}">Specimen #${specimen.specimenNum}</a>`;
    expect(tech).toContain(row(`/admin/break-report/${set.specimenIds[0]}`));
    expect(await dashboard('customer-service')).toContain(row(`/admin/pickups/${set.pickup.id}`));
  });

  const dashboardStats = async (role: Role) => (await call(t, '/api/dashboard-stats', { token: tokens[role] })).body.stats as Json;
  const dashboardPage = async (role: Role, path = '/admin') =>
    (await t.request(path, { token: tokens[role], headers: { accept: 'text/html' } })).text();
  const reportOf = (id: number) =>
    statsDb(t)
      .selectFrom('reports')
      .select(['sampleId', 'sampleNum', 'pickupId', 'pickupNumber'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('sums the revenue invoiced and paid per month of a year, a company of its own', async () => {
    const other = await statsDb(t)
      .selectFrom('customers' as never)
      .select('id' as never)
      .where('id' as never, '<>', customerId as never)
      .executeTakeFirstOrThrow();
    const invoice = (customer: number, invoiceDate: string, totalAmt: string, paymentsReceived: string) => ({
      customerId: customer,
      invoiceDate,
      dueDate: invoiceDate,
      totalAmt,
      paymentsReceived,
      balance: (Number(totalAmt) - Number(paymentsReceived)).toFixed(2),
    });
    await statsDb(t)
      .insertInto('invoices')
      .values([
        invoice(customerId, '2031-03-10', '100.10', '50.00'),
        invoice(customerId, '2031-03-25', '200.25', '0'),
        invoice(customerId, '2031-07-01', '19.99', '19.99'),
        invoice((other as { id: number }).id, '2031-07-15', '999.99', '0'),
      ])
      .execute();
    const { status, body } = await call(t, '/api/stats/revenue?year=2031', { token: tokens.admin });
    expect(status).toBe(200);
    expect(body.year).toBe(2031);
    const months = body.revenue as Json[];
    expect(months).toHaveLength(12);
    // March: 100.10 + 200.25 = 300.35 invoiced, 50.00 paid; July: 19.99 + 999.99 = 1,019.98 invoiced, 19.99 paid.
    expect(months[2]).toEqual({ month: '2031-03', invoiced: 300.35, paid: 50 });
    expect(months[6]).toEqual({ month: '2031-07', invoiced: 1019.98, paid: 19.99 });
    expect(months[0]).toEqual({ month: '2031-01', invoiced: 0, paid: 0 });
    expect((await call(t, '/api/stats/revenue?year=1999', { token: tokens.admin })).body.fields).toEqual({
      year: 'Enter a year from 2000 to 2100',
    });
  });

  it("moves a pickup's projected revenue to the month's invoiced revenue when it is invoiced", async () => {
    const before = await dashboardStats('admin');
    const report = await reportOf(reportIds[0]!);
    const invoiced = await call(t, `/api/pickups/invoice/${report.pickupId}`, { token: tokens.admin });
    expect(invoiced.status).toBe(200);
    const total = (invoiced.body.invoice as Json).totalAmt as number;
    expect(total).toBeGreaterThan(0);
    const after = await dashboardStats('admin');
    expect(after.revenueInvoicedThisMonth - before.revenueInvoicedThisMonth).toBeCloseTo(total, 2);
    expect(before.projectedRevenue - after.projectedRevenue).toBeCloseTo(total, 2);
  });

  it('shows a pickup made through the API on the next dashboard answer, though a process keeps its answer between writes', async () => {
    const before = await dashboardStats('admin');
    expect(await dashboardStats('admin')).toEqual(before);
    const today = labToday(t.config.labTimeZone);
    const made = await call(t, '/api/pickups', { token: tokens.admin, json: pickupJson(await demoFacts(t), { schedPickupDate: today }) });
    expect(made.status).toBe(201);
    const after = await dashboardStats('admin');
    expect(after.pickups).toBe(before.pickups + 1);
    expect(after.pickupsToday).toEqual({ total: before.pickupsToday.total + 1, remaining: before.pickupsToday.remaining + 1 });
  });

  it('counts the reports by state and those made this month, for the office only', async () => {
    const before = await dashboardStats('admin');
    const db = statsDb(t);
    await db.updateTable('reports').set({ reportInfoComplete: true }).where('id', '=', reportIds[0]!).execute();
    await db.updateTable('reports').set({ finalized: true, sentAt: new Date() }).where('id', '=', reportIds[1]!).execute();
    const after = await dashboardStats('admin');
    // Two open reports leave: one is complete now, one finalized and sent.
    const moved = { open: -2, complete: 1, sent: 1 };
    expect(after.reports).toEqual({
      total: before.reports.total,
      open: before.reports.open + moved.open,
      complete: before.reports.complete + moved.complete,
      sent: before.reports.sent + moved.sent,
    });
    // This month's card counts the same states: it moves as the all-time card does, never says more.
    expect(after.reportsThisMonth).toEqual({
      created: before.reportsThisMonth.created,
      open: before.reportsThisMonth.open + moved.open,
      complete: before.reportsThisMonth.complete + moved.complete,
      sent: before.reportsThisMonth.sent + moved.sent,
    });
    for (const card of [after.reports, after.reportsThisMonth]) {
      expect(card.open + card.complete + card.sent).toBe(card.total ?? card.created);
    }
    for (const state of ['open', 'complete', 'sent'] as const) {
      expect(after.reportsThisMonth[state]).toBeLessThanOrEqual(after.reports[state]);
    }
    expect(before.reportsThisMonth.created).toBeGreaterThanOrEqual(3);
    // Each count names its period.
    const dashboard = await dashboardPage('admin');
    for (const title of [
      'Reports (This Month)',
      'Reports (All Time)',
      'Revenue Invoiced (This Month)',
      'Open Pickups (All Dates)',
      'Pickups Today',
    ]) {
      expect(dashboard).toContain(title);
    }
    const office = ['revenueInvoicedThisMonth', 'projectedRevenue', 'reportsThisMonth', 'reports'];
    expect(Object.keys(await dashboardStats('customer-service'))).toEqual(expect.arrayContaining(office));
    for (const role of ['technician', 'driver', 'customer'] as const) {
      expect(Object.keys(await dashboardStats(role)).filter((key) => office.includes(key))).toEqual([]);
    }
  });

  it('lists unsent reports with View and Clear, pending reports of today, and pickups with incomplete info', async () => {
    const db = statsDb(t);
    const report = await reportOf(reportIds[2]!);
    const unsent = await db
      .insertInto('unsentReports')
      .values({ reportId: reportIds[2]!, filename: 'report.pdf', reason: 'Customer Report Off' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const today = labToday(t.config.labTimeZone);
    const specimens = await db.selectFrom('specimens').select('id').where('sampleId', '=', report.sampleId).orderBy('id').execute();
    await db.updateTable('specimens').set({ testDate: today }).where('sampleId', '=', report.sampleId).execute();
    await db.updateTable('specimens').set({ specimenStatus: 'Storage' }).where('id', '=', specimens[0]!.id).execute();
    const admin = await dashboardPage('admin');
    const card = (html: string, id: string) =>
      html.slice(html.indexOf(`data-card="${id}"`), html.indexOf('</details>', html.indexOf(`data-card="${id}"`)));
    const unsentCard = card(admin, 'unsent-reports');
    expect(unsentCard).toContain(`Sample set ${report.sampleNum}`);
    expect(unsentCard).toContain('Customer Report Off');
    expect(unsentCard).toContain(`href="/admin/reports/${reportIds[2]}"`);
    expect(unsentCard).toContain(`/api/unsent-reports/${unsent.id}`);
    const pending = card(admin, 'pending-reports');
    // One of its cylinders is untested: the report is still Interim.
    expect(pending).toContain(`Sample set ${report.sampleNum}`);
    expect(pending).toContain('Interim');
    const pickups = card(admin, 'pickups-report');
    expect(pickups).toContain(`Pickup #${report.pickupNumber}`);
    expect(pickups).toContain(`/api/pickups/${report.pickupId}`);
    expect(card(await dashboardPage('customer-service'), 'pickups-report')).not.toContain(`/api/pickups/${report.pickupId}`);
    expect(await dashboardPage('technician')).not.toContain('data-card="unsent-reports"');
  });

  it('counts overdue specimens and completed results per period', async () => {
    const db = statsDb(t);
    const report = await reportOf(reportIds[0]!);
    const specimens = await db.selectFrom('specimens').select('id').where('sampleId', '=', report.sampleId).orderBy('id').execute();
    for (const [index, testDate] of ['2019-03-05', '2019-03-20'].entries()) {
      await db.updateTable('specimens').set({ testDate, specimenStatus: 'Storage' }).where('id', '=', specimens[index]!.id).execute();
    }
    const overdue = async (query: string) =>
      ((await call(t, `/api/stats/overdue-results?${query}`, { token: tokens.admin })).body.overdueResults as Json[]).filter((point) =>
        point.period.startsWith('2019'),
      );
    expect(await overdue('timeIncrement=month&startDate=2019-01-01')).toEqual([{ period: '2019-03', count: 2 }]);
    expect(await overdue('timeIncrement=day&startDate=2019-03-10')).toEqual([{ period: '2019-03-20', count: 1 }]);
    expect(await overdue('timeIncrement=year&startDate=2019-01-01')).toEqual([{ period: '2019', count: 2 }]);
    const completed = await call(t, '/api/stats/completed-results?timeIncrement=month&startDate=2026-10-01', { token: tokens.admin });
    // Six cylinders broken in October; the two of the paused set failed.
    expect((completed.body.completedResults as Json[]).find((point) => point.period === '2026-10')).toEqual({
      period: '2026-10',
      count: 6,
      statuses: { Failed: 2, Passed: 4 },
    });
    const byDefault = await call(t, '/api/stats/completed-results', { token: tokens.admin });
    expect(byDefault.body.timeIncrement).toBe('month');
    expect((await call(t, '/api/stats/overdue-results?timeIncrement=week', { token: tokens.admin })).body.fields).toEqual({
      timeIncrement: 'Choose Day, Month or Year',
    });
    const html = await page('/admin/stats');
    expect(html).toContain('Results by Status, Last Twelve Months');
    expect(html).toContain('Revenue Invoiced per Month');
    // Charts drawn on the server (a month without rows is a zero, so these always draw), each an image with its table beside it.
    for (const title of ['Revenue Invoiced per Month', 'Pickups per Month', 'Sample Sets per Month']) {
      const start = html.indexOf(`aria-label="${title}`);
      const chart = html.slice(start, html.indexOf('</section>', start));
      expect(chart).toMatch(/<svg viewBox="0 0 400 240" width="100%"[^>]*role="img"/);
      expect(chart).toContain('data-chart-table="true"');
    }
  });

  it("shows a customer its open invoices and balance, its reports and its failed results, none of another company's", async () => {
    const html = await dashboardPage('customer', '/customers');
    // 50.10 + 200.25 from March 2031 and the invoice generated above, unpaid; the other company's 999.99 is not its own.
    const generated = await statsDb(t).selectFrom('invoices').select('balance').where('invoiceDate', '<', '2031-01-01').execute();
    const balance = 50.1 + 200.25 + generated.reduce((sum, row) => sum + Number(row.balance), 0);
    expect(html).toContain(`Balance ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(balance)}`);
    expect(html).not.toContain('999.99');
    // The card counts its invoices, as listed: the balance line is not one of them.
    const open = html.slice(
      html.indexOf('data-card="open-invoices"'),
      html.indexOf('</details>', html.indexOf('data-card="open-invoices"')),
    );
    const invoices = open.match(/href="\/customers\/invoices\/\d+"/g)?.length ?? 0;
    expect(invoices).toBeGreaterThan(0);
    expect(open).toContain(`>${invoices}</span>`);
    expect(html).toContain(`href="/customers/reports/${reportIds[2]}"`);
    const failed = html.slice(html.indexOf('data-card="failed-results"'));
    expect(failed.match(/Specimen #/g)?.length).toBeGreaterThanOrEqual(2);
    expect(await dashboardPage('admin')).not.toContain('data-card="open-invoices"');
  });

  it('keeps Stats to the admin', async () => {
    const routes = [
      ...[
        '/api/stats',
        '/api/stats/pickups',
        '/api/stats/samples',
        '/api/stats/test-results',
        '/api/stats/revenue',
        '/api/stats/overdue-results',
        '/api/stats/completed-results',
      ].map((path) => ({
        method: 'GET' as const,
        path,
        allowed: ['admin'] as const,
      })),
      { method: 'GET', path: '/admin/stats', allowed: ['admin'], page: true },
    ] as const;
    expect(await roleOutcomes(t, tokens, routes)).toEqual(expectedOutcomes(routes));
  });
});
