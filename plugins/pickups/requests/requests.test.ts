import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, labToday } from '../../../shared/dates.ts';
import { dialectsUnderTest } from '../../../testing/databases.ts';
import type { TestPortal } from '../../../testing/portal.ts';
import type { Kysely } from 'kysely';
import type { SavedLocationsDatabase } from '../../saved-locations/index.ts';
import { chooseNotices } from '../../customers/test-support.ts';
import { STATUS_WARNING } from '../rules/status.ts';
import { call, dbOf, demoFacts, pickupJson, pickupsPortal, type Json } from '../test-support.ts';
import { REQUEST_SUBJECT } from './mail.tsx';
import { REQUEST_MESSAGES as R } from './messages.ts';

type Facts = Awaited<ReturnType<typeof demoFacts>>;

describe.each(dialectsUnderTest())('pickup requests on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let customer: string;
  let facts: Facts;
  let tomorrow: string;

  beforeAll(async () => {
    t = await pickupsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    customer = (await t.signIn('customer@demo.lab')).token;
    facts = await demoFacts(t);
    tomorrow = addDays(labToday(t.config.labTimeZone), 1);
  });
  afterAll(() => t.close());

  const requestJson = (overrides: Record<string, unknown> = {}) => ({
    pickupAddr1: '400 Pour St',
    pickupCity: 'Fresno',
    pickupZip: '93701',
    schedPickupDate: tomorrow,
    windowFrom: '08:00',
    windowTo: '10:00',
    caller: 'Ivy Inspector',
    callerPhone: '559-555-0100',
    instructions: 'Cylinders by the trailer',
    samples: [{ sampleTypeId: facts.cylinder.id, qty: 4, castDate: labToday(t.config.labTimeZone) }],
    ...overrides,
  });
  const request = (overrides: Record<string, unknown> = {}, token = customer) =>
    call(t, '/api/pickup-requests', { token, json: requestJson(overrides) });
  const requested = async (overrides: Record<string, unknown> = {}) => {
    const answer = await request(overrides);
    expect(answer.status).toBe(201);
    return answer.body.pickup as Json;
  };
  const post = (path: string, token: string, json: unknown = {}) => call(t, path, { token, json });

  it('creates a Requested pickup of the caller’s company with its expected sets, the lab’s charges untouched', async () => {
    const pickup = await requested();
    expect(pickup).toMatchObject({
      customerId: facts.customerId,
      driverId: null,
      tripCharge: 0,
      receivedBy: 'Portal',
      schedPickupDate: tomorrow,
      windowFrom: '08:00',
      windowTo: '10:00',
      callerPhone: '559-555-0100',
      PickupStatus: { code: 'requested', description: 'Requested' },
    });
    expect(pickup.samples).toHaveLength(1);
    expect(pickup.samples[0]).toMatchObject({ qty: 4, SampleType: { id: facts.cylinder.id } });
    const mine = await call(t, '/api/pickup-requests', { token: customer });
    expect((mine.body.requests as Json[]).find((row) => row.id === pickup.id)).toMatchObject({ status: 'Requested' });
  });

  it.each([
    ['tripCharge', 100],
    ['fuelCharge', true],
    ['driverId', 1],
    ['pickupStatusId', 1],
    ['rate', 10],
    ['overridePrice', true],
    ['customerId', 1],
    ['priority', 'Urgent(IM)'],
  ])('refuses a request that sets %s, naming it', async (field, value) => {
    const before = await dbOf(t)
      .selectFrom('pickups')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await request({ [field]: value });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe(R.forbiddenField([field]));
    const after = await dbOf(t)
      .selectFrom('pickups')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers every missing field at once', async () => {
    const answer = await call(t, '/api/pickup-requests', { token: customer, json: {} });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields ?? {}).sort()).toEqual(['caller', 'pickupAddr1', 'pickupCity', 'schedPickupDate']);
  });

  it('refuses a price or rate on an expected sample set', async () => {
    const answer = await request({ samples: [{ sampleTypeId: facts.cylinder.id, qty: 2, rate: 1 }] });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty(['samples.0']);
  });

  it('refuses a past day, and today after the cut-off time (a setting)', async () => {
    const today = labToday(t.config.labTimeZone);
    const past = await request({ schedPickupDate: addDays(today, -1) });
    expect(past.status).toBe(400);
    expect(past.body.fields).toEqual({ schedPickupDate: R.past });
    const cutoff = t.config.sameDayRequestCutoff;
    t.config.sameDayRequestCutoff = '00:00';
    try {
      const late = await request({ schedPickupDate: today });
      expect(late.status).toBe(400);
      expect(late.body.fields).toEqual({ schedPickupDate: 'Same-day pickups must be requested before 00:00' });
    } finally {
      t.config.sameDayRequestCutoff = cutoff;
    }
  });

  it.each(['Frozen Debt', 'Must pay before P/U'] as const)('refuses a company whose status is %s, naming it', async (status) => {
    await dbOf(t).updateTable('customers').set({ status }).where('id', '=', facts.customerId).execute();
    try {
      const answer = await request();
      expect(answer.status).toBe(422);
      expect(answer.body.error).toContain(`'${status}'`);
    } finally {
      await dbOf(t).updateTable('customers').set({ status: 'Active' }).where('id', '=', facts.customerId).execute();
    }
  });

  it('refuses another company’s project address and the office’s own calls', async () => {
    const other = await locations()
      .insertInto('savedLocations')
      .values({ customerId: (await otherCompany()).id, pickupAddr1: '9 Elsewhere', pickupCity: 'Reno' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await request({ savedLocationId: other.id, pickupAddr1: undefined, pickupCity: undefined });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ savedLocationId: R.location });
    expect((await request({}, admin)).status).toBe(403);
    const pickup = await requested();
    expect(
      (await post(`/api/pickup-requests/${pickup.id}/confirm`, customer, { driverId: facts.driverId, schedPickupDate: tomorrow })).status,
    ).toBe(403);
  });

  it('takes a saved project address with the lab’s trip charge, and saves a new one when asked', async () => {
    const saved = await requested({ saveAddress: true, pickupAddr1: '1 New Site Rd', pickupCity: 'Madera' });
    expect(saved.savedPickupLocationId).toBeTypeOf('number');
    await locations()
      .updateTable('savedLocations')
      .set({ tripCharge: '35.00', mapPage: '12-C' })
      .where('id', '=', saved.savedPickupLocationId)
      .execute();
    const again = await requested({ savedLocationId: saved.savedPickupLocationId, pickupAddr1: undefined, pickupCity: undefined });
    expect(again).toMatchObject({ pickupAddr1: '1 New Site Rd', pickupCity: 'Madera', tripCharge: 35, mapPage: '12-C' });
  });

  it('lets the customer cancel until the lab confirms', async () => {
    const pickup = await requested();
    const cancelled = await post(`/api/pickup-requests/${pickup.id}/cancel`, customer);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(R.cancelled);
    const twice = await post(`/api/pickup-requests/${pickup.id}/cancel`, customer);
    expect(twice.status).toBe(422);
    expect(twice.body.error).toBe(R.notRequested('Cancelled'));
    const confirmedOne = await requested();
    await post(`/api/pickup-requests/${confirmedOne.id}/confirm`, admin, {
      driverId: facts.driverId,
      schedPickupDate: tomorrow,
      version: confirmedOne.version,
    });
    expect((await post(`/api/pickup-requests/${confirmedOne.id}/cancel`, customer)).status).toBe(422);
  });

  it('confirms: open and scheduled with its driver, the asker mailed; a stale version is a 409', async () => {
    const pickup = await requested();
    const stale = await post(`/api/pickup-requests/${pickup.id}/confirm`, admin, {
      driverId: facts.driverId,
      schedPickupDate: tomorrow,
      version: pickup.version + 1,
    });
    expect(stale.status).toBe(409);
    const date = addDays(tomorrow, 1);
    const answer = await post(`/api/pickup-requests/${pickup.id}/confirm`, admin, {
      driverId: facts.driverId,
      schedPickupDate: date,
      version: pickup.version,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.pickup).toMatchObject({ driverId: facts.driverId, schedPickupDate: date, PickupStatus: { code: 'open' } });
    const mail = await dbOf(t)
      .selectFrom('mailOutbox')
      .selectAll()
      .where('subject', '=', REQUEST_SUBJECT.confirmed(pickup.pickupNumber))
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ toAddress: 'customer@demo.lab' });
    expect(mail[0]!.textBody).toContain(`/customers/pickups/${pickup.id}`);
  });

  it('declines with a reason the customer is mailed and sees in My Requests', async () => {
    const pickup = await requested();
    const missing = await post(`/api/pickup-requests/${pickup.id}/decline`, admin, { reason: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ reason: R.reason });
    const answer = await post(`/api/pickup-requests/${pickup.id}/decline`, admin, { reason: 'No driver free that day' });
    expect(answer.status).toBe(200);
    const mail = await dbOf(t)
      .selectFrom('mailOutbox')
      .select('textBody')
      .where('subject', '=', REQUEST_SUBJECT.declined(pickup.pickupNumber))
      .executeTakeFirstOrThrow();
    expect(mail.textBody).toContain('No driver free that day');
    const mine = await call(t, '/api/pickup-requests', { token: customer });
    expect((mine.body.requests as Json[]).find((row) => row.id === pickup.id)).toMatchObject({
      status: 'Declined',
      declineReason: 'No driver free that day',
    });
  });

  const page = async (path: string, token: string) => {
    const response = await t.request(path, { token, headers: { accept: 'text/html' } });
    return { status: response.status, html: await response.text() };
  };

  it('shows a waiting request first on /admin/pickups and counts it on the dashboard; the customer its form and My Requests', async () => {
    const pickup = await requested({ caller: 'Dana Dashboard' });
    const stats = await call(t, '/api/dashboard-stats', { token: admin });
    const waiting = await dbOf(t)
      .selectFrom('pickups')
      .innerJoin('pickupStatuses', 'pickupStatuses.id', 'pickups.pickupStatusId')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('pickupStatuses.code', '=', 'requested')
      .executeTakeFirstOrThrow();
    expect((stats.body.stats as Json).requestedPickups).toBe(Number(waiting.n));
    expect(((await call(t, '/api/dashboard-stats', { token: customer })).body.stats as Json).requestedPickups).toBeUndefined();
    const list = await page('/admin/pickups', admin);
    expect(list.html).toContain('Requested Pickups (');
    expect(list.html.indexOf(`data-request="${pickup.pickupNumber}"`)).toBeLessThan(list.html.indexOf('data-island="core.DataTable"'));
    expect(list.html).toContain('data-island="pickups.RequestAnswer"');
    const dashboard = await page('/customers', customer);
    expect(dashboard.html).toContain('href="/customers/pickup-requests"');
    expect(dashboard.html).toContain('data-card="my-requests"');
    const form = await page('/customers/pickup-requests', customer);
    expect(form.status).toBe(200);
    expect(form.html).toContain('data-island="pickups.PickupRequestForm"');
    expect(form.html).toContain(`data-request="${pickup.pickupNumber}"`);
    expect(form.html).toContain('Cancel Request');
  });

  const locations = () => t.db as unknown as Kysely<SavedLocationsDatabase>;

  async function otherCompany() {
    return dbOf(t).selectFrom('customers').select('id').where('id', '<>', facts.customerId).orderBy('id').executeTakeFirstOrThrow();
  }

  it('mails no confirmation to an asker who turned "Pickup confirmed" off; a decline still goes', async () => {
    await chooseNotices(t, 'customer@demo.lab', { pickupConfirmed: false });
    try {
      const confirmed = await requested();
      const answer = await post(`/api/pickup-requests/${confirmed.id}/confirm`, admin, {
        driverId: facts.driverId,
        schedPickupDate: tomorrow,
        version: confirmed.version,
      });
      expect(answer.status).toBe(200);
      const mailed = (subject: string) => dbOf(t).selectFrom('mailOutbox').select('toAddress').where('subject', '=', subject).execute();
      expect(await mailed(REQUEST_SUBJECT.confirmed(confirmed.pickupNumber))).toEqual([]);
      const declined = await requested();
      expect((await post(`/api/pickup-requests/${declined.id}/decline`, admin, { reason: 'No driver free' })).status).toBe(200);
      expect(await mailed(REQUEST_SUBJECT.declined(declined.pickupNumber))).toEqual([{ toAddress: 'customer@demo.lab' }]);
    } finally {
      await chooseNotices(t, 'customer@demo.lab', { pickupConfirmed: true });
    }
  });

  it("leaves a request's statuses to Confirm, Decline and Cancel: the office's form neither offers nor sets them", async () => {
    const statuses = await dbOf(t).selectFrom('pickupStatuses').select(['id', 'code']).execute();
    const idOf = (code: string) => statuses.find((status) => status.code === code)!.id;
    const waiting = await requested();
    const form = await page(`/admin/pickups/${waiting.id}`, admin);
    expect(form.status).toBe(200);
    // A request shows its status as text; the choice of an open pickup's form leaves the request's statuses out.
    expect(form.html).not.toMatch(/<select[^>]*name="pickupStatusId"/);
    const open = (await call(t, '/api/pickups', { token: admin, json: pickupJson(facts) })).body.pickup as Json;
    const openForm = await page(`/admin/pickups/${open.id}`, admin);
    const choice = openForm.html.slice(openForm.html.search(/<select[^>]*name="pickupStatusId"/));
    const options = choice.slice(0, choice.indexOf('</select>'));
    expect(options).toContain('>Open<');
    for (const description of ['Requested', 'Declined', 'Cancelled']) expect(options).not.toContain(`>${description}<`);

    for (const code of ['requested', 'declined', 'cancelled']) {
      const set = await call(t, `/api/pickups/${open.id}`, {
        token: admin,
        method: 'PUT',
        json: { ...pickupJson(facts), pickupStatusId: idOf(code) },
      });
      expect(set.status).toBe(422);
      expect(set.body.error).toBe(STATUS_WARNING.requestStatus);
    }
    const left = await call(t, `/api/pickups/${waiting.id}`, {
      token: admin,
      method: 'PUT',
      json: { ...pickupJson(facts), pickupStatusId: idOf('open') },
    });
    expect(left.status).toBe(422);
    expect(left.body.error).toBe(STATUS_WARNING.requestStatus);
  });
});
