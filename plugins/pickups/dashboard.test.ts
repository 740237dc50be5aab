import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, labToday } from '../../shared/dates.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { signInEveryRole } from '../../testing/role-matrix.ts';
import type { Role } from '../../core/roles.ts';
import { statusByCode } from './pickups.repository.ts';
import { call, dbOf, demoFacts, pickupJson, pickupsPortal, type Json } from './test-support.ts';

describe.each(dialectsUnderTest())("pickups' dashboard cards on %s", (kind) => {
  let t: TestPortal;
  let tokens: Record<Role, string>;
  let today: string;
  let base: Record<string, unknown>;
  let mine: Json;
  let received: Json;

  const stats = async (role: Role) =>
    (await call(t, '/api/dashboard-stats', { token: tokens[role] })).body.stats as Record<string, unknown>;
  const page = async (role: Role) =>
    (await t.request(role === 'customer' ? '/customers' : '/admin', { token: tokens[role], headers: { accept: 'text/html' } })).text();

  beforeAll(async () => {
    t = await pickupsPortal(kind);
    tokens = await signInEveryRole(t);
    today = labToday(t.config.labTimeZone);
    base = await stats('admin');
    const facts = await demoFacts(t);
    const db = dbOf(t);
    const make = async (overrides: Record<string, unknown>) =>
      (await call(t, '/api/pickups', { token: tokens.admin, json: pickupJson(facts, { schedPickupDate: today, ...overrides }) })).body
        .pickup as Json;
    mine = await make({
      pickupAddr1: '77 Driver Lane',
      samples: [{ sampleTypeId: facts.cylinder.id, qty: 3, castDate: addDays(today, -7) }],
    });
    received = await make({ pickupAddr1: '5 Office Row', priority: 'Urgent(IM)' });
    const receivedId = (await statusByCode(db, 'received')).id;
    await db.updateTable('pickups').set({ pickupStatusId: receivedId, driverId: null }).where('id', '=', received.id).execute();
    const [late, due, done] = mine.samples[0].specimens as [Json, Json, Json];
    await db
      .updateTable('specimens')
      .set({ testDate: addDays(today, -2), status: 'Open' })
      .where('id', '=', late.id)
      .execute();
    await db.updateTable('specimens').set({ testDate: today, status: 'Open' }).where('id', '=', due.id).execute();
    await db
      .updateTable('specimens')
      .set({ testDate: today, status: 'Passed', specimenStatus: 'Tested' })
      .where('id', '=', done.id)
      .execute();
  });
  afterAll(() => t.close());

  it('counts today: two pickups with one remaining, one overdue, one awaiting and one tested specimen', async () => {
    const now = await stats('admin');
    expect(now.pickupsToday).toEqual({
      total: (base.pickupsToday as Json).total + 2,
      remaining: (base.pickupsToday as Json).remaining + 1,
    });
    expect(now.samplesToday).toEqual({
      overdue: (base.samplesToday as Json).overdue + 1,
      awaitingTesting: (base.samplesToday as Json).awaitingTesting + 1,
      tested: (base.samplesToday as Json).tested + 1,
    });
    expect(now.pickups).toBe((base.pickups as number) + 1);
    expect(now.samples).toBe((base.samples as number) + 2);
  });

  it('gives each role its keys: the office all, a technician the testing ones, a driver its own stops, a customer none', async () => {
    expect(Object.keys(await stats('customer-service')).sort()).toEqual([
      'pickups',
      'pickupsToday',
      'requestedPickups',
      'samples',
      'samplesToday',
    ]);
    expect(Object.keys(await stats('technician')).sort()).toEqual(['samples', 'samplesToday']);
    // The simple variant: the driver's own stops today and no other number.
    expect(Object.keys(await stats('driver'))).toEqual(['todaysStops']);
    expect(await stats('customer')).toEqual({});
  });

  it("shows a driver only Today's Pickups, with its own stops", async () => {
    const html = await page('driver');
    expect(html).toContain('Today&#x27;s Pickups');
    expect(html).toContain('77 Driver Lane');
    expect(html).not.toContain('5 Office Row');
    expect(html).not.toContain('Overdue Specimens');
    expect(html).not.toContain('Samples Today');
  });

  it("counts what is left of a driver's stops once one is picked up", async () => {
    const before = (await stats('driver')).todaysStops as Json;
    const current = (await call(t, `/api/pickups/${mine.id}`, { token: tokens.driver })).body.pickup as Json;
    const saved = await call(t, `/api/pickups/${mine.id}`, {
      token: tokens.driver,
      method: 'PUT',
      json: { actualPickupDate: today, version: current.version },
    });
    expect(saved.status).toBe(200);
    expect((await stats('driver')).todaysStops).toEqual({ total: before.total, remaining: before.remaining - 1 });
  });

  it('shows a technician its testing cards and the admin everything', async () => {
    const tech = await page('technician');
    expect(tech).toContain('Overdue Specimens');
    expect(tech).toContain(`Specimen #${(mine.samples[0].specimens as [Json])[0].specimenNum}`);
    expect(tech).not.toContain('Today&#x27;s Pickups');
    const admin = await page('admin');
    for (const text of [
      'Pickups Today',
      'Remaining',
      'Samples Today',
      'Awaiting Testing',
      'Overdue Specimens',
      '5 Office Row',
      'Urgent(IM)',
    ]) {
      expect(admin).toContain(text);
    }
  });

  it("shows a customer its own upcoming pickups and no other company's", async () => {
    const html = await page('customer');
    expect(html).toContain('Upcoming Pickups');
    expect(html).toContain(`href="/customers/pickups/${mine.id}"`);
    expect(html).not.toContain('Pickups Today');
  });

  it('lists under Upcoming Pickups only pickups not yet received, and counts what it lists', async () => {
    const html = await page('customer');
    const upcoming = html.slice(
      html.indexOf('data-card="upcoming-pickups"'),
      html.indexOf('</details>', html.indexOf('data-card="upcoming-pickups"')),
    );
    expect(upcoming).toContain(`href="/customers/pickups/${mine.id}"`);
    expect(upcoming).not.toContain(`href="/customers/pickups/${received.id}"`);
    const listed = upcoming.match(/<li /g)?.length ?? 0;
    expect(upcoming).toContain(`>${listed}</span>`);
  });
});
