import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { call, demoFacts, pickupJson, pickupsPortal } from './test-support.ts';

type Json = Record<string, unknown>;

describe.each(dialectsUnderTest())("a customer's view of its own pickup on %s", (kind) => {
  let t: TestPortal;
  let pickup: Json;
  let customer: string;

  beforeAll(async () => {
    t = await pickupsPortal(kind);
    const facts = await demoFacts(t);
    const admin = (await t.signIn('admin@demo.lab')).token;
    const created = await call(t, '/api/pickups', {
      token: admin,
      json: pickupJson(facts, {
        driverNotes: 'Gate code 4411, dog in the yard',
        odomStart: 12_000,
        odomFinish: 12_040,
        stopNum: 3,
        samples: [{ sampleTypeId: facts.cylinder.id, qty: 2, minPsi: 4000, rate: 35 }],
      }),
    });
    pickup = created.body.pickup as Json;
    customer = (await t.signIn('customer@demo.lab')).token;
  });
  afterAll(() => t.close());

  it('answers what the customer screen shows, and nothing of the road or the books', async () => {
    const { status, body } = await call(t, `/api/pickups/${String(pickup.id)}`, { token: customer });
    expect(status).toBe(200);
    const seen = body.pickup as Json;
    expect(seen).toMatchObject({ id: pickup.id, pickupNumber: pickup.pickupNumber, caller: 'Ann Caller', tripCharge: 25 });
    for (const hidden of ['driverNotes', 'odomStart', 'odomFinish', 'driverId', 'stopNum', 'mapPage', 'inspectorId']) {
      expect(seen).not.toHaveProperty(hidden);
    }
    const [sample] = seen.samples as Json[];
    expect(sample).toMatchObject({ qty: 2, minPsi: 4000, SampleType: { description: 'Concrete Cylinder 4x8' } });
    expect(typeof sample!.rate).toBe('number');
    expect(Object.keys(sample!.SampleType as Json).sort()).toEqual(['description', 'id', 'nonSpecimen']);
    expect(JSON.stringify(seen)).not.toMatch(/Gate code|quickbooks|defaultRate|"sku"/i);

    const one = await call(t, `/api/pickups/samples/${String(sample!.id)}`, { token: customer });
    expect(Object.keys((one.body.sample as Json).SampleType as Json).sort()).toEqual(['description', 'id', 'nonSpecimen']);
  });

  it('shows staff the whole pickup still', async () => {
    const { token } = await t.signIn('cs@demo.lab');
    const { body } = await call(t, `/api/pickups/${String(pickup.id)}`, { token });
    expect(body.pickup).toMatchObject({ driverNotes: 'Gate code 4411, dog in the yard', odomStart: 12_000 });
  });

  it('leaves the driver notes off the customer pickup page', async () => {
    const page = await (await t.request(`/customers/pickups/${String(pickup.id)}`, { token: customer })).text();
    expect(page).toContain(`Pickup ${String(pickup.pickupNumber)}`);
    expect(page).not.toContain('Gate code 4411');
    expect(page).not.toContain('Driver Notes');
  });
});
