import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toDisplayDate } from '../../shared/dates.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { BREAKS_MESSAGE } from './messages.ts';
import { breaksPortal, call, dbOf, receivedCylinders, type Json } from './test-support.ts';

/** Issue 27: a held specimen is out of the due list until the Schedule action gives it a test type and date. */
describe.each(dialectsUnderTest())('held specimens and the Schedule action on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let tech: string;
  let ids: Record<string, number>;
  let sixByTwelve: number;

  beforeAll(async () => {
    t = await breaksPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    tech = (await t.signIn('tech@demo.lab')).token;
    const types = await dbOf(t).selectFrom('testTypes').select(['id', 'description']).execute();
    ids = Object.fromEntries(types.map((type) => [type.description, type.id]));
    sixByTwelve = (
      await dbOf(t).selectFrom('sampleTypes').select('id').where('description', '=', 'Concrete Cylinder 6x12').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const dueList = async (pickupNumber: number) => {
    const search = encodeURIComponent(String(pickupNumber));
    const conditions = encodeURIComponent(JSON.stringify({ tested: false, scheduled: true }));
    const { body } = await call<Json>(t, `/api/break-report?search=${search}&conditions=${conditions}&sort=specimenNum:asc`, {
      token: tech,
    });
    return (body.rows as Json[]).map((row) => row.id as number);
  };
  const schedule = (id: number, json: unknown) => call<Json>(t, `/api/break-report/schedule/${id}`, { token: tech, method: 'POST', json });

  it('keeps the Hold specimen of a 1 × 7, 2 × 28, 1 × Hold set out of the due list until it is scheduled at 28 days', async () => {
    const set = await receivedCylinders(t, admin, { qty: 4, sampleTypeId: sixByTwelve });
    const held = set.specimenIds[3]!;
    expect(await dueList(set.pickup.pickupNumber)).toEqual(set.specimenIds.slice(0, 3));
    const answer = await schedule(held, { testTypeId: ids['28 Day'] });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(BREAKS_MESSAGE.scheduled);
    const specimen = await dbOf(t)
      .selectFrom('specimens')
      .select(['testTypeId', 'testDate'])
      .where('id', '=', held)
      .executeTakeFirstOrThrow();
    // Cast 28 days ago: the 28-day break is due today.
    expect(specimen).toEqual({ testTypeId: ids['28 Day'], testDate: addDays(set.castDate, 28) });
    expect(await dueList(set.pickup.pickupNumber)).toEqual(set.specimenIds);
  });

  it("offers the Schedule action on a held specimen's break form, with the test types it can be broken at", async () => {
    const set = await receivedCylinders(t, admin, { qty: 4, sampleTypeId: sixByTwelve });
    const page = async (id: number) =>
      (await t.request(`/admin/break-report/${id}`, { token: tech, headers: { accept: 'text/html' } })).text();
    const held = await page(set.specimenIds[3]!);
    expect(held).toContain('This specimen is held: it is not due until it is scheduled.');
    expect(held).toContain('>28 Day</option>');
    expect(held).not.toContain('>Hold</option>');
    expect(await page(set.specimenIds[0])).not.toContain('This specimen is held');
  });

  it('takes a date typed, refuses a holding type, a date before casting, and a specimen that is already scheduled', async () => {
    const set = await receivedCylinders(t, admin, { qty: 4, sampleTypeId: sixByTwelve });
    const held = set.specimenIds[3]!;
    const holding = await schedule(held, { testTypeId: ids.Hold });
    expect(holding.status).toBe(400);
    expect(holding.body.fields).toEqual({ testTypeId: BREAKS_MESSAGE.heldType });
    const early = await schedule(held, { testTypeId: ids['56 Day'], testDate: addDays(set.castDate, -1) });
    expect(early.body.fields).toEqual({ testDate: `The test date cannot be before the cast date (${toDisplayDate(set.castDate)})` });
    const typed = await schedule(held, { testTypeId: ids['56 Day'], testDate: toDisplayDate(addDays(set.castDate, 60)) });
    expect(typed.status).toBe(200);
    const specimen = await dbOf(t).selectFrom('specimens').select(['testDate']).where('id', '=', held).executeTakeFirstOrThrow();
    expect(specimen.testDate).toBe(addDays(set.castDate, 60));
    const again = await schedule(set.specimenIds[0], { testTypeId: ids['28 Day'] });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe(BREAKS_MESSAGE.notHeld);
  });
});
