import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { call, dbOf, demoFacts, pickupJson, pickupsPortal, type Json } from './test-support.ts';

type Facts = Awaited<ReturnType<typeof demoFacts>>;

describe.each(dialectsUnderTest())('the pickups API on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let facts: Facts;

  beforeAll(async () => {
    t = await pickupsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    facts = await demoFacts(t);
  });
  afterAll(() => t.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const answer = await call(t, '/api/pickups', { token: admin, json: pickupJson(facts, overrides) });
    expect(answer.status).toBe(201);
    return answer.body.pickup as Json;
  };

  it('creates a pickup with sample sets, numbered specimens and the default values', async () => {
    const pickup = await create({
      samples: [
        { sampleTypeId: facts.cylinder.id, qty: 3, castDate: '2026-11-20', minPsi: '4000' },
        { sampleTypeId: facts.grout.id, qty: 2, castDate: '2026-11-20', minPsi: 'For Information Only', rate: 99 },
        { sampleTypeId: facts.trip.id, qty: 1 },
      ],
    });
    expect(pickup).toMatchObject({
      caller: 'Ann Caller',
      tripCharge: 25,
      priority: 'Standard',
      PickupStatus: { code: 'open' },
      Customer: { id: facts.customerId },
    });
    const [cylinders, grout, trip] = pickup.samples as Json[];
    expect(cylinders).toMatchObject({
      sampleNum: `${pickup.pickupNumber}.1`,
      qty: 3,
      minPsi: 4000,
      maxPsi: 7000,
      forInformationOnly: false,
    });
    expect(cylinders!.specimens.map((s: Json) => s.specimenNum)).toEqual([1, 2, 3].map((n) => `${pickup.pickupNumber}.1.${n}`));
    expect(cylinders!.specimens[0]).toMatchObject({
      castDate: '2026-11-20',
      testDate: '2026-12-18',
      status: 'Open',
      specimenStatus: 'Storage',
      testTypeId: facts.cylinder.defaultTestTypeId,
    });
    expect(grout).toMatchObject({ minPsi: null, maxPsi: null, forInformationOnly: true, rate: 99 });
    expect(trip).toMatchObject({ SampleType: { nonSpecimen: true }, specimens: [] });
  });

  it("takes the customer's rate before the type's default, unless the rate is overridden", async () => {
    await dbOf(t)
      .insertInto('customerSampleRates')
      .values({ customerId: facts.customerId, sampleTypeId: facts.frp.id, rate: '70.00' })
      .onConflict((oc) => oc.columns(['customerId', 'sampleTypeId']).doUpdateSet({ rate: '70.00' }))
      .execute();
    const pickup = await create({
      samples: [
        { sampleTypeId: facts.frp.id, qty: 1, rate: 90 },
        { sampleTypeId: facts.frp.id, qty: 1, rate: 90, overridePrice: true },
      ],
    });
    expect((pickup.samples as Json[]).map((s) => s.rate)).toEqual([70, 90]);
  });

  it("takes the customer's fuel charge, copies the project address and saves both as one reused location", async () => {
    const pickup = await create({ pickupAddr1: '77 Quarry Rd', pickupCity: 'Clovis', pickupZip: '93611' });
    expect(pickup).toMatchObject({ fuelCharge: true, projectAddr1: '77 Quarry Rd', projectCity: 'Clovis', projectZip: '93611' });
    expect(pickup.savedPickupLocationId).toBeTypeOf('number');
    expect(pickup.savedProjectLocationId).toBe(pickup.savedPickupLocationId);
    const again = await create({ pickupAddr1: '77 QUARRY RD', pickupCity: 'clovis', pickupZip: '93611', fuelCharge: false });
    expect(again).toMatchObject({ fuelCharge: false, savedPickupLocationId: pickup.savedPickupLocationId });
    const dropped = await create({ droppedOff: true, driverId: null, savePickupAddress: false, saveProjectAddress: false });
    expect(dropped).toMatchObject({ droppedOff: true, driverId: null, projectAddr1: null, savedPickupLocationId: null });
  });

  it('gives distinct, increasing numbers to pickups created at once', async () => {
    const sample = { sampleTypeId: facts.cylinder.id, qty: 2, castDate: '2026-11-20' };
    const made = await Promise.all(
      Array.from({ length: 4 }, () => call(t, '/api/pickups', { token: admin, json: pickupJson(facts, { samples: [sample, sample] }) })),
    );
    expect(made.map((m) => m.status)).toEqual([201, 201, 201, 201]);
    const numbers = made.map((m) => (m.body.pickup as Json).pickupNumber as number);
    expect(new Set(numbers).size).toBe(4);
    const sampleNums = made.flatMap((m) => ((m.body.pickup as Json).samples as Json[]).map((s) => s.sampleNum));
    expect(new Set(sampleNums).size).toBe(8);
    const later = await create();
    expect(later.pickupNumber).toBeGreaterThan(Math.max(...numbers));
  });

  it.each([
    [{ customerId: null }, { customerId: 'Please select a customer' }],
    [{ caller: '' }, { caller: 'This field is required' }],
    [{ receivedBy: '' }, { receivedBy: 'This field is required' }],
    [{ receivedBy: 'Pigeon' }, { receivedBy: 'This field is required' }],
    [{ pickupCity: ' ' }, { pickupCity: 'this field is required' }],
    [{ pickupZip: '93A01' }, { pickupZip: 'Enter a valid zip code' }],
    [{ tripCharge: 'lots' }, { tripCharge: 'Invalid charge' }],
    [{ schedPickupDate: '11/24/2026' }, { schedPickupDate: 'Invalid Date Format' }],
    [{ schedPickupDate: '2026-02-30' }, { schedPickupDate: 'Invalid Date Format' }],
    [{ schedPickupDate: '' }, { schedPickupDate: 'This field is required' }],
    [{ driverId: null }, { driverId: 'Please select a driver' }],
    [{ arrivalTime: '08:03' }, { arrivalTime: 'Enter a time in 5-minute steps (HH:mm)' }],
    [{ samples: [{ sampleTypeId: 1, qty: 'two' }] }, { 'samples.0.qty': 'Invalid number' }],
    [{ samples: [{ sampleTypeId: 1, qty: -1 }] }, { 'samples.0.qty': 'Value must be positive' }],
    [{ samples: [{ sampleTypeId: 1, rate: -5 }] }, { 'samples.0.rate': 'Value must be positive' }],
    [{ samples: [{ sampleTypeId: 1, rate: 'ten' }] }, { 'samples.0.rate': 'Invalid number' }],
    [{ samples: [{ sampleTypeId: 1, minPsi: 'strong' }] }, { 'samples.0.minPsi': 'Invalid number' }],
    [{ samples: [{ sampleTypeId: 1, castDate: '2026-13-01' }] }, { 'samples.0.castDate': 'Invalid Date Format' }],
    [{ samples: [{ qty: 1 }] }, { 'samples.0.sampleTypeId': 'This field is required' }],
  ])('answers 400 to %j with the spec message', async (overrides, fields) => {
    const answer = await call(t, '/api/pickups', { token: admin, json: pickupJson(facts, overrides) });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject(fields);
  });

  it('names the missing driver together with the other missing fields', async () => {
    const answer = await call(t, '/api/pickups', { token: admin, json: { samples: [] } });
    expect(answer.body.fields).toMatchObject({
      customerId: 'Please select a customer',
      caller: 'This field is required',
      pickupCity: 'this field is required',
      driverId: 'Please select a driver',
    });
  });

  it('answers 400 to a customer or driver that does not exist', async () => {
    expect((await call(t, '/api/pickups', { token: admin, json: pickupJson(facts, { customerId: 999999 }) })).body.fields).toEqual({
      customerId: 'Please select a customer',
    });
    expect((await call(t, '/api/pickups', { token: admin, json: pickupJson(facts, { driverId: 999999 }) })).body.fields).toEqual({
      driverId: 'Please select a driver',
    });
  });

  it('reads, lists with search and sort, changes with changesInvoice, and deletes', async () => {
    const pickup = await create({ caller: 'Zebulon Unique' });
    const read = await call(t, `/api/pickups/${pickup.id}`, { token: admin });
    expect(read.body.pickup).toMatchObject({ id: pickup.id, SubPickups: [], samples: [] });

    const list = await call(t, '/api/pickups?search=zebulon&sort=pickupNumber:desc', { token: admin });
    expect(list.body).toMatchObject({
      status: 'ok',
      count: 1,
      rows: [{ id: pickup.id, caller: 'Zebulon Unique', status: 'Open', companyName: expect.any(String) }],
    });
    const byNumber = await call(t, `/api/pickups?search=${pickup.pickupNumber}`, { token: admin });
    expect((byNumber.body.rows as Json[]).map((r) => r.id)).toContain(pickup.id);
    // The customer's name is searched in the customers table, then matched through customer_id.
    const companyName = String((list.body.rows as Json[])[0]!.companyName);
    const byCustomerName = await call(t, `/api/pickups?search=${encodeURIComponent(`${companyName} zebulon`)}`, { token: admin });
    expect((byCustomerName.body.rows as Json[]).map((r) => r.id)).toEqual([pickup.id]);
    // Ids are for filters; the list sorts by the names they stand for.
    expect((await call(t, '/api/pickups?sort=customerId:asc', { token: admin })).status).toBe(400);

    const quiet = await call(t, `/api/pickups/${pickup.id}`, {
      token: admin,
      method: 'PUT',
      json: pickupJson(facts, { caller: 'Someone Else' }),
    });
    expect(quiet.body).toMatchObject({
      status: 'ok',
      changesInvoice: false,
      pickup: { caller: 'Someone Else' },
      message: 'Your pickup was saved',
    });
    const moved = await call(t, `/api/pickups/${pickup.id}?updateInvoice=true`, {
      token: admin,
      method: 'PUT',
      json: pickupJson(facts, { caller: 'Someone Else', tripCharge: 40 }),
    });
    expect(moved.body).toMatchObject({ changesInvoice: true, pickup: { tripCharge: 40, changesInvoice: true } });

    const deleted = await call(t, `/api/pickups/${pickup.id}`, { token: admin, method: 'DELETE' });
    expect(deleted).toEqual({ status: 200, body: { status: 'ok', message: 'Pickup has been deleted' } });
    expect((await call(t, `/api/pickups/${pickup.id}`, { token: admin })).status).toBe(404);
  });

  it('adds, changes and removes sample sets on PUT, numbering new ones after the highest kept', async () => {
    const pickup = await create({
      samples: [
        { sampleTypeId: facts.cylinder.id, qty: 1 },
        { sampleTypeId: facts.cylinder.id, qty: 1 },
      ],
    });
    const [, second] = pickup.samples as Json[];
    const answer = await call(t, `/api/pickups/${pickup.id}`, {
      token: admin,
      method: 'PUT',
      json: pickupJson(facts, {
        samples: [
          { ...second, minPsi: 3000, maxPsi: null },
          { sampleTypeId: facts.grout.id, qty: 1 },
        ],
      }),
    });
    expect(answer.body.changesInvoice).toBe(true);
    const samples = (answer.body.pickup as Json).samples as Json[];
    expect(samples.map((s) => s.sampleNum)).toEqual([`${pickup.pickupNumber}.2`, `${pickup.pickupNumber}.3`]);
    expect(samples[0]).toMatchObject({ minPsi: 3000, maxPsi: 5250 });
  });

  it('answers the statuses as data and the filter options', async () => {
    const statuses = await call(t, '/api/pickups/statuses', { token: admin });
    expect((statuses.body.statuses as Json[]).map((s) => s.code)).toEqual([
      'requested',
      'open',
      'received',
      'invoiced',
      'declined',
      'cancelled',
    ]);
    const options = await call(t, '/api/pickups/filterOptions', { token: admin });
    expect(options.body).toMatchObject({
      priorities: ['Standard', 'Priority', 'Urgent(IM)'],
      drivers: expect.arrayContaining([expect.objectContaining({ id: facts.driverId })]),
    });
    expect(Object.keys(options.body).sort()).toEqual(['drivers', 'inspectors', 'priorities', 'status', 'statuses']);
  });

  it('changes a specimen, and answers a sample set with its specimens', async () => {
    const pickup = await create({ samples: [{ sampleTypeId: facts.cylinder.id, qty: 1, castDate: '2026-11-20' }] });
    const sample = (pickup.samples as Json[])[0]!;
    const specimen = sample.specimens[0];
    const changed = await call(t, `/api/specimens/${specimen.id}`, {
      token: admin,
      method: 'PUT',
      json: { status: 'Failed', specimenStatus: 'Tested', testTypeId: facts.sevenDay.id, testDate: '2026-11-27' },
    });
    expect(changed.body.specimen).toMatchObject({
      status: 'Failed',
      specimenStatus: 'Tested',
      testTypeId: facts.sevenDay.id,
      testDate: '2026-11-27',
    });
    const bad = await call(t, `/api/specimens/${specimen.id}`, {
      token: admin,
      method: 'PUT',
      json: { status: 'Broken', specimenStatus: '', testTypeId: '', castDate: 'soon' },
    });
    expect(bad.body.fields).toEqual({
      status: 'This field is required',
      specimenStatus: 'This field is required',
      testTypeId: 'This field is required',
      castDate: 'Invalid Date Format',
    });
    const read = await call(t, `/api/pickups/samples/${sample.id}`, { token: admin });
    expect(read.body.sample).toMatchObject({
      id: sample.id,
      SampleType: { id: facts.cylinder.id },
      specimens: [{ id: specimen.id, status: 'Failed' }],
    });
  });

  it('keeps the history of the pickup, its sample sets and specimens, with who made each change', async () => {
    const pickup = await create({ samples: [{ sampleTypeId: facts.cylinder.id, qty: 1, castDate: '2026-11-20' }] });
    const specimen = (pickup.samples as Json[])[0]!.specimens[0];
    await call(t, `/api/specimens/${specimen.id}`, {
      token: admin,
      method: 'PUT',
      json: { status: 'Hold', specimenStatus: 'Storage', testTypeId: facts.hold.id },
    });
    const { body } = await call(t, `/api/pickups/history/${pickup.id}`, { token: admin });
    const history = body.history as Json[];
    expect(history.map((h) => `${h.entity} ${h.action}`)).toEqual(['sample create', 'specimen create', 'pickup create', 'specimen update']);
    expect(history[3]).toMatchObject({
      user: expect.stringMatching(/\w/),
      changes: expect.arrayContaining([{ field: 'status', before: 'Open', after: 'Hold' }]),
    });
  });
});
