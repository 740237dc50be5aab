import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { FINALIZED_MESSAGE } from './rules/status.ts';
import { call, finalizeWithReasons, pngImage, receivedPickup, reportsPortal, type Json } from './test-support.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe.each(dialectsUnderTest())("a report's images on %s", (kind) => {
  let t: TestPortal;
  let admin: string;

  beforeAll(async () => {
    t = await reportsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
  });
  afterAll(() => t.close());

  async function upload(prefix: string, bytes: Uint8Array = PNG) {
    const form = new FormData();
    form.append('prefix', prefix);
    form.append('image', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'panel.png');
    const response = await t.portal.app.request('http://localhost/api/uploads', {
      method: 'POST',
      headers: { origin: 'http://localhost', authorization: `Bearer ${admin}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Json };
  }

  it('stores images under report_{id} while the report can change, and the report keeps them', async () => {
    const { reports } = await receivedPickup(t, admin);
    const id = reports[0]!.id as number;
    const stored = await upload(`report_${id}`);
    expect(stored.status).toBe(201);
    const fileName = stored.body.upload.fileName as string;
    expect(fileName.startsWith(`report_${id}_`)).toBe(true);
    const saved = await call(t, `/api/reports/${id}`, { token: admin, method: 'PUT', json: { images: [fileName], graph: fileName } });
    expect(saved.status).toBe(200);
    expect(saved.body.report).toMatchObject({ images: [fileName], graph: fileName });

    expect((await upload('report_999999')).status).toBe(400);
    await finalizeWithReasons(t, admin, id);
    const locked = await upload(`report_${id}`);
    expect(locked.status).toBe(409);
    expect(locked.body.error).toBe(FINALIZED_MESSAGE);
  });

  it("prints the customer's uploaded header image at the top of its reports' PDFs", async () => {
    const { reports } = await receivedPickup(t, admin);
    const report = reports[0]!;
    const pdf = async () => {
      const generated = await call(t, `/api/reports/generate/${report.id}`, { token: admin });
      expect(generated.status).toBe(200);
      const filename = ((generated.body.report as Json).pdfs as string[]).at(-1)!;
      const file = await t.request(`/api/reports/files/${filename}`, { token: admin });
      return Buffer.from(await file.arrayBuffer()).toString('latin1');
    };
    expect(await pdf()).not.toContain('/Subtype /Image');
    const stored = await upload(`customer_${report.customerId}`, pngImage());
    expect(stored.status).toBe(201);
    await sql`update customers set report_header_image = ${stored.body.upload.fileName} where id = ${report.customerId}`.execute(t.db);
    expect(await pdf()).toMatch(/\/Subtype \/Image[\s\S]*\/Width 2[\s\S]*\/Height 1|\/Height 1[\s\S]*\/Width 2/);
  });
});
