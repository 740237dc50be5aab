import { sql } from 'kysely';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeS3 } from '../../testing/fake-s3.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import uploads, { uploadsService } from './index.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const ENDPOINT = 'http://s3.lab.test:9000';

/** Uploads kept in an S3-compatible bucket (a fake one, in process), through the portal's calls. */
describe('uploads in an S3-compatible bucket', () => {
  const fake = new FakeS3(ENDPOINT, 'lab-files', 'portal-key');
  const server = setupServer(...fake.handlers);
  let t: TestPortal;
  let token: string;

  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    t = await createTestPortal({
      plugins: [uploads],
      config: {
        uploadsS3: {
          bucket: 'lab-files',
          prefix: 'lab/uploads/',
          endpoint: ENDPOINT,
          region: 'us-east-1',
          accessKeyId: 'portal-key',
          secretAccessKey: 'portal-secret',
        },
      },
    });
    ({ token } = await t.signIn('admin@demo.lab'));
  });
  afterAll(async () => {
    await t?.close();
    server.close();
  });

  it('stores an upload in the bucket, serves it from there, and removes it there', async () => {
    const [customer] = (await sql<{ id: number }>`select id from customers order by id limit 1`.execute(t.db)).rows;
    const form = new FormData();
    form.append('prefix', `customer_${customer!.id}`);
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const created = await t.portal.app.request('http://localhost/api/uploads', {
      method: 'POST',
      headers: { origin: 'http://localhost', authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const { fileName } = ((await created.json()) as { upload: { fileName: string } }).upload;
    expect([...fake.objects.keys()]).toEqual([`lab/uploads/${fileName}`]);

    const served = await t.request(`/api/uploads/${fileName}`, { token });
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect(await uploadsService.read(t.config, fileName)).toEqual(PNG);

    expect((await t.request(`/api/uploads/${fileName}`, { method: 'DELETE', token })).status).toBeLessThan(300);
    expect(fake.objects.size).toBe(0);
    expect(fake.calls.map((call) => call.method)).toEqual(['PUT', 'GET', 'GET', 'DELETE']);
  });
});
