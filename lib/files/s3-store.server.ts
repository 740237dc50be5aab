import { AwsClient } from 'aws4fetch';
import type { FileStore } from './file-store.ts';
import type { S3Settings } from '../../core/s3-settings.ts';

/**
 * Files kept in an S3-compatible bucket, under one key prefix, with requests signed by AWS
 * Signature V4 (aws4fetch, over `fetch`, so Node and Deno alike). As with `FolderStore`, a name
 * must be one the owner makes (`accepts`) before any key is made of it, and a write never
 * replaces a file (`If-None-Match: *`, which S3 and MinIO honour).
 */
export class S3Store implements FileStore {
  readonly #client: AwsClient;
  readonly #base: string;

  constructor(
    private readonly settings: S3Settings,
    private readonly accepts: (name: string) => boolean,
  ) {
    this.#client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: 's3',
      region: settings.region,
      retries: 2,
    });
    // A named endpoint (MinIO and most S3-compatible services) takes the bucket in the path.
    this.#base = settings.endpoint
      ? `${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}/`
      : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com/`;
  }

  /** The object's address; the name is checked first, so no name reaches another key. */
  url(name: string): string {
    if (!this.accepts(name) || name.includes('/')) {
      throw new Error(`Refused a file name outside ${this.settings.bucket}/${this.settings.prefix}: ${JSON.stringify(name)}`);
    }
    return `${this.#base}${this.settings.prefix}${encodeURIComponent(name)}`;
  }

  async write(name: string, bytes: Uint8Array): Promise<void> {
    const body = bytes as Uint8Array<ArrayBuffer>;
    const response = await this.#client.fetch(this.url(name), {
      method: 'PUT',
      body,
      // The body's hash is signed too, so the bucket refuses bytes changed on the way.
      headers: { 'if-none-match': '*', 'x-amz-content-sha256': await sha256Hex(body) },
    });
    if (response.status === 412) throw new Error(`The file ${name} exists already`);
    await expectOk(response, `write ${name}`);
    await response.arrayBuffer();
  }

  async read(name: string): Promise<Uint8Array | undefined> {
    const response = await this.#client.fetch(this.url(name));
    if (response.status === 404) {
      await response.arrayBuffer();
      return undefined;
    }
    await expectOk(response, `read ${name}`);
    return new Uint8Array(await response.arrayBuffer());
  }

  async remove(name: string): Promise<void> {
    const response = await this.#client.fetch(this.url(name), { method: 'DELETE' });
    await expectOk(response, `remove ${name}`, [404]);
    await response.arrayBuffer();
  }
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Throws the bucket's error code unless the answer is a success (or one of `fine`). */
async function expectOk(response: Response, action: string, fine: number[] = []): Promise<void> {
  if (response.ok || fine.includes(response.status)) return;
  const text = await response.text();
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? text.slice(0, 200);
  throw new Error(`The bucket refused to ${action}: ${response.status} ${code}`);
}
