import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import customers from '../customers/index.ts';
import savedLocations from './index.ts';
import { call } from '../../testing/call.ts';
import { demoCompanyId } from '../customers/test-support.ts';

const SITE = {
  pickupAddr1: '2100 Harbor Bay Pkwy',
  pickupAddr2: 'Gate B',
  pickupCity: 'Alameda',
  pickupZip: '94502',
  mapPage: '670-C4',
  jobName: 'Harbor Bay Office',
  reportEmail: 'pm@harbor.example,super@harbor.example',
  cellPhone: '510-555-0190',
  crossStreet: '4417#',
};
const EMAILS = 'Please enter a valid email address, or multiple email addresses separated by a comma';

describe.each(dialectsUnderTest())('the saved locations API on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let cs: string;
  let acme: number;

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [customers, savedLocations] });
    admin = (await t.signIn('admin@demo.lab')).token;
    cs = (await t.signIn('cs@demo.lab')).token;
    acme = await demoCompanyId(t);
  });
  afterAll(() => t.close());

  it('creates, reads, changes and deletes a location, with the spec texts', async () => {
    const created = await call(t, '/api/saved-locations', { token: admin, json: { ...SITE, customerId: acme, tripCharge: '35.5' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Location has been saved',
      location: {
        ...SITE,
        reportEmail: 'pm@harbor.example, super@harbor.example',
        customerId: acme,
        tripCharge: 35.5,
        sendReports: true,
        fuelCharge: false,
      },
    });
    const id = (created.body.location as { id: number }).id;
    expect((await call(t, `/api/saved-locations/${id}`, { token: cs })).body.location).toMatchObject({
      crossStreet: '4417#',
      tripCharge: 35.5,
    });

    const changed = await call(t, `/api/saved-locations/${id}`, {
      token: cs,
      method: 'PUT',
      json: { ...SITE, customerId: acme, tripCharge: 40, sendReports: false, fuelCharge: true },
    });
    expect(changed.body.location).toMatchObject({ tripCharge: 40, sendReports: false, fuelCharge: true });

    expect(await call(t, `/api/saved-locations/${id}`, { token: admin, method: 'DELETE' })).toEqual({
      status: 200,
      body: { status: 'ok', message: 'Location has been deleted' },
    });
    expect((await call(t, `/api/saved-locations/${id}`, { token: admin })).body).toEqual({ status: 'error', error: 'Location not found' });
  });

  it('records each change in the audit trail, trip charge included', async () => {
    const { body } = await call(t, '/api/saved-locations', {
      token: admin,
      json: { pickupAddr1: '1 Audit Way', pickupCity: 'Tracy', customerId: acme, tripCharge: 10 },
    });
    const id = (body.location as { id: number }).id;
    await call(t, `/api/saved-locations/${id}`, {
      token: cs,
      method: 'PUT',
      json: { pickupAddr1: '1 Audit Way', pickupCity: 'Tracy', customerId: acme, tripCharge: 12 },
    });
    await call(t, `/api/saved-locations/${id}`, { token: admin, method: 'DELETE' });
    const history = await t.portal.contextOf('saved-locations').audit.history(t.db, 'location', id);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(history[1]!.changes).toContainEqual({ field: 'tripCharge', before: 10, after: 12 });
  });

  it.each([
    [{ customerId: 1 }, { pickupAddr1: 'This field is required', pickupCity: 'This field is required' }],
    [{ pickupAddr1: '1 A St', pickupCity: 'Tracy' }, { customerId: 'Please select a customer' }],
    [{ pickupAddr1: '1 A St', pickupCity: 'Tracy', customerId: 1, pickupZip: '9450' }, { pickupZip: 'Enter a valid zip code' }],
    [{ pickupAddr1: '1 A St', pickupCity: 'Tracy', customerId: 1, tripCharge: 'ten' }, { tripCharge: 'Invalid charge' }],
    [{ pickupAddr1: '1 A St', pickupCity: 'Tracy', customerId: 1, reportEmail: 'a@x.example b@y.example' }, { reportEmail: EMAILS }],
  ])('answers 400 to %j with the field messages', async (json, fields) => {
    const answer = await call(t, '/api/saved-locations', { token: admin, json });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual(fields);
  });

  it('refuses a second location of one customer at the same address (ignoring case and spacing), and a company that does not exist', async () => {
    const json = { pickupAddr1: '8 Twin Street', pickupCity: 'Tracy', pickupZip: '95376', customerId: acme };
    expect((await call(t, '/api/saved-locations', { token: admin, json })).status).toBe(201);
    const twin = await call(t, '/api/saved-locations', { token: admin, json: { ...json, pickupAddr1: '8  TWIN street ' } });
    expect(twin).toEqual({ status: 409, body: { status: 'error', error: 'This customer already has a location at this address' } });
    const nobody = await call(t, '/api/saved-locations', { token: admin, json: { ...json, customerId: 999_999 } });
    expect(nobody.body).toEqual({ status: 'error', error: 'Please select a customer', fields: { customerId: 'Please select a customer' } });
  });

  it('lists through the generic table, trip charge as a number, sortable', async () => {
    for (const [street, charge] of [
      ['10 Sort St', 30],
      ['11 Sort St', 5.25],
    ] as const) {
      await call(t, '/api/saved-locations', {
        token: admin,
        json: { pickupAddr1: street, pickupCity: 'Sortville', customerId: acme, tripCharge: charge },
      });
    }
    const { body } = await call(t, '/api/saved-locations?search=sortville&sort=tripCharge:asc', { token: cs });
    expect(body.count).toBe(2);
    expect((body.rows as Array<Record<string, unknown>>).map((row) => [row.pickupAddr1, row.tripCharge, row.companyName])).toEqual([
      ['11 Sort St', 5.25, 'Acme Concrete Testing Co.'],
      ['10 Sort St', 30, 'Acme Concrete Testing Co.'],
    ]);
    const csv = await (await t.request('/api/saved-locations?search=sortville&format=csv', { token: admin })).text();
    expect(csv.split('\n')[0]).toContain('Gate Code');
    expect(csv.split('\n')[0]).toContain('Trip Charge');
  });

  it('searches {query, customerId} from three characters', async () => {
    await call(t, '/api/saved-locations', {
      token: admin,
      json: { pickupAddr1: '3 Findme Ct', pickupCity: 'Tracy', customerId: acme, jobName: 'Lookup Job', tripCharge: 7 },
    });
    const found = await call(t, '/api/saved-locations/search', { token: cs, json: { query: 'lookup', customerId: acme } });
    expect(found.body.locations).toEqual([expect.objectContaining({ pickupAddr1: '3 Findme Ct', tripCharge: 7 })]);
    expect((await call(t, '/api/saved-locations/search', { token: cs, json: { query: 'lo' } })).body.locations).toEqual([]);
    expect(
      (await call(t, '/api/saved-locations/search', { token: cs, json: { query: 'lookup', customerId: acme + 1000 } })).body.locations,
    ).toEqual([]);
  });

  it('answers 404 to a location that does not exist', async () => {
    expect(
      (
        await call(t, '/api/saved-locations/999999', {
          token: admin,
          method: 'PUT',
          json: { pickupAddr1: 'x', pickupCity: 'y', customerId: acme },
        })
      ).status,
    ).toBe(404);
    expect((await call(t, '/api/saved-locations/999999', { token: admin, method: 'DELETE' })).status).toBe(404);
  });
});
