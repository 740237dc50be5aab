import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT } from './body-limit.ts';

describe('the request body limit', () => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal();
  });
  afterAll(() => t.close());

  const post = (body: BodyInit, headers: Record<string, string>) =>
    t.portal.app.request('http://localhost/auth/local', {
      method: 'POST',
      headers: { origin: 'http://localhost', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);

  const bigJson = () => JSON.stringify({ username: 'admin@demo.lab', password: 'x'.repeat(JSON_BODY_LIMIT) });

  it('answers 413 to a JSON body over 1 MB, by its length, before reading it', async () => {
    const body = bigJson();
    const response = await post(body, { 'content-type': 'application/json', 'content-length': String(body.length) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: 'error', error: 'The request is too large: at most 1 MB' });
  });

  it('answers 413 to a streamed body without a length once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the limit, so the test would hang or fail if the whole body were read.
        if (sent > 100 * JSON_BODY_LIMIT) controller.close();
        else controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const response = await post(stream, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(2 * JSON_BODY_LIMIT);
  });

  it('takes a multipart body up to the file limit, and refuses one beyond it', async () => {
    const declared = (size: number) => post('', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(size) });
    expect((await declared(MULTIPART_BODY_LIMIT + 1)).status).toBe(413);
    expect((await declared(2 * JSON_BODY_LIMIT)).status).not.toBe(413);
  });

  it('lets an ordinary sign-in through', async () => {
    const response = await post(JSON.stringify({ username: 'admin@demo.lab', password: 'demo-lab-portal' }), {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(200);
  });
});
