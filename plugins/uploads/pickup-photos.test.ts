import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labToday } from '../../shared/dates.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { call, demoFacts, pickupJson, type Json } from '../pickups/test-support.ts';
import uploads from './index.ts';
import { BAD_CLIENT_KEY, NOT_AN_IMAGE } from './rules.ts';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const TEXT = new TextEncoder().encode('not a photo');

describe.each(dialectsUnderTest())("the photos of a pickup's samples on %s", (kind) => {
  let t: TestPortal;
  let dataDir: string;
  let admin: string;
  let driver: string;
  let own: Json;
  let unassigned: Json;
  let company: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pickup-photos-'));
    t = await createTestPortal({ kind, plugins: [uploads], config: { dataDir } });
    admin = (await t.signIn('admin@demo.lab')).token;
    driver = (await t.signIn('driver@demo.lab')).token;
    const facts = await demoFacts(t);
    company = facts.customerId;
    const samples = [{ sampleTypeId: facts.cylinder.id, qty: 2, castDate: labToday(t.config.labTimeZone) }];
    own = (await call(t, '/api/pickups', { token: admin, json: pickupJson(facts, { samples }) })).body.pickup as Json;
    unassigned = (await call(t, '/api/pickups', { token: admin, json: pickupJson(facts, { samples }) })).body.pickup as Json;
    // Another driver's stop, or no driver's yet: not this driver's.
    await sql`update pickups set driver_id = null where id = ${unassigned.id}`.execute(t.db);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function upload(prefix: string, content: Uint8Array, token: string, clientKey?: string) {
    const form = new FormData();
    form.append('prefix', prefix);
    if (clientKey !== undefined) form.append('clientKey', clientKey);
    form.append('image', new Blob([content as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await t.portal.app.request('http://localhost/api/uploads', {
      method: 'POST',
      headers: { origin: 'http://localhost', authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Json };
  }

  it('lets the driver add photos to its own pickup, stored once however often the phone sends one', async () => {
    const key = crypto.randomUUID();
    const first = await upload(`pickup_${own.id}`, JPEG, driver, key);
    expect(first.status).toBe(201);
    expect(first.body.upload.fileName).toMatch(new RegExp(`^pickup_${own.id}_[0-9a-f]{32}\\.jpg$`));
    const again = await upload(`pickup_${own.id}`, JPEG, driver, key.toUpperCase());
    expect(again.body.upload).toEqual(first.body.upload);
    expect((await readdir(join(dataDir, 'uploads'))).filter((name) => name.startsWith(`pickup_${own.id}_`))).toHaveLength(1);
    // Another photo (another key) is another image.
    expect((await upload(`pickup_${own.id}`, JPEG, driver, crypto.randomUUID())).status).toBe(201);
    const listed = await call(t, `/api/uploads?conditions=${encodeURIComponent(JSON.stringify({ prefix: `pickup_${own.id}` }))}`, {
      token: admin,
    });
    expect(listed.body.count).toBe(2);
  });

  it('checks what a photo is by its bytes, and the key by its form', async () => {
    expect(await upload(`pickup_${own.id}`, TEXT, driver)).toMatchObject({ status: 400, body: { fields: { image: NOT_AN_IMAGE } } });
    expect(await upload(`pickup_${own.id}`, JPEG, driver, 'one')).toMatchObject({
      status: 400,
      body: { fields: { clientKey: BAD_CLIENT_KEY } },
    });
  });

  it("keeps a driver to its own pickups' photos", async () => {
    expect((await upload(`pickup_${unassigned.id}`, JPEG, driver)).status).toBe(400);
    expect((await upload('pickup_999999', JPEG, driver)).status).toBe(400);
    expect((await upload(`customer_${company}`, JPEG, driver)).status).toBe(404);
    // The office adds photos to any pickup; the driver reads and lists only its own stops' photos.
    const others = await upload(`pickup_${unassigned.id}`, JPEG, admin);
    expect(others.status).toBe(201);
    const ownPhotos = await call(t, `/api/uploads?conditions=${encodeURIComponent(JSON.stringify({ prefix: `pickup_${own.id}` }))}`, {
      token: admin,
    });
    const mine = String((ownPhotos.body.rows as Json[])[0]!.fileName);
    const read = (fileName: string) => t.request(`/api/uploads/${fileName}`, { token: driver });
    expect((await read(others.body.upload.fileName)).status).toBe(404);
    expect((await read(mine)).status).toBe(200);
    const listed = await call(t, '/api/uploads?limit=100', { token: driver });
    const names = (listed.body.rows as Json[]).map((row) => String(row.fileName));
    expect(names).toContain(mine);
    expect(names.filter((name) => name.startsWith(`pickup_${unassigned.id}_`))).toEqual([]);
  });

  it("shows the office the photos on the pickup's page and in its history", async () => {
    const page = await (await t.request(`/admin/pickups/${own.id}`, { token: admin, headers: { accept: 'text/html' } })).text();
    expect(page).toContain('aria-label="Photos"');
    expect(page.match(new RegExp(`src="/api/uploads/pickup_${own.id}_[0-9a-f]{32}\\.jpg"`, 'g'))).toHaveLength(2);
    const history = await call(t, `/api/pickups/history/${own.id}`, { token: admin });
    expect(history.status).toBe(200);
    const photos = (history.body.history as Json[]).filter((entry) => entry.entity === 'upload');
    expect(photos).toHaveLength(2);
    expect(page).toMatch(/Created photo pickup_\d+_[0-9a-f]{32}\.jpg/);
  });
});
