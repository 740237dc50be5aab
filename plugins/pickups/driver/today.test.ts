import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labToday } from '../../../shared/dates.ts';
import { dialectsUnderTest } from '../../../testing/databases.ts';
import type { TestPortal } from '../../../testing/portal.ts';
import { call, dbOf, demoFacts, pickupJson, pickupsPortal, type Json } from '../test-support.ts';

describe.each(dialectsUnderTest())("the driver's day on %s", (kind) => {
  let t: TestPortal;
  let admin: string;
  let driver: string;
  let stops: Json[];
  // A day of its own, so the demo's stops of today do not mix in.
  const day = '2031-05-06';

  beforeAll(async () => {
    t = await pickupsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    driver = (await t.signIn('driver@demo.lab')).token;
    const facts = await demoFacts(t);
    stops = [];
    for (const [index, overrides] of [
      { pickupAddr1: '1 First Stop', priority: 'Urgent(IM)', crossStreet: '#4411', mapPage: '33-B', callerPhone: undefined },
      { pickupAddr1: '2 Second Stop', instructions: 'Ring the trailer bell' },
      { pickupAddr1: '3 Third Stop', samples: [{ sampleTypeId: facts.cylinder.id, qty: 4, castDate: '2031-05-05' }] },
    ].entries()) {
      const answer = await call(t, '/api/pickups', {
        token: admin,
        json: pickupJson(facts, { schedPickupDate: day, stopNum: index + 1, ...overrides }),
      });
      stops.push(answer.body.pickup as Json);
    }
    await dbOf(t).updateTable('pickups').set({ callerPhone: '(559) 555-0100' }).where('id', '=', stops[0]!.id).execute();
  });
  afterAll(() => t.close());

  const order = async () =>
    (await dbOf(t).selectFrom('pickups').select(['id', 'stopNum']).where('schedPickupDate', '=', day).orderBy('stopNum').execute()).map(
      (row) => row.id,
    );

  it('saves a stop moved up or down, numbering the day again', async () => {
    const [first, second, third] = stops.map((stop) => stop.id as number);
    const moved = await call(t, `/api/pickups/stops/${third}/up`, { token: driver, json: {} });
    expect(moved.status).toBe(200);
    expect(await order()).toEqual([first, third, second]);
    await call(t, `/api/pickups/stops/${first}/down`, { token: driver, json: {} });
    expect(await order()).toEqual([third, first, second]);
    const history = await call(t, `/api/pickups/history/${first}`, { token: admin });
    expect(JSON.stringify(history.body.history)).toContain('stopNum');
  });

  it("refuses a driver another driver's stop", async () => {
    const other = await dbOf(t)
      .insertInto('users')
      .values({ email: 'other.driver@demo.lab', firstName: 'Other', lastName: 'Driver', role: 'driver' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await dbOf(t).updateTable('pickups').set({ driverId: other.id }).where('id', '=', stops[1]!.id).execute();
    const refused = await call(t, `/api/pickups/stops/${stops[1]!.id}/up`, { token: driver, json: {} });
    expect(refused.status).toBe(403);
  });

  it('shows each stop with its address, gate code, map page, priority, caller, instructions, sets and phone links', async () => {
    const today = labToday(t.config.labTimeZone);
    await dbOf(t).updateTable('pickups').set({ schedPickupDate: today }).where('schedPickupDate', '=', day).execute();
    const response = await t.request('/admin/pickups/today', { token: driver, headers: { accept: 'text/html' } });
    const html = await response.text();
    const first = html.slice(html.indexOf(`data-stop="${stops[0]!.pickupNumber}"`));
    expect(first).toContain('Urgent(IM)');
    expect(first).toContain('Gate Code: #4411');
    expect(first).toContain('Map Page: 33-B');
    expect(first).toContain('href="geo:0,0?q=1%20First%20Stop%2C%20Fresno%2C%20CA%2093701"');
    expect(first).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=1%20First%20Stop');
    expect(first).toContain('href="tel:5595550100"');
    // The second stop went to another driver above: the office sees every driver's day.
    const office = await (await t.request('/admin/pickups/today', { token: admin, headers: { accept: 'text/html' } })).text();
    expect(office).toContain('Instructions: Ring the trailer bell');
    expect(html).not.toContain('Instructions: Ring the trailer bell');
    expect(html).toContain('4 × Concrete Cylinder 4x8');
    expect(html).toContain('data-island="core.ActionButton"');
    await dbOf(t)
      .updateTable('pickups')
      .set({ schedPickupDate: day })
      .where('schedPickupDate', '=', today)
      .where(
        'id',
        'in',
        stops.map((stop) => stop.id as number),
      )
      .execute();
  });
});
