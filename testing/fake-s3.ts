import { createHash } from 'node:crypto';
import { http, HttpResponse, type HttpHandler } from 'msw';

/** One request the fake bucket received, as a test checks it. */
export interface S3Call {
  method: string;
  key: string;
  authorization: string;
  payloadHash: string | null;
  bodyHash: string;
}

const error = (status: number, code: string) =>
  new HttpResponse(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`, {
    status,
    headers: { 'content-type': 'application/xml' },
  });

/**
 * An S3-speaking bucket in memory, as msw handlers for path-style addresses
 * (`<endpoint>/<bucket>/<key>`): PUT (with `If-None-Match: *`), GET and DELETE of objects, each
 * refused with 403 unless signed with AWS Signature V4 by the given key, a PUT with the hash of its body.
 */
export class FakeS3 {
  readonly objects = new Map<string, Uint8Array>();
  readonly calls: S3Call[] = [];

  constructor(
    readonly endpoint: string,
    readonly bucket: string,
    readonly accessKeyId: string,
  ) {}

  get handlers(): HttpHandler[] {
    const path = `${this.endpoint}/${this.bucket}/*`;
    return [
      http.put(path, async ({ request }) => {
        const body = new Uint8Array(await request.arrayBuffer());
        const refused = this.#record(request, body);
        if (refused) return refused;
        const key = this.#key(request);
        if (request.headers.get('if-none-match') === '*' && this.objects.has(key)) return error(412, 'PreconditionFailed');
        this.objects.set(key, body);
        return new HttpResponse(null, { status: 200, headers: { etag: '"fake"' } });
      }),
      http.get(path, ({ request }) => {
        const refused = this.#record(request, new Uint8Array());
        if (refused) return refused;
        const object = this.objects.get(this.#key(request));
        return object ? new HttpResponse(object.slice(), { status: 200 }) : error(404, 'NoSuchKey');
      }),
      http.delete(path, ({ request }) => {
        const refused = this.#record(request, new Uint8Array());
        if (refused) return refused;
        this.objects.delete(this.#key(request));
        return new HttpResponse(null, { status: 204 });
      }),
    ];
  }

  #key(request: Request): string {
    return decodeURIComponent(new URL(request.url).pathname.slice(`/${this.bucket}/`.length));
  }

  /** Notes the call; a 403 unless it bears a V4 signature by the key and the hash of its body. */
  #record(request: Request, body: Uint8Array): Response | undefined {
    const call: S3Call = {
      method: request.method,
      key: this.#key(request),
      authorization: request.headers.get('authorization') ?? '',
      payloadHash: request.headers.get('x-amz-content-sha256'),
      bodyHash: createHash('sha256').update(body).digest('hex'),
    };
    this.calls.push(call);
    const signed = new RegExp(
      `^AWS4-HMAC-SHA256 Credential=${this.accessKeyId}/\\d{8}/[\\w-]+/s3/aws4_request, SignedHeaders=[\\w;-]+, Signature=[0-9a-f]{64}$`,
    );
    const hashed = call.payloadHash === call.bodyHash || (request.method !== 'PUT' && call.payloadHash === 'UNSIGNED-PAYLOAD');
    if (!signed.test(call.authorization) || !hashed) return error(403, 'SignatureDoesNotMatch');
    return undefined;
  }
}
