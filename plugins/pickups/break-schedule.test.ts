import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { call, dbOf, demoFacts, pickupJson, pickupsPortal, type Json } from './test-support.ts';

/** Issue 27: a new sample set is laid out by its break schedule, test dates from the cast date. */
describe.each(dialectsUnderTest())('sample sets laid out by a break schedule on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let facts: Awaited<ReturnType<typeof demoFacts>>;
  let ids: Record<string, number>;
  let sixByTwelve: number;

  beforeAll(async () => {
    t = await pickupsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    facts = await demoFacts(t);
    const types = await dbOf(t).selectFrom('testTypes').select(['id', 'description']).execute();
    ids = Object.fromEntries(types.map((type) => [type.description, type.id]));
    sixByTwelve = (
      await dbOf(t).selectFrom('sampleTypes').select('id').where('description', '=', 'Concrete Cylinder 6x12').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const specimensOf = async (sample: Json) => (sample.specimens as Json[]).map((specimen) => [specimen.testTypeId, specimen.testDate]);

  it("lays the demo concrete type's set of 4 out as 1 × 7 Day, 2 × 28 Day, 1 × Hold: cast 11/02 → 11/09, 11/30, 11/30, no date", async () => {
    const type = await call<Json>(t, `/api/sample-types/${sixByTwelve}`, { token: admin });
    expect(type.body.sampleType.breakSchedule).toEqual([
      { qty: 1, testTypeId: ids['7 Day'] },
      { qty: 2, testTypeId: ids['28 Day'] },
      { qty: 1, testTypeId: ids.Hold },
    ]);
    const made = await call<Json>(t, '/api/pickups', {
      token: admin,
      json: pickupJson(facts, { samples: [{ sampleTypeId: sixByTwelve, qty: 4, castDate: '2026-11-02', minPsi: 4000 }] }),
    });
    expect(made.status).toBe(201);
    expect(await specimensOf(made.body.pickup.samples[0])).toEqual([
      [ids['7 Day'], '2026-11-09'],
      [ids['28 Day'], '2026-11-30'],
      [ids['28 Day'], '2026-11-30'],
      [ids.Hold, null],
    ]);
  });

  it('takes the schedule the dialog sends for the set, the last group taking the quantity: 2 × 7 Day, then 3 × 28 Day for 5', async () => {
    const made = await call<Json>(t, '/api/pickups', {
      token: admin,
      json: pickupJson(facts, {
        samples: [
          {
            sampleTypeId: sixByTwelve,
            qty: 5,
            castDate: '2026-11-02',
            minPsi: 4000,
            breakSchedule: [
              { qty: 2, testTypeId: ids['7 Day'] },
              { qty: 1, testTypeId: ids['28 Day'] },
            ],
          },
        ],
      }),
    });
    expect(made.status).toBe(201);
    expect((await specimensOf(made.body.pickup.samples[0])).map(([testTypeId]) => testTypeId)).toEqual([
      ids['7 Day'],
      ids['7 Day'],
      ids['28 Day'],
      ids['28 Day'],
      ids['28 Day'],
    ]);
  });

  it('keeps a type without a schedule as it was: every specimen of its default test type', async () => {
    const made = await call<Json>(t, '/api/pickups', {
      token: admin,
      json: pickupJson(facts, { samples: [{ sampleTypeId: facts.cylinder.id, qty: 2, castDate: '2026-11-02', minPsi: 4000 }] }),
    });
    expect(await specimensOf(made.body.pickup.samples[0])).toEqual([
      [ids['28 Day'], '2026-11-30'],
      [ids['28 Day'], '2026-11-30'],
    ]);
  });

  it('refuses a schedule naming a test type that does not exist, on the sample type and on the set', async () => {
    const type = await call<Json>(t, `/api/sample-types/${sixByTwelve}`, { token: admin });
    const saved = await call<Json>(t, `/api/sample-types/${sixByTwelve}`, {
      token: admin,
      method: 'PUT',
      json: { breakSchedule: [{ qty: 1, testTypeId: 999999 }], version: type.body.sampleType.version },
    });
    expect(saved.status).toBe(400);
    expect(saved.body.fields).toEqual({ breakSchedule: 'Unknown test type in the schedule' });
    const made = await call<Json>(t, '/api/pickups', {
      token: admin,
      json: pickupJson(facts, {
        samples: [
          { sampleTypeId: sixByTwelve, qty: 1, castDate: '2026-11-02', minPsi: 4000, breakSchedule: [{ qty: 1, testTypeId: 999999 }] },
        ],
      }),
    });
    expect(made.status).toBe(400);
    expect(made.body.fields).toEqual({ 'samples.0.breakSchedule': 'Unknown test type in the schedule' });
  });
});
