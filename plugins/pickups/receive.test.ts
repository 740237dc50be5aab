import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, labToday } from '../../shared/dates.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { call, dbOf, demoFacts, pickupJson, pickupsPortal, type Json } from './test-support.ts';

type Facts = Awaited<ReturnType<typeof demoFacts>>;

describe.each(dialectsUnderTest())('receiving and the status rules on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let facts: Facts;
  let statuses: Record<string, number>;

  beforeAll(async () => {
    t = await pickupsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    facts = await demoFacts(t);
    const rows = (await call(t, '/api/pickups/statuses', { token: admin })).body.statuses as Json[];
    statuses = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  });
  afterAll(() => t.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const answer = await call(t, '/api/pickups', { token: admin, json: pickupJson(facts, overrides) });
    expect(answer.status).toBe(201);
    return answer.body.pickup as Json;
  };
  const cylinders = (qty: number) => ({ sampleTypeId: facts.cylinder.id, qty, castDate: '2026-11-20' });
  const put = (pickup: Json, overrides: Record<string, unknown>) =>
    call(t, `/api/pickups/${pickup.id}`, {
      token: admin,
      method: 'PUT',
      json: pickupJson(facts, { samples: pickup.samples, ...overrides }),
    });
  const receive = (pickup: Json, samples: Array<{ id: number; actualQty: number }>) =>
    call(t, `/api/pickups/receive/${pickup.id}`, { token: admin, method: 'PUT', json: { samples } });

  it('receives everything in one go: actual quantities, status, dates; a second receive is refused', async () => {
    const pickup = await create({ samples: [cylinders(2), { sampleTypeId: facts.trip.id, qty: 1 }] });
    const answer = await receive(pickup, [{ id: pickup.samples[0].id, actualQty: 2 }]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'Pickup has been received',
      pickup: {
        PickupStatus: { code: 'received' },
        SubPickups: [],
        actualPickupDate: '2026-11-24',
        receiveDate: labToday(t.config.labTimeZone),
      },
    });
    expect((answer.body.pickup as Json).samples[0].actualQty).toBe(2);
    const again = await receive(pickup, [{ id: pickup.samples[0].id, actualQty: 2 }]);
    expect(again).toEqual({ status: 409, body: { status: 'error', error: 'This pickup has already been received' } });
  });

  it('moves what did not arrive to a new sub-pickup, renumbered under it', async () => {
    const pickup = await create({ instructions: 'Gate code 1234', samples: [cylinders(4), cylinders(2)] });
    const [four, two] = pickup.samples as Json[];
    const answer = await receive(pickup, [
      { id: four!.id, actualQty: 1 },
      { id: two!.id, actualQty: 2 },
    ]);
    expect(answer.status).toBe(200);
    const received = answer.body.pickup as Json;
    expect(received.samples[0].specimens.map((s: Json) => s.specimenNum)).toEqual([`${four!.sampleNum}.1`]);
    expect(received.SubPickups).toHaveLength(1);
    const sub = (await call(t, `/api/pickups/${received.SubPickups[0].id}`, { token: admin })).body.pickup as Json;
    expect(sub).toMatchObject({
      parentPickupId: pickup.id,
      customerId: facts.customerId,
      instructions: 'Gate code 1234',
      pickupAddr1: '12 Main St',
      PickupStatus: { code: 'open' },
    });
    expect(sub.pickupNumber).toBeGreaterThan(pickup.pickupNumber);
    expect(sub.samples).toHaveLength(1);
    expect(sub.samples[0]).toMatchObject({ sampleNum: `${sub.pickupNumber}.1`, qty: 3, actualQty: null });
    expect(sub.samples[0].specimens.map((s: Json) => s.id)).toEqual(four!.specimens.slice(1).map((s: Json) => s.id));
    expect(sub.samples[0].specimens.map((s: Json) => s.specimenNum)).toEqual([1, 2, 3].map((n) => `${sub.pickupNumber}.1.${n}`));
  });

  it('refuses a sample set without a sample type, and changes nothing', async () => {
    const pickup = await create({ samples: [cylinders(2)] });
    await dbOf(t).updateTable('samples').set({ sampleTypeId: null }).where('id', '=', pickup.samples[0].id).execute();
    const answer = await receive(pickup, [{ id: pickup.samples[0].id, actualQty: 1 }]);
    expect(answer).toEqual({
      status: 422,
      body: {
        status: 'error',
        error:
          'Unable to receive pickups. One or more sample sets are missing a valid Sample Type. Please correct this before receiving the samples.',
      },
    });
    const after = (await call(t, `/api/pickups/${pickup.id}`, { token: admin })).body.pickup as Json;
    expect(after).toMatchObject({ PickupStatus: { code: 'open' }, SubPickups: [] });
  });

  it("refuses a receive date after today (the lab's) on its field, and changes nothing", async () => {
    const tomorrow = addDays(labToday(t.config.labTimeZone), 1);
    const pickup = await create({ receiveDate: tomorrow, samples: [cylinders(2)] });
    const answer = await receive(pickup, [{ id: pickup.samples[0].id, actualQty: 1 }]);
    expect(answer).toEqual({
      status: 400,
      body: {
        status: 'error',
        error: 'The receive date cannot be after today',
        fields: { receiveDate: 'The receive date cannot be after today' },
      },
    });
    const after = (await call(t, `/api/pickups/${pickup.id}`, { token: admin })).body.pickup as Json;
    expect(after).toMatchObject({ PickupStatus: { code: 'open' }, SubPickups: [], receiveDate: tomorrow });
    expect((after.samples as Json[])[0]!.actualQty).toBeNull();
  });

  it('refuses receiving more than ordered', async () => {
    const pickup = await create({ samples: [cylinders(2)] });
    expect((await receive(pickup, [{ id: pickup.samples[0].id, actualQty: 3 }])).status).toBe(422);
  });

  it('answers the four status warnings with level warning', async () => {
    const empty = await create();
    const noSet = await put(empty, { pickupStatusId: statuses.received });
    expect(noSet).toEqual({
      status: 422,
      body: { status: 'error', error: "Pickup can't be received without a sample set", level: 'warning' },
    });
    expect((await receive(empty, [])).body).toMatchObject({ error: "Pickup can't be received without a sample set", level: 'warning' });

    const undated = await create({ samples: [{ sampleTypeId: facts.cylinder.id, qty: 1 }] });
    expect((await put(undated, { pickupStatusId: statuses.received })).body).toMatchObject({
      error: "Pickup can't be received because a test date has been left off",
      level: 'warning',
    });
    const held = await create({ samples: [{ sampleTypeId: facts.cylinder.id, qty: 1, specimens: [{ testTypeId: facts.hold.id }] }] });
    expect((await put(held, { pickupStatusId: statuses.received })).body).toMatchObject({
      status: 'ok',
      pickup: { PickupStatus: { code: 'received' } },
    });

    const open = await create({ samples: [cylinders(1)] });
    expect((await put(open, { pickupStatusId: statuses.invoiced })).body).toMatchObject({
      error: 'You cannot manually change the pickup status to invoiced',
      level: 'warning',
    });
    await dbOf(t).updateTable('pickups').set({ pickupStatusId: statuses.invoiced!, invoiced: true }).where('id', '=', open.id).execute();
    expect((await put(open, { pickupStatusId: statuses.open })).body).toMatchObject({
      error: 'You cannot manually change the pickup status after it has been invoiced',
      level: 'warning',
    });
    expect((await call(t, `/api/pickups/${open.id}`, { token: admin, method: 'DELETE' })).status).toBe(422);
  });

  it('re-opens a received pickup, and refuses to delete it while received', async () => {
    const pickup = await create({ samples: [cylinders(1)] });
    await receive(pickup, []);
    expect((await call(t, `/api/pickups/${pickup.id}`, { token: admin, method: 'DELETE' })).body).toEqual({
      status: 'error',
      error: 'A pickup cannot be deleted once it has been received or invoiced',
    });
    const reopened = await put(pickup, { pickupStatusId: statuses.open, samples: undefined });
    expect(reopened.body).toMatchObject({ pickup: { PickupStatus: { code: 'open' } } });
  });
});
