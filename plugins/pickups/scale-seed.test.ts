import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { seedPickupsAtScale } from './scale-command.ts';
import { call, dbOf, pickupsPortal } from './test-support.ts';

describe.each(dialectsUnderTest())('portal pickups seed-scale on %s', (kind) => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await pickupsPortal(kind);
  });
  afterAll(() => t.close());

  it('adds N numbered pickups with 1-4 sample sets of 3-6 specimens each, over three years, about four in five invoiced', async () => {
    const db = dbOf(t);
    const before = Number(
      (
        await db
          .selectFrom('pickups')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await seedPickupsAtScale(t.portal.contextOf('pickups'), 120);
    const after = Number(
      (
        await db
          .selectFrom('pickups')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after - before).toBe(120);

    const { rows } = await sql<{
      sets: number;
      minSpecimens: number;
      maxSpecimens: number;
      wrongNumbers: number;
      span: number;
      invoiced: number;
      wrongFlags: number;
    }>`
      select
        (select max(c) from (select count(*) c from samples group by pickup_id) x)::int as sets,
        (select min(c) from (select count(*) c from specimens group by sample_id) y)::int as min_specimens,
        (select max(c) from (select count(*) c from specimens group by sample_id) y)::int as max_specimens,
        (select count(*) from samples s join pickups p on p.id = s.pickup_id where s.sample_num <> p.pickup_number || '.' || s.n)::int as wrong_numbers,
        (select max(sched_pickup_date) - min(sched_pickup_date) from pickups)::int as span,
        (select count(*) from pickups p join pickup_statuses st on st.id = p.pickup_status_id where st.code = 'invoiced')::int as invoiced,
        (select count(*) from pickups p join pickup_statuses st on st.id = p.pickup_status_id
          where p.invoiced <> (st.code = 'invoiced') or (st.code = 'open') <> (p.receive_date is null))::int as wrong_flags`.execute(db);
    expect(rows[0]).toMatchObject({ wrongNumbers: 0, wrongFlags: 0 });
    expect(rows[0]!.invoiced).toBeGreaterThanOrEqual(72);
    expect(rows[0]!.invoiced).toBeLessThanOrEqual(114);
    expect(rows[0]!.sets).toBeLessThanOrEqual(4);
    expect(rows[0]!.minSpecimens).toBeGreaterThanOrEqual(3);
    expect(rows[0]!.maxSpecimens).toBeLessThanOrEqual(6);
    expect(rows[0]!.span).toBeGreaterThan(365);

    const { token } = await t.signIn('admin@demo.lab');
    const list = await call(t, '/api/pickups?limit=50&sort=schedPickupDate:desc&search=quarry', { token });
    expect(list.status).toBe(200);
    expect((list.body.rows as unknown[]).length).toBeGreaterThan(0);
  });
});
