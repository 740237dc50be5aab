import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_RECORD_MESSAGE } from '../core/db/versioned.ts';
import { call } from '../testing/call.ts';
import { dialectsUnderTest } from '../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../testing/portal.ts';
import { validCustomer } from '../plugins/customers/test-support.ts';
import pickups from '../plugins/pickups/index.ts';
import { demoFacts, pickupJson } from '../plugins/pickups/test-support.ts';
import materials from '../plugins/materials/index.ts';
import equipment from '../plugins/equipment/index.ts';

type Json = Record<string, unknown> & { id: number; version: number };

/**
 * One editable record: where it is created (or which demo record it is), the body of a save,
 * and the answer's field. Each is saved twice from the same version: one 200, one 409.
 */
interface Editable {
  name: string;
  create(
    t: TestPortal,
    token: string,
    facts: Awaited<ReturnType<typeof demoFacts>>,
  ): Promise<{ path: string; body: Record<string, unknown> }>;
  entity: string;
}

const created = async (t: TestPortal, token: string, path: string, json: Record<string, unknown>, entity: string) => {
  const answer = await call<Record<string, Json>>(t, path, { token, json });
  expect(answer.status).toBe(201);
  return answer.body[entity]!;
};

const EDITABLE: Editable[] = [
  {
    name: 'user',
    entity: 'user',
    async create(t, token) {
      const json = { firstName: 'Vera', lastName: 'Version', email: `vera.${Date.now()}@lab.example`, role: 'technician' };
      const user = await created(t, token, '/api/users', json, 'user');
      return { path: `/api/users/${user.id}`, body: json };
    },
  },
  {
    name: 'customer',
    entity: 'customer',
    async create(t, token) {
      const customer = await created(t, token, '/api/customers', validCustomer({ companyName: `Versioned ${Date.now()}` }), 'customer');
      return { path: `/api/customers/${customer.id}`, body: validCustomer({ companyName: `Versioned ${customer.id}` }) };
    },
  },
  {
    name: 'inspector',
    entity: 'inspector',
    async create(t, token) {
      const inspector = await created(t, token, '/api/inspectors', { fullName: 'Ivy Inspector' }, 'inspector');
      return { path: `/api/inspectors/${inspector.id}`, body: { fullName: 'Ivy Inspector' } };
    },
  },
  {
    name: 'saved location',
    entity: 'location',
    async create(t, token, facts) {
      const json = { customerId: facts.customerId, pickupAddr1: `${Date.now()} Version Rd`, pickupCity: 'Fresno' };
      const location = await created(t, token, '/api/saved-locations', json, 'location');
      return { path: `/api/saved-locations/${location.id}`, body: json };
    },
  },
  {
    name: 'sample type',
    entity: 'sampleType',
    async create(t, token) {
      const type = await created(t, token, '/api/sample-types', { description: `Versioned type ${Date.now()}` }, 'sampleType');
      return { path: `/api/sample-types/${type.id}`, body: { description: `Versioned type ${type.id}` } };
    },
  },
  {
    name: 'test type',
    entity: 'testType',
    async create(t, token) {
      const type = await created(t, token, '/api/test-types', { description: `Versioned ${Date.now()}`, dateVariance: 14 }, 'testType');
      return { path: `/api/test-types/${type.id}`, body: { dateVariance: 21 } };
    },
  },
  {
    name: 'material',
    entity: 'material',
    async create(t, token) {
      const json = { manufacturer: `Versioned ${Date.now()}`, type: 'Carbon', numPlies: 2, thickness: 0.04 };
      const material = await created(t, token, '/api/materials', json, 'material');
      return { path: `/api/materials/${material.id}`, body: { numPlies: 3 } };
    },
  },
  {
    name: 'test equipment',
    entity: 'equipment',
    async create(t, token) {
      const piece = await created(t, token, '/api/test-equipment', { name: `Press ${Date.now()}`, calibration: '2026-01-05' }, 'equipment');
      return { path: `/api/test-equipment/${piece.id}`, body: { calibration: '2026-02-05' } };
    },
  },
  {
    name: 'pickup',
    entity: 'pickup',
    async create(t, token, facts) {
      const pickup = await created(t, token, '/api/pickups', pickupJson(facts), 'pickup');
      return { path: `/api/pickups/${pickup.id}`, body: pickupJson(facts, { caller: 'Second Caller' }) };
    },
  },
  {
    name: 'specimen',
    entity: 'specimen',
    async create(t, token, facts) {
      const pickup = await created(
        t,
        token,
        '/api/pickups',
        pickupJson(facts, { samples: [{ sampleTypeId: facts.cylinder.id, qty: 1 }] }),
        'pickup',
      );
      const specimen = (pickup.samples as Array<{ specimens: Json[] }>)[0]!.specimens[0]!;
      return { path: `/api/specimens/${specimen.id}`, body: { status: 'Hold', specimenStatus: 'Storage', testTypeId: facts.hold.id } };
    },
  },
];

