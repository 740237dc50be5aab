import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import customers from '../customers/index.ts';
import savedLocations from './index.ts';
import { call } from '../../testing/call.ts';
import { demoCompanyId, otherCompany } from '../customers/test-support.ts';

interface Location {
  id: number;
  customerId: number;
  tripCharge?: number | null;
  fuelCharge: boolean;
  [key: string]: unknown;
}

/**
 * A customer sees and manages only its own company's locations, whatever id it asks for or
 * sends, and never the trip charge, which only admin and customer-service see and set.
 */
describe.each(dialectsUnderTest())("a customer's project addresses, on %s", (kind) => {
  let t: TestPortal;
  let admin: string;
  let customer: string;
  let acme: number;
  let other: { customerId: number; token: string };
  let theirs: number;
  let mine: number;

  const add = async (token: string, json: Record<string, unknown>) => {
    const answer = await call(t, '/api/saved-locations', { token, json });
    expect(answer.status).toBe(201);
    return answer.body.location as Location;
  };

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [customers, savedLocations] });
    admin = (await t.signIn('admin@demo.lab')).token;
    customer = (await t.signIn('customer@demo.lab')).token;
    acme = await demoCompanyId(t);
    other = await otherCompany(t, 'Walled Garden Co');
    theirs = (await add(admin, { pickupAddr1: '1 Isolated Rd', pickupCity: 'Fresno', customerId: other.customerId, tripCharge: 50 })).id;
    mine = (await add(admin, { pickupAddr1: '2 Isolated Rd', pickupCity: 'Oakland', customerId: acme, tripCharge: 35, fuelCharge: true }))
      .id;
  });
  afterAll(() => t.close());

  it.each([
    ['GET', undefined],
    ['PUT', { pickupAddr1: '1 Taken Rd', pickupCity: 'Fresno' }],
    ['DELETE', undefined],
  ])("answers 404 to %s of another company's location", async (method, json) => {
    const answer = await call(t, `/api/saved-locations/${theirs}`, { token: customer, method, ...(json ? { json } : {}) });
    expect(answer).toEqual({ status: 404, body: { status: 'error', error: 'Location not found' } });
    expect((await call(t, `/api/saved-locations/${theirs}`, { token: admin })).body.location).toMatchObject({
      pickupAddr1: '1 Isolated Rd',
    });
  });

  it('lists only its own, without trip charges, and cannot sort or filter by them', async () => {
    const list = await call(t, '/api/saved-locations?limit=500', { token: customer });
    const rows = list.body.rows as Location[];
    expect(rows.map((row) => row.id)).toContain(mine);
    expect(rows.every((row) => row.customerId === acme && !('tripCharge' in row))).toBe(true);
    const asked = await call(t, `/api/saved-locations?conditions=${encodeURIComponent(JSON.stringify({ customerId: other.customerId }))}`, {
      token: customer,
    });
    expect(asked.body).toMatchObject({ rows: [], count: 0 });
    expect((await call(t, '/api/saved-locations?sort=tripCharge:desc', { token: customer })).status).toBe(400);
    expect(
      (await call(t, `/api/saved-locations?conditions=${encodeURIComponent('{"tripCharge":{"gt":0}}')}`, { token: customer })).status,
    ).toBe(400);
    const csv = await (await t.request('/api/saved-locations?format=csv', { token: customer })).text();
    expect(csv).toContain('2 Isolated Rd');
    expect(csv).not.toContain('1 Isolated Rd');
    expect(csv).not.toContain('Trip Charge');
  });

  it("searches only its own, even naming another company's id, without trip charges", async () => {
    for (const customerId of [undefined, other.customerId]) {
      const answer = await call(t, '/api/saved-locations/search', {
        token: customer,
        json: { query: 'isolated', ...(customerId ? { customerId } : {}) },
      });
      const found = answer.body.locations as Location[];
      expect(found.map((row) => row.id)).toEqual([mine]);
      expect(found[0]).not.toHaveProperty('tripCharge');
    }
  });

  it('reads its own location without the trip charge', async () => {
    const own = await call(t, `/api/saved-locations/${mine}`, { token: customer });
    expect(own.body.location).toMatchObject({ id: mine, fuelCharge: true });
    expect(own.body.location).not.toHaveProperty('tripCharge');
  });

  it("creates with another company's id as its own, without the charges it sends", async () => {
    const created = await add(customer, {
      pickupAddr1: '3 Own Way',
      pickupCity: 'Oakland',
      customerId: other.customerId,
      tripCharge: 0,
      fuelCharge: false,
    });
    expect(created.customerId).toBe(acme);
    expect(created).not.toHaveProperty('tripCharge');
    // The demo company pays fuel charges: a location it adds takes that, whatever it sent.
    expect(created.fuelCharge).toBe(true);
    expect((await call(t, `/api/saved-locations/${created.id}`, { token: admin })).body.location).toMatchObject({
      customerId: acme,
      tripCharge: null,
    });
    const answer = await call(t, '/api/saved-locations', { token: customer, json: { pickupAddr1: '4 Own Way', pickupCity: 'Oakland' } });
    expect(answer.body.message).toBe('Your address was saved');
  });

  it('changes its own location but keeps the charges the lab set, and its company', async () => {
    const changed = await call(t, `/api/saved-locations/${mine}`, {
      token: customer,
      method: 'PUT',
      json: {
        pickupAddr1: '2 Isolated Rd',
        pickupCity: 'Oakland',
        jobName: 'Renamed',
        customerId: other.customerId,
        tripCharge: 0,
        fuelCharge: false,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.location).not.toHaveProperty('tripCharge');
    const stored = (await call(t, `/api/saved-locations/${mine}`, { token: admin })).body.location;
    expect(stored).toMatchObject({ jobName: 'Renamed', customerId: acme, tripCharge: 35, fuelCharge: true });
    expect((await call(t, `/api/saved-locations/${mine}`, { token: other.token })).status).toBe(404);
  });

  it("answers 404 to another company's location page, and renders its own without the trip charge", async () => {
    const page = (id: number) => t.request(`/customers/project-addresses/${id}`, { token: customer, headers: { accept: 'text/html' } });
    expect((await page(theirs)).status).toBe(404);
    const own = await page(mine);
    expect(own.status).toBe(200);
    const html = await own.text();
    expect(html).toContain('Save Location');
    expect(html).not.toContain('Trip Charge');
    expect(html).not.toContain('tripCharge');
  });

  it('shows a customer account without a company nothing, and lets it write nothing', async () => {
    await t.db.updateTable('users').set({ customerId: null }).where('email', '=', 'customer@demo.lab').execute();
    try {
      expect((await call(t, '/api/saved-locations', { token: customer })).body).toMatchObject({ rows: [], count: 0 });
      expect((await call(t, `/api/saved-locations/${mine}`, { token: customer })).status).toBe(404);
      expect(
        (await call(t, '/api/saved-locations', { token: customer, json: { pickupAddr1: '9 Nowhere', pickupCity: 'Tracy' } })).status,
      ).toBe(403);
    } finally {
      await t.db.updateTable('users').set({ customerId: acme }).where('email', '=', 'customer@demo.lab').execute();
    }
  });
});
