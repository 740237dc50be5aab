import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressReads } from './compress-reads.ts';

describe('compressReads', () => {
  const answer = { rows: Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Specimen ${index}` })) };
  const app = new Hono().use('*', compressReads());
  app.get('/list', (c) => c.json(answer));
  app.put('/record', (c) => c.json(answer));
  const headers = { 'accept-encoding': 'gzip' };

  it('compresses the answer to a read', async () => {
    const response = await app.request('/list', { headers });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await new Response(response.body!.pipeThrough(new DecompressionStream('gzip'))).json()).toEqual(answer);
  });

  it('sends the answer to a write as it is', async () => {
    const response = await app.request('/record', { method: 'PUT', headers });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual(answer);
  });
});
