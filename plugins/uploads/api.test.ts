import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { expectedOutcomes, roleOutcomes, signInEveryRole } from '../../testing/role-matrix.ts';
import uploads, { uploadsService } from './index.ts';
import { BAD_PREFIX, MAX_UPLOAD_BYTES, NOT_AN_IMAGE, TOO_LARGE } from './rules.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
const TEXT = new TextEncoder().encode('This is a text file, not a picture.');
/** The staff of Customers and Reports (§6: admin and customer-service), and a customer for its own company. */
const HANDLERS: Role[] = ['admin', 'customer-service', 'customer'];

interface Answer {
  status: string;
  error?: string;
  fields?: Record<string, string>;
  upload?: { fileName: string; prefix: string; contentType: string; size: number; url: string };
  rows?: Array<Record<string, unknown>>;
  count?: number;
}

describe.each(dialectsUnderTest())('the uploads calls on %s', (kind) => {
  let t: TestPortal;
  let tokens: Record<Role, string>;
  let dataDir: string;
  /** The demo customer user's company, and four other companies of the demo lab. */
  let OWN: number;
  let A: number, B: number, C: number, D: number;
  const folder = () => join(dataDir, 'uploads');

  async function upload(prefix: string | null, content: Uint8Array | null, options: { name?: string; type?: string; token?: string } = {}) {
    const form = new FormData();
    if (prefix !== null) form.append('prefix', prefix);
    if (content !== null)
      form.append(
        'image',
        new Blob([content as Uint8Array<ArrayBuffer>], { type: options.type ?? 'image/png' }),
        options.name ?? 'photo.png',
      );
    const response = await t.portal.app.request('http://localhost/api/uploads', {
      method: 'POST',
      headers: { origin: 'http://localhost', authorization: `Bearer ${options.token ?? tokens.admin}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Answer };
  }
  const get = (fileName: string, token = tokens.admin) => t.request(`/api/uploads/${fileName}`, { token });
  const remove = (fileName: string, token = tokens.admin) => t.request(`/api/uploads/${fileName}`, { method: 'DELETE', token });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'uploads-test-'));
    t = await createTestPortal({ kind, plugins: [uploads], config: { dataDir } });
    const companies = (await sql<{ id: number }>`select id from customers order by id`.execute(t.db)).rows.map((row) => row.id);
    [OWN, A, B, C, D] = companies as [number, number, number, number, number];
    await sql`update users set customer_id = ${OWN} where email = 'customer@demo.lab'`.execute(t.db);
    tokens = await signInEveryRole(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores an image under a server-made name, answers it, reads it back and lists it', async () => {
    const prefix = `customer_${A}`;
    const { status, body } = await upload(prefix, PNG);
    expect(status).toBe(201);
    const fileName = body.upload!.fileName;
    expect(fileName).toMatch(new RegExp(`^${prefix}_[0-9a-f]{32}\\.png$`));
    expect(body.upload).toMatchObject({ prefix, contentType: 'image/png', size: PNG.length, url: `/api/uploads/${fileName}` });
    expect(await readdir(folder())).toContain(fileName);

    const response = await get(fileName, tokens['customer-service']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);

    const list = (await (
      await t.request(`/api/uploads?conditions=${encodeURIComponent(JSON.stringify({ prefix }))}`, { token: tokens.admin })
    ).json()) as Answer;
    expect(list.rows!.map((row) => [row.fileName, row.uploadedByName])).toEqual([[fileName, 'Alex Admin']]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.labTimeZone }).format(new Date());
    const byDay = async (day: string) =>
      ((await (await t.request(`/api/uploads?startDate=${day}&endDate=${day}&search=${prefix}`, { token: tokens.admin })).json()) as Answer)
        .count;
    expect([await byDay(today), await byDay('2020-01-01')]).toEqual([1, 0]);
    expect(await uploadsService.list(t.db as never, prefix)).toEqual([expect.objectContaining({ fileName })]);
    expect(await uploadsService.read(t.config, fileName)).toEqual(PNG);
    const history = await t.portal.contextOf('uploads').audit.history(t.db, 'upload', fileName);
    expect(history.map((entry) => entry.action)).toEqual(['create']);
  });

  it('judges the content, not the name: a renamed text file and an SVG are refused, a PNG called notes.txt is a PNG', async () => {
    expect(await upload(`customer_${C}`, TEXT, { name: 'photo.jpg', type: 'image/jpeg' })).toEqual({
      status: 400,
      body: { status: 'error', error: NOT_AN_IMAGE, fields: { image: NOT_AN_IMAGE } },
    });
    expect(
      (
        await upload(`customer_${C}`, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
          name: 'a.gif',
          type: 'image/gif',
        })
      ).status,
    ).toBe(400);
    const renamed = await upload(`customer_${C}`, PNG, { name: 'notes.txt', type: 'text/plain' });
    expect(renamed.body.upload).toMatchObject({ contentType: 'image/png' });
    expect(renamed.body.upload!.fileName).toMatch(/\.png$/);
    expect((await upload(`customer_${C}`, JPEG, { name: 'a.jpeg', type: 'image/jpeg' })).body.upload!.fileName).toMatch(/\.jpg$/);
    expect((await upload(`customer_${C}`, GIF, { name: 'a.gif', type: 'image/gif' })).body.upload!.contentType).toBe('image/gif');
  });

  it('takes an image of exactly 10 MB and refuses one byte more with 413, and a larger body before reading it', async () => {
    const exact = new Uint8Array(MAX_UPLOAD_BYTES);
    exact.set(PNG);
    const prefix = `customer_${B}`;
    expect((await upload(prefix, exact)).status).toBe(201);
    const over = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    over.set(PNG);
    expect(await upload(prefix, over)).toEqual({ status: 413, body: { status: 'error', error: TOO_LARGE } });
    const far = new Uint8Array(MAX_UPLOAD_BYTES + 1024 * 1024);
    far.set(PNG);
    expect(await upload(prefix, far)).toEqual({ status: 413, body: { status: 'error', error: TOO_LARGE } });
    expect((await readdir(folder())).filter((name) => name.startsWith(`${prefix}_`))).toHaveLength(1);
  });

  it.each([[null], [''], ['../../etc'], ['invoice_3'], ['customer_0'], ['customer_1/..']])('refuses the prefix %j', async (prefix) => {
    expect(await upload(prefix, PNG)).toEqual({
      status: 400,
      body: { status: 'error', error: BAD_PREFIX, fields: { prefix: BAD_PREFIX } },
    });
  });

  it('asks for an image when there is none, or an empty one', async () => {
    expect((await upload(`customer_${A}`, null)).body.fields).toEqual({ image: 'Choose an image to upload' });
    expect((await upload(`customer_${A}`, new Uint8Array())).body.fields).toEqual({ image: 'Choose an image to upload' });
  });

  it.each([
    '..%2F..%2Fpackage.json',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fhono.config.ts',
    '..%5C..%5Cpackage.json',
    'report_40_00000000000000000000000000000000.png',
  ])('answers 404 to %s, for reading and deleting', async (name) => {
    expect((await get(name)).status).toBe(404);
    expect((await remove(name)).status).toBe(404);
  });

  it('refuses a name holding a NUL character before any file is looked for, as every route does', async () => {
    const name = 'report_40_00000000000000000000000000000000.png%00.txt';
    for (const answer of [await get(name), await remove(name)]) {
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toBe('Text must not contain the NUL character');
    }
  });

  it('keeps a customer to its own company: its own files yes, another company and reports never', async () => {
    const own = await upload(`customer_${OWN}`, PNG, { token: tokens.customer });
    expect(own.status).toBe(201);
    const theirs = (await upload(`customer_${D}`, PNG)).body.upload!.fileName;
    expect((await upload(`customer_${D}`, PNG, { token: tokens.customer })).status).toBe(404);
    expect((await upload('report_9', PNG, { token: tokens.customer })).status).toBe(404);
    expect((await get(theirs, tokens.customer)).status).toBe(404);
    expect((await remove(theirs, tokens.customer)).status).toBe(404);
    expect(existsSync(join(folder(), theirs))).toBe(true);
    const list = (await (
      await t.request(
        `/api/uploads?limit=500&conditions=${encodeURIComponent(JSON.stringify({ prefix: { in: [`customer_${D}`, 'report_9', `customer_${OWN}`] } }))}`,
        { token: tokens.customer },
      )
    ).json()) as Answer;
    expect(list.rows!.map((row) => row.prefix)).toEqual([`customer_${OWN}`]);
    expect(list.count).toBe(1);

    const mine = own.body.upload!.fileName;
    expect((await get(mine, tokens.customer)).status).toBe(200);
    expect((await remove(mine, tokens.customer)).status).toBe(200);
    expect(existsSync(join(folder(), mine))).toBe(false);
    expect((await get(mine)).status).toBe(404);
    expect((await t.portal.contextOf('uploads').audit.history(t.db, 'upload', mine)).map((entry) => entry.action)).toEqual([
      'create',
      'delete',
    ]);
  });

  it('refuses images for a record that does not exist', async () => {
    for (const prefix of ['customer_99999', 'report_9']) {
      const message = `There is no ${prefix.split('_')[0]!} #${prefix.split('_')[1]!} to add images to`;
      expect(await upload(prefix, PNG)).toEqual({ status: 400, body: { status: 'error', error: message, fields: { prefix: message } } });
    }
    expect((await readdir(folder()).catch(() => [])).filter((name) => name.startsWith('customer_99999'))).toEqual([]);
  });

  it("keeps technicians away from every image (no screen of theirs shows one, §6), and drivers from all but pickups' photos", async () => {
    const name = (await upload(`customer_${A}`, PNG)).body.upload!.fileName;
    expect((await get(name, tokens.technician)).status).toBe(403);
    expect((await upload(`report_1`, PNG, { token: tokens.technician })).status).toBe(403);
    // A driver adds photos of the samples to its pickups: any other image is as if it did not exist.
    expect((await get(name, tokens.driver)).status).toBe(404);
    expect((await upload(`report_1`, PNG, { token: tokens.driver })).status).toBe(404);
    for (const role of ['technician', 'driver'] as const) expect((await remove(name, tokens[role])).status).toBe(403);
    expect(existsSync(join(folder(), name))).toBe(true);
  });

  it('lets staff delete any file, removing its record and its file', async () => {
    const name = (await upload(`customer_${B}`, GIF)).body.upload!.fileName;
    expect((await remove(name, tokens['customer-service'])).status).toBe(200);
    expect(existsSync(join(folder(), name))).toBe(false);
    expect((await remove(name)).status).toBe(404);
  });

  it('lets every role do exactly what the permissions allow', async () => {
    const name = (await upload(`customer_${C}`, PNG)).body.upload!.fileName;
    const routes = [
      { method: 'POST', path: '/api/uploads', json: {}, allowed: [...HANDLERS, 'driver'] },
      { method: 'GET', path: '/api/uploads', allowed: [...HANDLERS, 'driver'] },
      { method: 'GET', path: `/api/uploads/${name}`, allowed: [...HANDLERS, 'driver'] },
      { method: 'DELETE', path: '/api/uploads/report_77_00000000000000000000000000000000.png', allowed: HANDLERS },
      { method: 'GET', path: '/admin/uploads', allowed: ['admin'], page: true },
      { method: 'GET', path: `/admin/uploads/customer_${C}`, allowed: ['admin'], page: true },
    ] as const;
    expect(await roleOutcomes(t, tokens, routes)).toEqual(expectedOutcomes(routes));
  });

  it("serves a record's page with its images in the dropzone, and 404 for a prefix that names nothing", async () => {
    const name = (await upload(`customer_${D}`, PNG)).body.upload!.fileName;
    const html = await (await t.request(`/admin/uploads/customer_${D}`, { token: tokens.admin })).text();
    expect(html).toContain('data-island="uploads.ImageDropzone"');
    expect(html).toContain(name);
    expect((await t.request('/admin/uploads/..%2Fetc', { token: tokens.admin, headers: { accept: 'text/html' } })).status).toBe(404);
  });
});