describe.each(dialectsUnderTest())('lost updates on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let facts: Awaited<ReturnType<typeof demoFacts>>;

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [pickups, materials, equipment] });
    admin = (await t.signIn('admin@demo.lab')).token;
    facts = await demoFacts(t);
  });
  afterAll(() => t.close());

  it.each(EDITABLE)('answers a $name with its version; of two saves from one version, one wins and the other is a 409', async (record) => {
    const { path, body } = await record.create(t, admin, facts);
    const read = record.entity === 'specimen' ? undefined : await call<Record<string, Json>>(t, path, { token: admin });
    const version = read ? read.body[record.entity]!.version : 1;
    expect(version).toBeGreaterThanOrEqual(1);

    const saves = await Promise.all(
      [1, 2].map(() => call<Record<string, Json>>(t, path, { token: admin, method: 'PUT', json: { ...body, version } })),
    );
    expect(saves.map((save) => save.status).sort()).toEqual([200, 409]);
    const [won, lost] = saves[0]!.status === 200 ? [saves[0]!, saves[1]!] : [saves[1]!, saves[0]!];
    expect(won.body[record.entity]!.version).toBe(version + 1);
    expect(lost.body).toEqual({ status: 'error', error: STALE_RECORD_MESSAGE });

    const again = await call(t, path, { token: admin, method: 'PUT', json: { ...body, version } });
    expect(again.status).toBe(409);
    const current = await call<Record<string, Json>>(t, path, { token: admin, method: 'PUT', json: { ...body, version: version + 1 } });
    expect(current.status).toBe(200);
    expect(current.body[record.entity]!.version).toBe(version + 2);
  });

  it('never lets a stale pickup form delete a sample set added after it was opened', async () => {
    const { body } = await call<{ pickup: Json & { samples: Json[] } }>(t, '/api/pickups', {
      token: admin,
      json: pickupJson(facts, { samples: [{ sampleTypeId: facts.cylinder.id, qty: 2 }] }),
    });
    const opened = body.pickup;
    const known = opened.samples.map((sample) => ({ id: sample.id, sampleTypeId: facts.cylinder.id, qty: 2 }));

    // Another user adds a sample set to the same pickup.
    const added = await call<{ pickup: Json & { samples: Json[] } }>(t, `/api/pickups/${opened.id}`, {
      token: admin,
      method: 'PUT',
      json: pickupJson(facts, { version: opened.version, samples: [...known, { sampleTypeId: facts.grout.id, qty: 1 }] }),
    });
    expect(added.status).toBe(200);
    expect(added.body.pickup.samples).toHaveLength(2);

    // The first form, opened before, saves the sets it knew: refused, and the new set stays.
    const stale = await call(t, `/api/pickups/${opened.id}`, {
      token: admin,
      method: 'PUT',
      json: pickupJson(facts, { version: opened.version, samples: known }),
    });
    expect(stale).toEqual({ status: 409, body: { status: 'error', error: STALE_RECORD_MESSAGE } });
    const now = await call<{ pickup: { samples: Json[]; version: number } }>(t, `/api/pickups/${opened.id}`, { token: admin });
    expect(now.body.pickup.samples).toHaveLength(2);
    expect(now.body.pickup.version).toBe(opened.version + 1);
  });
});
