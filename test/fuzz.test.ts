import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../core/config.ts';
import type { CoreDatabase } from '../core/db/core-database.ts';
import { InputError } from '../core/errors.ts';
import { ok } from '../core/http/respond.ts';
import { definePlugin } from '../core/plugin/define-plugin.ts';
import { importPlugins, PLUGINS_FOLDER } from '../core/plugin/load.ts';
import { SIGNED_IN } from '../core/plugin/permissions.ts';
import { dialectsUnderTest } from '../testing/databases.ts';
import { fuzzRoutes } from '../testing/fuzz-routes.ts';
import { createTestPortal, type TestPortal } from '../testing/portal.ts';
import configInput from '../hono.config.ts';

/** Cases per route and database: enough to meet every field's edges, few enough for `npm test`. */
const RUNS_PER_ROUTE = 20;

/**
 * Property-based fuzzing of every JSON endpoint the portal declares (core's and every enabled
 * plugin's, so a new plugin is fuzzed the day it is enabled): no 5xx, no stack trace in a body,
 * no partial write.
 */
describe.each(dialectsUnderTest())('fuzzed requests on %s', (kind) => {
  let t: TestPortal;

  beforeAll(async () => {
    const plugins = await importPlugins(resolveConfig(configInput, {}, '0').plugins, PLUGINS_FOLDER);
    t = await createTestPortal({ kind, plugins });
  });
  afterAll(() => t.close());

  it('answers every fuzzed API request without a 5xx, a stack trace or a partial write', async () => {
    expect(await fuzzRoutes(t, RUNS_PER_ROUTE)).toEqual({ undescribed: [], failures: [] });
  }, 600_000);
});

describe('the fuzzer', () => {
  // Three flaws the fuzzer must find: a crash past a bound, a stack trace in an answer, a write before a refusal.
  const flawed = definePlugin({
    id: 'flawed',
    api(ctx) {
      const db = ctx.db as unknown as import('kysely').Kysely<CoreDatabase>;
      const body = z.object({ qty: z.number().int().min(0).max(5000), note: z.string().max(100).optional() });
      return ctx.http
        .api()
        .post('/api/flawed/crash', { permission: SIGNED_IN, summary: 'Crashes on a large quantity', body }, (c) => {
          if (c.req.valid('json').qty > 4000) throw new Error('out of memory');
          return ok(c);
        })
        .post('/api/flawed/trace', { permission: SIGNED_IN, summary: 'Shows a stack trace', body }, (c) =>
          c.req.valid('json').qty > 2500 ? c.json({ status: 'error', error: new Error('oops').stack }, 400) : ok(c),
        )
        .post('/api/flawed/partial', { permission: SIGNED_IN, summary: 'Writes, then refuses', body }, async (c) => {
          await db
            .insertInto('auditTrail')
            .values({ entity: 'flawed', recordId: '1', action: 'half', before: null, after: null, userId: null, impersonatorId: null })
            .execute();
          if (c.req.valid('json').qty < 2500) throw new InputError('Too few');
          return ok(c);
        });
    },
  });

  it('finds a 5xx, a stack trace and a partial write, each with its seed', async () => {
    const t = await createTestPortal({ plugins: [flawed] });
    try {
      const report = await fuzzRoutes(t, 20, (route) => route.path.startsWith('/api/flawed/'));
      expect(report.failures).toEqual([
        expect.stringMatching(/^POST \/api\/flawed\/crash\?.* answered 500.*\(seed -?\d+, path/),
        expect.stringMatching(/^POST \/api\/flawed\/trace\?.* showed a stack trace/),
        expect.stringMatching(/^POST \/api\/flawed\/partial\?.* refused with 400 but changed a table's row count/),
      ]);
    } finally {
      await t.close();
    }
  }, 120_000);
});
