import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { call, dbOf, demoFacts, pickupJson, pickupsPortal } from './test-support.ts';

type Facts = Awaited<ReturnType<typeof demoFacts>>;

describe.each(dialectsUnderTest())('the bounds of a pickup’s numbers on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let facts: Facts;

  beforeAll(async () => {
    t = await pickupsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    facts = await demoFacts(t);
  });
  afterAll(() => t.close());

  const countRows = async () => ({
    pickups: (await dbOf(t).selectFrom('pickups').select('id').execute()).length,
    specimens: (await dbOf(t).selectFrom('specimens').select('id').execute()).length,
  });
  // The bounds are checked before any record is looked up, so any type id serves the refusals.
  const set = (fields: Record<string, unknown>, sampleTypeId = 1) => ({ samples: [{ sampleTypeId, ...fields }] });

  it.each([
    [set({ qty: 2_147_483_647 }), { 'samples.0.qty': 'A sample set holds at most 50' }],
    [set({ qty: 2000 }), { 'samples.0.qty': 'A sample set holds at most 50' }],
    [
      set({ qty: 3, specimens: Array.from({ length: 51 }, () => ({})) }),
      { 'samples.0.specimens': 'A sample set holds at most 50 specimens' },
    ],
    [{ samples: Array.from({ length: 31 }, () => ({ sampleTypeId: 1, qty: 1 })) }, { samples: 'A pickup holds at most 30 sample sets' }],
    [set({ minPsi: 1e308 }), { 'samples.0.minPsi': 'At most 1,000,000 psi' }],
    [set({ minPsi: '1e308' }), { 'samples.0.minPsi': 'At most 1,000,000 psi' }],
    [set({ maxPsi: 1e308 }), { 'samples.0.maxPsi': 'At most 1,000,000 psi' }],
    [set({ rate: 1e12 }), { 'samples.0.rate': 'At most 100,000' }],
    [{ odomStart: 2_147_483_648 }, { odomStart: 'At most 9,999,999' }],
    [{ odomFinish: 10_000_000 }, { odomFinish: 'At most 9,999,999' }],
    [{ stopNum: 1000 }, { stopNum: 'At most 999' }],
    [{ tripCharge: 1e9 }, { tripCharge: 'At most 10,000' }],
  ])('refuses %j before writing anything, saying the bound', async (overrides, fields) => {
    const before = await countRows();
    const answer = await call(t, '/api/pickups', { token: admin, json: pickupJson(facts, overrides) });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject(fields);
    expect(await countRows()).toEqual(before);
  });

  it('makes a full sample set of 50 specimens', async () => {
    const answer = await call(t, '/api/pickups', { token: admin, json: pickupJson(facts, set({ qty: 50 }, facts.cylinder.id)) });
    expect(answer.status).toBe(201);
    const samples = (answer.body.pickup as { samples: Array<{ specimens: unknown[] }> }).samples;
    expect(samples[0]!.specimens).toHaveLength(50);
  });

  it('refuses a received quantity beyond a sample set', async () => {
    const created = await call(t, '/api/pickups', { token: admin, json: pickupJson(facts, set({ qty: 2 }, facts.cylinder.id)) });
    const pickup = created.body.pickup as { id: number; samples: Array<{ id: number }> };
    const answer = await call(t, `/api/pickups/receive/${pickup.id}`, {
      method: 'PUT',
      token: admin,
      json: { samples: [{ id: pickup.samples[0]!.id, actualQty: 2_147_483_647 }] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ 'samples.0.actualQty': 'A sample set holds at most 50' });
  });
});
