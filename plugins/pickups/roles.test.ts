import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/auth/password.ts';
import { labToday } from '../../shared/dates.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { TEST_PASSWORD, type TestPortal } from '../../testing/portal.ts';
import { ODOMETER_MESSAGE } from './rules/odometer.ts';
import { call, dbOf, demoFacts, pickupJson, pickupsPortal, type Json } from './test-support.ts';

const ROLES = ['admin', 'cs', 'driver', 'tech', 'customer'] as const;
type Who = (typeof ROLES)[number];

describe.each(dialectsUnderTest())('who may do what with pickups on %s', (kind) => {
  let t: TestPortal;
  const tokens = {} as Record<Who, string>;
  let facts: Awaited<ReturnType<typeof demoFacts>>;
  let own: Json;
  let today: string;

  beforeAll(async () => {
    t = await pickupsPortal(kind);
    for (const who of ROLES) tokens[who] = (await t.signIn(`${who}@demo.lab`)).token;
    facts = await demoFacts(t);
    today = labToday(t.config.labTimeZone);
    const made = await call(t, '/api/pickups', {
      token: tokens.admin,
      json: pickupJson(facts, { schedPickupDate: today, samples: [{ sampleTypeId: facts.cylinder.id, qty: 1, castDate: today }] }),
    });
    own = made.body.pickup as Json;
  });
  afterAll(() => t.close());

  const allowed = (roles: readonly Who[]) => ROLES.map((who) => [who, roles.includes(who)] as const);
  const reads = [
    ['GET', '/api/pickups', ['admin', 'cs', 'driver']],
    ['GET', '/api/pickups/filterOptions', ['admin', 'cs', 'driver']],
    ['GET', '/api/pickups/today', ['admin', 'cs', 'driver']],
    ['GET', '/api/pickups/statuses', ['admin', 'cs', 'driver', 'customer']],
    ['GET', '/api/pickups/:id', ['admin', 'cs', 'driver', 'customer']],
    ['GET', '/api/pickups/history/:id', ['admin', 'cs', 'driver']],
    ['GET', '/api/pickups/samples/:sample', ['admin', 'cs', 'driver', 'customer']],
  ] as const;

  describe.each(reads)('%s %s', (_method, path, roles) => {
    it.each(allowed(roles))('%s allowed: %s', async (who, ok) => {
      const url = path.replace(':id', String(own.id)).replace(':sample', String(own.samples[0].id));
      const answer = await call(t, url, { token: tokens[who] });
      expect(answer.status).toBe(ok ? 200 : 403);
    });
  });

  it.each(allowed(['admin', 'cs']))('%s may create, receive, delete and change specimens: %s', async (who, ok) => {
    const expected = ok ? [201, 200, 200, 200] : [403, 403, 403, 403];
    const created = await call(t, '/api/pickups', {
      token: tokens[who],
      json: pickupJson(facts, { samples: [{ sampleTypeId: facts.cylinder.id, qty: 1, castDate: today }] }),
    });
    const target = ok ? (created.body.pickup as Json) : own;
    const specimen = await call(t, `/api/specimens/${target.samples[0].specimens[0].id}`, {
      token: tokens[who],
      method: 'PUT',
      json: { status: 'Open', specimenStatus: 'Storage', testTypeId: facts.sevenDay.id },
    });
    const received = await call(t, `/api/pickups/receive/${target.id}`, { token: tokens[who], method: 'PUT', json: { samples: [] } });
    const fresh = ok ? ((await call(t, '/api/pickups', { token: tokens.admin, json: pickupJson(facts) })).body.pickup as Json) : own;
    const deleted = await call(t, `/api/pickups/${fresh.id}`, { token: tokens[who], method: 'DELETE' });
    expect([created.status, specimen.status, received.status, deleted.status]).toEqual(expected);
  });

  it('lets technicians and customers change no pickup', async () => {
    for (const who of ['tech', 'customer'] as const) {
      expect((await call(t, `/api/pickups/${own.id}`, { token: tokens[who], method: 'PUT', json: pickupJson(facts) })).status).toBe(403);
    }
  });

  it('lets a driver record only the road details of its own pickups', async () => {
    const road = {
      actualPickupDate: today,
      arrivalTime: '08:05',
      departureTime: '08:30',
      odomStart: 1200,
      odomFinish: 1234,
      driverNotes: 'Gate locked',
      droppedOff: false,
    };
    const recorded = await call(t, `/api/pickups/${own.id}`, { token: tokens.driver, method: 'PUT', json: road });
    expect(recorded.status).toBe(200);
    expect(recorded.body.pickup).toMatchObject({ ...road, caller: own.caller });
    const more = await call(t, `/api/pickups/${own.id}`, { token: tokens.driver, method: 'PUT', json: { ...road, caller: 'Driver' } });
    expect(more.status).toBe(403);
    const theirs = await call(t, '/api/pickups', { token: tokens.admin, json: pickupJson(facts, { driverId: null, droppedOff: true }) });
    const other = await call(t, `/api/pickups/${(theirs.body.pickup as Json).id}`, {
      token: tokens.driver,
      method: 'PUT',
      json: { driverNotes: 'x' },
    });
    expect(other.status).toBe(403);
  });

  it('refuses an odometer finish below the start, from the driver and from the office form', async () => {
    const below = await call(t, `/api/pickups/${own.id}`, {
      token: tokens.driver,
      method: 'PUT',
      json: { odomStart: 12040, odomFinish: 12030 },
    });
    expect(below.status).toBe(400);
    expect(below.body.fields).toEqual({ odomFinish: ODOMETER_MESSAGE });
    const alone = await call(t, `/api/pickups/${own.id}`, { token: tokens.driver, method: 'PUT', json: { odomStart: 2000 } });
    expect(alone.status).toBe(400);
    const created = await call(t, '/api/pickups', { token: tokens.admin, json: pickupJson(facts, { odomStart: 500, odomFinish: 499 }) });
    expect([created.status, created.body.fields]).toEqual([400, { odomFinish: ODOMETER_MESSAGE }]);
  });

  it("shows a driver only its own pickups of today, grouped by driver; the office sees every driver's", async () => {
    const db = dbOf(t);
    const second = await db
      .insertInto('users')
      .values({
        email: 'second.driver@demo.lab',
        firstName: 'Second',
        lastName: 'Driver',
        role: 'driver',
        passwordHash: await hashPassword(TEST_PASSWORD),
        emailVerifiedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await call(t, '/api/pickups', { token: tokens.admin, json: pickupJson(facts, { schedPickupDate: today, driverId: second.id }) });
    const mine = await call(t, '/api/pickups/today', { token: tokens.driver });
    expect(mine.body.date).toBe(today);
    const groups = mine.body.groups as Json[];
    expect(groups.map((group) => group.driver.id)).toEqual([facts.driverId]);
    expect(groups[0]!.pickups.map((p: Json) => p.id)).toContain(own.id);
    const office = await call(t, '/api/pickups/today', { token: tokens.cs });
    expect((office.body.groups as Json[]).map((group) => group.driver?.id)).toEqual(expect.arrayContaining([facts.driverId, second.id]));
  });

  it("keeps a customer to its own company's pickups: another company's answer 404", async () => {
    const db = dbOf(t);
    // The demo lab has a second company; the customer user belongs to the first.
    const { id: customerId } = await db
      .selectFrom('customers')
      .select('id')
      .where('id', '!=', facts.customerId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const theirs = (await call(t, '/api/pickups', { token: tokens.admin, json: pickupJson(facts, { customerId }) })).body.pickup as Json;
    const mine = await call(t, `/api/pickups/${own.id}`, { token: tokens.customer });
    expect(mine.body.pickup).toMatchObject({ id: own.id, customerId: facts.customerId });
    expect((await call(t, `/api/pickups/${theirs.id}`, { token: tokens.customer })).status).toBe(404);
    const withSample = (
      await call(t, '/api/pickups', {
        token: tokens.admin,
        json: pickupJson(facts, { customerId, samples: [{ sampleTypeId: facts.cylinder.id, qty: 1 }] }),
      })
    ).body.pickup as Json;
    expect((await call(t, `/api/pickups/samples/${withSample.samples[0].id}`, { token: tokens.customer })).status).toBe(404);
  });
});
