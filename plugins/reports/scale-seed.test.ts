import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { seedPickupsAtScale } from '../pickups/test-support.ts';
import { call, reportsDb, reportsPortal, type Json } from './test-support.ts';

interface ScaleReports {
  pickups: number;
  reportedPickups: number;
  reports: number;
  setsOfReportedPickups: number;
  unreceived: number;
  wrongCopies: number;
  finalized: number;
  complete: number;
  incomplete: number;
  undatedFinalized: number;
  datedOpen: number;
  wrongTypes: number;
}

/** What the scale run made of reports' records for the pickups after `after`. */
async function scaleReports(t: TestPortal, after: number): Promise<ScaleReports> {
  const { rows } = await sql<ScaleReports>`
    with scale as (select * from pickups where id > ${after}),
    made as (select r.* from reports r join scale on scale.id = r.pickup_id)
    select
      (select count(*) from scale)::int as pickups,
      (select count(distinct pickup_id) from made)::int as reported_pickups,
      (select count(*) from made)::int as reports,
      (select count(*) from samples s where s.pickup_id in (select pickup_id from made))::int as sets_of_reported_pickups,
      (select count(*) from made join scale on scale.id = made.pickup_id where scale.receive_date is null)::int as unreceived,
      (select count(*) from made join scale on scale.id = made.pickup_id join samples s on s.id = made.sample_id
        where made.sample_num <> s.sample_num or made.cast_date <> s.cast_date or made.pickup_number <> scale.pickup_number
          or made.customer_id <> scale.customer_id or made.project_address <> scale.project_addr1 || ', ' || scale.project_city)::int
        as wrong_copies,
      (select count(*) from made where finalized)::int as finalized,
      (select count(*) from made where not finalized and report_info_complete)::int as complete,
      (select count(*) from made where not report_info_complete)::int as incomplete,
      (select count(*) from made where finalized and (report_date is null or finalized_at is null or finalized_by is null))::int
        as undated_finalized,
      (select count(*) from made where not finalized and report_date is not null)::int as dated_open,
      (select count(*) from made join samples s on s.id = made.sample_id join sample_types st on st.id = s.sample_type_id
        where made.type <> st.description or made.template is distinct from st.default_report_template)::int as wrong_types`.execute(
    reportsDb(t),
  );
  return rows[0]!;
}

const lastPickupId = async (t: TestPortal) =>
  (await sql<{ id: number | null }>`select max(id) as id from pickups`.execute(reportsDb(t))).rows[0]!.id ?? 0;

describe.each(dialectsUnderTest())('portal pickups seed-scale with reports on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  /** The last pickup before the first run's. */
  let before: number;
  beforeAll(async () => {
    t = await reportsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterAll(() => t.close());

  it('makes a report per sample set of three in five scale pickups, most of the older ones finalized', async () => {
    before = await lastPickupId(t);
    await seedPickupsAtScale(t.portal.contextOf('pickups'), 100);
    const made = await scaleReports(t, before);
    expect(made).toMatchObject({ pickups: 100, unreceived: 0, wrongCopies: 0, undatedFinalized: 0, datedOpen: 0, wrongTypes: 0 });
    expect(made.reports).toBe(made.setsOfReportedPickups);
    expect(made.reportedPickups).toBeGreaterThanOrEqual(55);
    expect(made.reportedPickups).toBeLessThanOrEqual(61);
    expect(made.finalized).toBeGreaterThan(made.reports / 2);
    expect(made.complete + made.incomplete).toBeGreaterThan(0);
  });

  it('answers the scale reports on the reports list and a report page', async () => {
    const list = await call(t, '/api/reports?limit=50&sort=id:desc', { token: admin });
    expect(list.status).toBe(200);
    const rows = list.body.rows as Json[];
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => row.pickupId > before && typeof row.companyName === 'string')).toBe(true);
    const finalized = rows.find((row) => row.status === 'Finalized');
    const open = rows.find((row) => row.status !== 'Finalized');
    for (const row of [finalized, open]) {
      expect(row).toBeDefined();
      const page = await call(t, `/api/reports/${row!.id}`, { token: admin });
      expect(page.status).toBe(200);
      expect(page.body.report).toMatchObject({ id: row!.id, sampleNum: row!.sampleNum, status: row!.status });
    }
  });

  it('adds more on a second run, beside the first', async () => {
    const first = await scaleReports(t, 0);
    const second = await lastPickupId(t);
    await seedPickupsAtScale(t.portal.contextOf('pickups'), 30);
    const added = await scaleReports(t, second);
    expect(added).toMatchObject({ pickups: 30, wrongCopies: 0 });
    expect(added.reports).toBeGreaterThan(0);
    expect((await scaleReports(t, 0)).reports).toBe(first.reports + added.reports);
  });
});
