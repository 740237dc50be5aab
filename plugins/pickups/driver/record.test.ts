import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labToday } from '../../../shared/dates.ts';
import { dialectsUnderTest } from '../../../testing/databases.ts';
import type { TestPortal } from '../../../testing/portal.ts';
import { call, demoFacts, pickupJson, pickupsPortal, type Json } from '../test-support.ts';
import { RECORD_MESSAGES as R } from './record.ts';

// A 1x1 PNG, as a canvas's toDataURL gives one.
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe.each(dialectsUnderTest())("the driver's record of a pickup on %s", (kind) => {
  let t: TestPortal;
  let admin: string;
  let driver: string;
  let pickup: Json;

  beforeAll(async () => {
    t = await pickupsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    driver = (await t.signIn('driver@demo.lab')).token;
    const facts = await demoFacts(t);
    const samples = [{ sampleTypeId: facts.cylinder.id, qty: 4, castDate: labToday(t.config.labTimeZone) }];
    pickup = (await call(t, '/api/pickups', { token: admin, json: pickupJson(facts, { samples }) })).body.pickup as Json;
  });
  afterAll(() => t.close());

  const recordJson = (overrides: Record<string, unknown> = {}) => ({
    arrivalTime: '09:05',
    departureTime: '09:20',
    odomStart: 1200,
    odomFinish: 1234,
    driverNotes: 'Two cylinders chipped',
    collected: [{ sampleId: pickup.samples[0].id, qty: 3 }],
    releasedBy: 'Sam Superintendent',
    signature: SIGNATURE,
    version: pickup.version,
    ...overrides,
  });
  const put = (json: unknown, token = driver) => call(t, `/api/pickups/${pickup.id}/record`, { token, method: 'PUT', json });

  const page = async (token: string) =>
    (await t.request(`/admin/pickups/${pickup.id}`, { token, headers: { accept: 'text/html' } })).text();

  it('offers its driver the Pick Up form until the pickup is recorded', async () => {
    expect(await page(driver)).toContain('data-island="pickups.PickupRecordForm"');
    expect(await page(admin)).not.toContain('Chain of Custody');
  });

  it('refuses a record without who released the samples and their signature', async () => {
    const answer = await put(recordJson({ releasedBy: '', signature: 'data:image/png;base64,AAAA' }));
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({ releasedBy: R.releasedBy, signature: R.signature });
  });

  it('marks the pickup picked up with the chain of custody, which the office reads and its history keeps', async () => {
    const answer = await put(recordJson());
    expect(answer.status).toBe(200);
    expect(answer.body.pickup).toMatchObject({
      actualPickupDate: labToday(t.config.labTimeZone),
      arrivalTime: '09:05',
      odomFinish: 1234,
      releasedBy: 'Sam Superintendent',
      hasReleaseSignature: true,
    });
    const image = await t.request(`/api/pickups/${pickup.id}/signature`, { token: admin });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const detail = (await call(t, `/api/pickups/${pickup.id}`, { token: admin })).body.pickup as Json;
    expect(detail.samples[0].collectedQty).toBe(3);
    const history = JSON.stringify((await call(t, `/api/pickups/history/${pickup.id}`, { token: admin })).body.history);
    expect(history).toContain('Sam Superintendent');
    expect(history).toContain('collectedQty');
    const office = await page(admin);
    expect(office).toContain('Chain of Custody');
    expect(office).toContain(`src="/api/pickups/${pickup.id}/signature"`);
    expect(office).toContain('Dana Driver');
    expect(await page(driver)).not.toContain('data-island="pickups.PickupRecordForm"');
  });

  it('refuses a record from a screen opened before another save (409), and another driver', async () => {
    expect((await put(recordJson())).status).toBe(409);
    const customer = (await t.signIn('customer@demo.lab')).token;
    expect((await put(recordJson(), customer)).status).toBe(403);
  });
});
