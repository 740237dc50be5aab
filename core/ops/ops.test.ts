import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleLogger } from '../log.ts';
import { definePlugin } from '../plugin/define-plugin.ts';
import { PUBLIC } from '../plugin/permissions.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';

const METRICS_TOKEN = 'a-metrics-token-of-some-length';

/** Routes that log through the plugin's logger, fail, and wait, as real handlers do. */
const probePlugin = definePlugin({
  id: 'probe',
  api(ctx) {
    const router = ctx.http.api();
    router.get('/api/probe/warn', { permission: PUBLIC, summary: 'Logs a warning' }, (c) => {
      ctx.log.warning('The probe warns', { reason: 'testing' });
      return c.json({ status: 'ok' });
    });
    router.get('/api/probe/fail', { permission: PUBLIC, summary: 'Fails' }, () => {
      throw new Error('the probe broke');
    });
    return router;
  },
});

/** Log lines as the JSON objects written. */
function capturedLog() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, destination };
}

describe.each(dialectsUnderTest())('running the portal in production on %s', (kind) => {
  let t: TestPortal;
  /** A portal without a metrics token, whose schema and database the tests break. */
  let spare: TestPortal;
  const { lines, destination } = capturedLog();

  beforeAll(async () => {
    t = await createTestPortal({
      kind,
      seed: false,
      plugins: [probePlugin],
      config: { metricsToken: METRICS_TOKEN },
      log: createConsoleLogger({ level: 'info', destination }),
    });
    spare = await createTestPortal({ kind, seed: false });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await spare?.close().catch(() => undefined);
  });

  describe('health', () => {
    it('answers /healthz and /readyz without a session', async () => {
      const health = await t.request('/healthz');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await t.request('/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ok' });
    });

    it('is not ready while a migration is pending, and ready once it is applied', async () => {
      const pending = spare;
      const last = await pending.db
        .withTables<{ migrations_core: { name: string; timestamp: string } }>()
        .deleteFrom('migrations_core')
        .where('name', '=', (eb) => eb.selectFrom('migrations_core').select((s) => s.fn.max('name').as('name')))
        .returningAll()
        .executeTakeFirstOrThrow();
      const refused = await pending.request('/readyz');
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ status: 'error', error: 'Migrations are pending', pending: [`core/${last.name}`] });
      await pending.db
        .withTables<{ migrations_core: { name: string; timestamp: string } }>()
        .insertInto('migrations_core')
        .values(last)
        .execute();
      expect((await pending.request('/readyz')).status).toBe(200);
    });
  });

  describe('logs', () => {
    it('writes an access line per request, and every line of a request carries its id, which the answer repeats', async () => {
      lines.length = 0;
      const response = await t.request('/api/probe/warn');
      expect(response.status).toBe(200);
      const requestId = response.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines).toEqual([
        expect.objectContaining({ level: 'warn', message: 'The probe warns', reason: 'testing', requestId }),
        expect.objectContaining({
          level: 'info',
          message: 'request',
          method: 'GET',
          path: '/api/probe/warn',
          route: '/api/probe/warn',
          status: 200,
          requestId,
        }),
      ]);
      expect(typeof lines[1]!.ms).toBe('number');
      expect(typeof lines[1]!.time).toBe('string');
    });

    it('keeps a warning in the logs table with the request id', async () => {
      const response = await t.request('/api/probe/warn', { headers: { 'x-request-id': 'from-the-proxy-42' } });
      expect(response.headers.get('x-request-id')).toBe('from-the-proxy-42');
      await expect
        .poll(() => t.db.selectFrom('logs').select(['level', 'message', 'details']).where('message', '=', 'The probe warns').execute())
        .toContainEqual({ level: 'warning', message: 'The probe warns', details: { reason: 'testing', requestId: 'from-the-proxy-42' } });
    });

    it('names the request in the answer and the error line of a 500, and every answer in its header', async () => {
      lines.length = 0;
      const response = await t.request('/api/probe/fail', { headers: { 'x-request-id': 'bad id with spaces' } });
      expect(response.status).toBe(500);
      const requestId = response.headers.get('x-request-id')!;
      expect(requestId).not.toBe('bad id with spaces');
      expect(await response.json()).toEqual({ status: 'error', error: 'Something went wrong on our side. Please try again.', requestId });
      const error = lines.find((line) => line.level === 'error')!;
      expect(error).toMatchObject({
        message: 'GET /api/probe/fail failed',
        requestId,
        error: { name: 'Error', message: 'the probe broke' },
      });
      const notFound = await t.request('/api/no-such-thing');
      expect(notFound.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('writes the probes’ access lines only at debug level', async () => {
      lines.length = 0;
      await t.request('/healthz');
      expect(lines).toEqual([]);
      const debug = capturedLog();
      const verbose = createConsoleLogger({ level: 'debug', destination: debug.destination });
      verbose.debug!('request', { path: '/healthz' });
      expect(debug.lines).toEqual([expect.objectContaining({ level: 'debug', path: '/healthz' })]);
    });

    it('writes nothing below the level asked for', () => {
      const quiet = capturedLog();
      const log = createConsoleLogger({ level: 'error', destination: quiet.destination });
      log.info('not written');
      log.warning('not written either');
      log.error('written');
      expect(quiet.lines.map((line) => line.message)).toEqual(['written']);
    });
  });

  describe('metrics', () => {
    it('answers only the bearer of the token', async () => {
      expect((await t.request('/metrics')).status).toBe(401);
      expect((await t.request('/metrics', { token: 'a-metrics-token-of-some-lengtX' })).status).toBe(401);
      expect((await t.request('/metrics', { token: METRICS_TOKEN })).status).toBe(200);
    });

    it('counts requests by route pattern and status, and reports jobs, the outbox and the pool', async () => {
      await t.request('/api/probe/warn');
      await t.request('/api/probe/fail');
      await t.db
        .insertInto('jobs')
        .values([
          { name: 'probe.one', data: '{}', status: 'queued', runAt: new Date() },
          { name: 'probe.two', data: '{}', status: 'failed', runAt: new Date() },
        ] as never)
        .execute();
      const response = await t.request('/metrics', { token: METRICS_TOKEN });
      expect(response.headers.get('content-type')).toContain('text/plain');
      const text = await response.text();
      expect(text).toMatch(/^portal_http_requests_total\{method="GET",route="\/api\/probe\/warn",status="200"\} [1-9]\d*$/m);
      expect(text).toMatch(/^portal_http_requests_total\{method="GET",route="\/api\/probe\/fail",status="500"\} [1-9]\d*$/m);
      expect(text).toMatch(
        /^portal_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/probe\/warn",status="200"\} [1-9]\d*$/m,
      );
      expect(text).toMatch(/^portal_jobs\{status="queued"\} 1$/m);
      expect(text).toMatch(/^portal_jobs\{status="failed"\} 1$/m);
      expect(text).toMatch(/^portal_mail_outbox\{status="queued"\} 0$/m);
      expect(text).toMatch(/^portal_db_pool_connections\{state="open"\} [1-9]\d*$/m);
      expect(text).toContain('# TYPE portal_job_failures_total counter');
    });

    it("reports the process's own figures beside the portal's: memory, CPU, event-loop lag, GC and handles", async () => {
      const text = await (await t.request('/metrics', { token: METRICS_TOKEN })).text();
      expect(text).toMatch(/^process_resident_memory_bytes [1-9]\d*$/m);
      expect(text).toMatch(/^process_cpu_seconds_total \d/m);
      expect(text).toMatch(/^nodejs_heap_size_used_bytes [1-9]\d*$/m);
      expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
      expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
      expect(text).toMatch(/^nodejs_active_handles_total [1-9]\d*$/m);
    });

    it('sends the security headers and no caching on the probes and the metrics, refused or answered', async () => {
      const answers = await Promise.all([
        t.request('/healthz'),
        t.request('/readyz'),
        t.request('/metrics', { token: METRICS_TOKEN }),
        t.request('/metrics'),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 401]);
      for (const answer of answers) {
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
        // Plain HTTP here: HSTS goes out over HTTPS only (decision 171).
        expect(answer.headers.get('strict-transport-security')).toBeNull();
        expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
    });

    it('is off without a token', async () => {
      expect((await spare.request('/metrics', { token: METRICS_TOKEN })).status).toBe(404);
    });
  });

  describe('when the database is gone', () => {
    it('is not ready when the database does not answer, while /healthz still is', async () => {
      const closed = spare;
      await closed.close();
      const refused = await closed.request('/readyz');
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ status: 'error', error: 'The database does not answer' });
      expect((await closed.request('/healthz')).status).toBe(200);
    });
  });
});
