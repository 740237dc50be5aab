import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../http/respond.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { definePlugin } from './define-plugin.ts';

/** A plugin whose one route declares its answer, and can be made to answer outside it. */
const probe = definePlugin({
  id: 'probe',
  permissions: [{ name: 'probe.answer.read', roles: ['admin'] }],
  api(ctx) {
    return ctx.http.api().get(
      '/api/probe',
      {
        permission: 'probe.answer.read',
        summary: 'An answer',
        query: z.object({ drift: z.string().optional() }),
        response: z.object({ status: z.literal('ok'), count: z.number() }),
      },
      (c) => ok(c, { count: c.req.valid('query').drift ? 'three' : 3 }),
    );
  },
});

describe('declared responses', () => {
  let t: TestPortal;
  let admin: string;
  beforeAll(async () => {
    t = await createTestPortal({ plugins: [probe] });
    admin = (await t.signIn('admin@demo.lab')).token;
  });
  afterAll(() => t.close());

  it('lets an answer that matches its declared schema through', async () => {
    const answer = await t.request('/api/probe', { token: admin });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok', count: 3 });
  });

  it('fails a route, in tests, whose answer drifted from the document', async () => {
    const answer = await t.request('/api/probe?drift=1', { token: admin });
    expect(answer.status).toBe(500);
    const logged = await t.db.selectFrom('logs').select('details').where('message', '=', 'GET /api/probe failed').executeTakeFirstOrThrow();
    expect(JSON.stringify(logged.details)).toContain('answered outside its declared response');
  });

  it('publishes the declared response in the OpenAPI document', async () => {
    const document = (await (await t.request('/api/openapi.json', { token: admin })).json()) as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>;
    };
    expect(JSON.stringify(document.paths['/api/probe']!.get.responses['200']!.content['application/json']!.schema)).toContain('"count"');
  });
});
