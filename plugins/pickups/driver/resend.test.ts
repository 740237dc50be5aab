import { Script } from 'node:vm';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labToday } from '../../../shared/dates.ts';
import { dialectsUnderTest } from '../../../testing/databases.ts';
import type { TestPortal } from '../../../testing/portal.ts';
import { call, demoFacts, pickupJson, pickupsPortal, type Json } from '../test-support.ts';

// A 1x1 PNG, as a canvas's toDataURL gives one.
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe.each(dialectsUnderTest())("a Pick Up sent again from the driver's phone on %s", (kind) => {
  let t: TestPortal;
  let admin: string;
  let driver: string;
  let facts: Awaited<ReturnType<typeof demoFacts>>;

  beforeAll(async () => {
    t = await pickupsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    driver = (await t.signIn('driver@demo.lab')).token;
    facts = await demoFacts(t);
  });
  afterAll(() => t.close());

  const newPickup = async () => {
    const samples = [{ sampleTypeId: facts.cylinder.id, qty: 2, castDate: labToday(t.config.labTimeZone) }];
    return (await call(t, '/api/pickups', { token: admin, json: pickupJson(facts, { samples }) })).body.pickup as Json;
  };
  const record = (pickup: Json, overrides: Record<string, unknown>) =>
    call(t, `/api/pickups/${pickup.id}/record`, {
      token: driver,
      method: 'PUT',
      json: { releasedBy: 'Sam Superintendent', signature: SIGNATURE, version: pickup.version, ...overrides },
    });
  /** How many times the trail saw the pickup change: once per save that wrote it. */
  const recordUpdates = async (pickupId: number) =>
    (
      await sql<{ n: number }>`select count(*)::int as n from audit_trail
        where entity = 'pickup' and record_id = ${String(pickupId)} and action = 'update'`.execute(t.db)
    ).rows[0]!.n;

  it('records once when the same Pick Up arrives twice (its first answer was lost)', async () => {
    const pickup = await newPickup();
    const clientId = crypto.randomUUID();
    const first = await record(pickup, { clientId, driverNotes: 'Sent from the basement' });
    expect(first.status).toBe(200);
    // The resend carries the version the phone had: it is no conflict, and nothing is written again.
    const again = await record(pickup, { clientId, driverNotes: 'Sent from the basement' });
    expect(again.status).toBe(200);
    expect(again.body.pickup).toEqual(first.body.pickup);
    expect(await recordUpdates(pickup.id)).toBe(1);
    expect(again.body.pickup).not.toHaveProperty('recordClientId');
  });

  it('refuses, as a conflict, a Pick Up of another id made before the office changed the pickup', async () => {
    const pickup = await newPickup();
    const changed = await call(t, `/api/pickups/${pickup.id}`, {
      token: admin,
      method: 'PUT',
      json: pickupJson(facts, { instructions: 'Gate moved to 5th St', version: pickup.version, samples: pickup.samples }),
    });
    expect(changed.status).toBe(200);
    const stale = await record(pickup, { clientId: crypto.randomUUID() });
    expect(stale.status).toBe(409);
    const detail = (await call(t, `/api/pickups/${pickup.id}`, { token: admin })).body.pickup as Json;
    expect(detail).toMatchObject({ instructions: 'Gate moved to 5th St', releasedBy: null, actualPickupDate: null });
  });

  it('takes only a UUID as the phone’s id', async () => {
    const pickup = await newPickup();
    const answer = await record(pickup, { clientId: 'not-a-uuid' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('clientId');
  });

  it('serves the service worker, the manifest and the icons to anyone, and links the manifest from the driver’s day', async () => {
    const worker = await t.request('/admin/pickups/service-worker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('text/javascript');
    const source = await worker.text();
    expect(() => new Script(source)).not.toThrow();
    expect(source).toContain("self.addEventListener('fetch'");
    const manifest = await t.request('/admin/pickups/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(await manifest.json()).toMatchObject({
      name: `${t.config.labName}: Today's Pickups`,
      start_url: '/admin/pickups/today',
      scope: '/admin/pickups/',
      display: 'standalone',
      icons: [
        { src: '/admin/pickups/icon-192.png', sizes: '192x192' },
        { src: '/admin/pickups/icon-512.png', sizes: '512x512' },
      ],
    });
    const icon = new Uint8Array(await (await t.request('/admin/pickups/icon-192.png')).arrayBuffer());
    expect(Buffer.from(icon.subarray(1, 4)).toString()).toBe('PNG');
    const today = await (await t.request('/admin/pickups/today', { token: driver, headers: { accept: 'text/html' } })).text();
    expect(today).toContain('<link rel="manifest" href="/admin/pickups/manifest.webmanifest">');
    expect(today).toContain('data-island="pickups.DriverOffline"');
    const office = await (await t.request('/admin/pickups/today', { token: admin, headers: { accept: 'text/html' } })).text();
    expect(office).not.toContain('rel="manifest"');
  });
});
