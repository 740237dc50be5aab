import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definePlugin } from '../plugin/define-plugin.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { createSpecimens, specimensModel } from '../../test/support/table-fixture.ts';
import { serveTable } from './serve.ts';

/** A parameter of one list beyond the table's own. */
const passedQuerySchema = z.object({ passed: z.enum(['true', 'false'], { error: 'passed must be true or false' }).optional() });

/** A plugin serving the fixture table; a customer sees only company 2's rows; `/api/specimens/by-result` also reads `passed`. */
const specimens = definePlugin({
  id: 'specimens',
  permissions: [{ name: 'specimens.specimen.list', roles: ['admin', 'customer'] }],
  api(ctx) {
    const router = ctx.http.api();
    serveTable(router, '/api/specimens', { permission: 'specimens.specimen.list', summary: 'Specimens' }, specimensModel, {
      db: ctx.db,
      restrict: (query, c) => (c.get('auth').user.role === 'customer' ? query.where('tableSpecimens.companyId', '=', 2) : query),
    });
    serveTable(
      router,
      '/api/specimens/by-result',
      { permission: 'specimens.specimen.list', summary: 'Specimens by result' },
      specimensModel,
      {
        db: ctx.db,
        extraQuery: passedQuerySchema,
        restrict: (query, c) => {
          const passed = c.req.query('passed');
          return passed ? query.where('tableSpecimens.passed', '=', passed === 'true') : query;
        },
      },
    );
    return router;
  },
});

describe.each(dialectsUnderTest())('serveTable on %s', (kind) => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [specimens] });
    await createSpecimens(t.database.db);
  });
  afterAll(() => t.close());

  it('answers the API envelope with rows and count', async () => {
    const { token } = await t.signIn('admin@demo.lab');
    const response = await t.request('/api/specimens?limit=2&sort=weight:desc', { token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; rows: Array<{ label: string }>; count: number };
    expect(body).toMatchObject({ status: 'ok', count: 6 });
    expect(body.rows.map((row) => row.label)).toEqual(['Prism north', 'Cube 50%']);
  });

  it('narrows the rows in the query for a customer, exports included', async () => {
    const { token } = await t.signIn('customer@demo.lab');
    const body = (await (await t.request('/api/specimens', { token })).json()) as { rows: Array<{ companyId: number }>; count: number };
    expect(body.count).toBe(2);
    expect(body.rows.every((row) => row.companyId === 2)).toBe(true);
    const csv = await (await t.request('/api/specimens?format=csv', { token })).text();
    expect(csv.trim().split('\n')).toHaveLength(3);
  });

  it('answers a bad request with 400 and field messages, never SQL', async () => {
    const { token } = await t.signIn('admin@demo.lab');
    const response = await t.request(`/api/specimens?sort=${encodeURIComponent('label; drop table users')}`, { token });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'error',
      error: 'sort must be field:asc or field:desc',
      fields: { sort: 'sort must be field:asc or field:desc' },
    });
  });

  it('serves the export as a download that is not cached', async () => {
    const { token } = await t.signIn('admin@demo.lab');
    const response = await t.request('/api/specimens?format=xlsx&search=cube', { token });
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="specimens.xlsx"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
  });

  it("takes a list's own parameter beside the table's, and checks it with the list's schema", async () => {
    const { token } = await t.signIn('admin@demo.lab');
    const passed = (await (await t.request('/api/specimens/by-result?passed=false&sort=label:asc', { token })).json()) as {
      rows: Array<{ label: string }>;
      count: number;
    };
    expect(passed).toMatchObject({ count: 2 });
    expect(passed.rows.map((row) => row.label)).toEqual(['Cylinder B', 'Prism north']);
    const bad = await t.request('/api/specimens/by-result?passed=maybe', { token });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({ passed: 'passed must be true or false' });
  });

  it('refuses a parameter the list does not take', async () => {
    const { token } = await t.signIn('admin@demo.lab');
    const response = await t.request('/api/specimens?passed=true', { token });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ passed: 'Unknown parameter "passed"' });
  });
});
