import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.ts';
import { FakeS3 } from '../../testing/fake-s3.ts';
import { openFileStore } from './open-store.server.ts';
import { FolderStore } from './folder-store.server.ts';
import { uploadsBucketFromEnv, type S3Settings } from '../../core/s3-settings.ts';
import { S3Store } from './s3-store.server.ts';

const ENDPOINT = 'http://s3.lab.test:9000';
const settings: S3Settings = {
  bucket: 'lab-files',
  prefix: 'uploads/',
  endpoint: ENDPOINT,
  region: 'us-east-1',
  accessKeyId: 'portal-key',
  secretAccessKey: 'portal-secret',
};
const accepts = (name: string) => /^[a-z_0-9]+\.png$/.test(name);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

describe('files in an S3-compatible bucket', () => {
  const fake = new FakeS3(ENDPOINT, settings.bucket, settings.accessKeyId);
  const server = setupServer(...fake.handlers);
  const store = new S3Store(settings, accepts);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('writes under the prefix with a signed request, reads back, and removes', async () => {
    await store.write('report_7_a.png', PNG);
    expect([...fake.objects.keys()]).toEqual(['uploads/report_7_a.png']);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PUT', key: 'uploads/report_7_a.png' });
    expect(await store.read('report_7_a.png')).toEqual(PNG);
    await store.remove('report_7_a.png');
    expect(fake.objects.size).toBe(0);
    expect(await store.read('report_7_a.png')).toBeUndefined();
    await expect(store.remove('report_7_a.png')).resolves.toBeUndefined();
  });

  it('never overwrites a file', async () => {
    await store.write('report_8_a.png', PNG);
    await expect(store.write('report_8_a.png', new Uint8Array([9]))).rejects.toThrow('The file report_8_a.png exists already');
    expect(await store.read('report_8_a.png')).toEqual(PNG);
  });

  it("refuses a name the owner does not make before any request, and says the bucket's refusal", async () => {
    const before = fake.calls.length;
    for (const name of ['../secrets.png', 'a/b.png', 'report.txt']) expect(() => store.url(name)).toThrow('Refused a file name');
    await expect(store.read('../secrets.png')).rejects.toThrow('Refused a file name');
    expect(fake.calls.length).toBe(before);
    const wrongKey = new S3Store({ ...settings, accessKeyId: 'someone-else' }, accepts);
    await expect(wrongKey.read('report_8_a.png')).rejects.toThrow('The bucket refused to read report_8_a.png: 403 SignatureDoesNotMatch');
  });

  it('addresses AWS S3 by bucket host without an endpoint, and a named endpoint by path', () => {
    expect(new S3Store({ ...settings, endpoint: undefined, region: 'us-west-2' }, accepts).url('a.png')).toBe(
      'https://lab-files.s3.us-west-2.amazonaws.com/uploads/a.png',
    );
    expect(new S3Store({ ...settings, prefix: '' }, accepts).url('a.png')).toBe(`${ENDPOINT}/lab-files/a.png`);
  });
});

describe('choosing the store', () => {
  const env = { UPLOADS_S3_BUCKET: 'lab-files', S3_ENDPOINT: ENDPOINT, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };

  it('takes the bucket from the environment, with the default prefix and region', () => {
    expect(uploadsBucketFromEnv({})).toBeUndefined();
    expect(resolveConfig({ plugins: [] }, env, '1.0.0').uploadsS3).toEqual({
      bucket: 'lab-files',
      prefix: 'uploads/',
      endpoint: ENDPOINT,
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
  });

  it('refuses a bucket without credentials or with a bad name or prefix', () => {
    expect(() => resolveConfig({ plugins: [] }, { UPLOADS_S3_BUCKET: 'lab-files' }, '1.0.0')).toThrow(
      'uploadsS3.accessKeyId: is required with UPLOADS_S3_BUCKET',
    );
    expect(() => resolveConfig({ plugins: [] }, { ...env, UPLOADS_S3_BUCKET: 'Lab_Files' }, '1.0.0')).toThrow('uploadsS3.bucket');
    expect(() => resolveConfig({ plugins: [] }, { ...env, UPLOADS_S3_PREFIX: 'uploads' }, '1.0.0')).toThrow('uploadsS3.prefix');
  });

  it('opens the bucket when one is set, else the folder', () => {
    expect(openFileStore({ folder: '/tmp/x', bucket: settings }, accepts)).toBeInstanceOf(S3Store);
    expect(openFileStore({ folder: '/tmp/x' }, accepts)).toBeInstanceOf(FolderStore);
  });
});
