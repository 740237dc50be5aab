import { timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CoreDatabase } from '../db/core-database.ts';
import type { PoolUse } from '../db/database.ts';

export const METRICS_PATH = '/metrics';

/**
 * The portal's metrics in the Prometheus text format. Request counts and latency are this
 * process's own; the job queue and the outbox are read from the database when scraped, so
 * every process reports the same backlog; pool use is this process's connections. Beside them,
 * once served, prom-client's default process metrics: memory, CPU, event-loop lag, garbage
 * collection, open handles and file descriptors.
 */
export class PortalMetrics {
  readonly registry = new Registry();
  readonly #requests: Counter<'method' | 'route' | 'status'>;
  readonly #latency: Histogram<'method' | 'route' | 'status'>;
  readonly #jobFailures: Counter<'job'>;

  constructor(db: Kysely<CoreDatabase>, poolUse: () => PoolUse) {
    const registers = [this.registry];
    this.#requests = new Counter({
      name: 'portal_http_requests_total',
      help: 'Requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.#latency = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.#jobFailures = new Counter({
      name: 'portal_job_failures_total',
      help: 'Job attempts that failed in this process, by job name.',
      labelNames: ['job'],
      registers,
    });
    // Read when scraped: the gauges ask the database and the pool then.
    const gauges = [
      new Gauge({
        name: 'portal_jobs',
        help: 'Jobs in the queue by status: queued (waiting or due), running, failed (out of attempts).',
        labelNames: ['status'],
        registers: [],
        async collect() {
          const rows = await db
            .selectFrom('jobs')
            .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
            .where('status', '!=', 'done')
            .groupBy('status')
            .execute();
          for (const status of ['queued', 'running', 'failed'])
            this.set({ status }, Number(rows.find((row) => row.status === status)?.count ?? 0));
        },
      }),
      new Gauge({
        name: 'portal_mail_outbox',
        help: 'Mails not sent, by status: queued (to send), held (no SMTP set), failed.',
        labelNames: ['status'],
        registers: [],
        async collect() {
          const rows = await db
            .selectFrom('mailOutbox')
            .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
            .where('status', '!=', 'sent')
            .groupBy('status')
            .execute();
          for (const status of ['queued', 'held', 'failed'])
            this.set({ status }, Number(rows.find((row) => row.status === status)?.count ?? 0));
        },
      }),
      new Gauge({
        name: 'portal_db_pool_connections',
        help: "This process's database connections: open, idle, and callers waiting for one.",
        labelNames: ['state'],
        registers: [],
        collect() {
          const use = poolUse();
          this.set({ state: 'open' }, use.open);
          this.set({ state: 'idle' }, use.idle);
          this.set({ state: 'waiting' }, use.waiting);
        },
      }),
    ];
    for (const gauge of gauges) this.registry.registerMetric(gauge);
  }

  /** Counts one answered request; `route` is the pattern matched (`/api/pickups/:id`), never the raw path. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.#requests.inc(labels);
    this.#latency.observe(labels, seconds);
  }

  jobFailed(job: string): void {
    this.#jobFailures.inc({ job });
  }

  /** Serves `/metrics` to requests bearing the token; any other request gets a 401. */
  register(app: Hono<AppEnv>, token: string): void {
    // Only a portal that serves its metrics samples the process (event-loop and GC observers).
    collectDefaultMetrics({ register: this.registry });
    const expected = Buffer.from(`Bearer ${token}`);
    app.get(METRICS_PATH, async (c) => {
      const given = Buffer.from(c.req.header('authorization') ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return c.json({ status: 'error', error: 'Unauthorized' }, 401, { 'www-authenticate': 'Bearer' });
      }
      return c.body(await this.registry.metrics(), 200, { 'content-type': this.registry.contentType });
    });
  }
}
