import { Pool } from 'pg';
import { openDatabase } from '../core/db/database.ts';
import { CONNECTIONS, percentile, type LoadResult } from './load.ts';
import { pickupsListStatements } from './pickups-query.ts';

const WARM_UP_SECONDS = 3;

/**
 * The pickups list request's statements run straight on PostgreSQL by CONNECTIONS clients in a
 * closed loop, as autocannon drives the API: the page, then the count when the page is full,
 * exactly as the table helper does. What the API adds on top is the portal's own share.
 */
export async function bareSqlLoad(url: string, seconds: number): Promise<LoadResult> {
  const compiler = await openDatabase({ url, maxConnections: 1 });
  const { page, count, limit } = pickupsListStatements(compiler.db);
  await compiler.close();
  const pool = new Pool({ connectionString: url, max: CONNECTIONS });
  const run = async (until: number, latencies: number[] | null): Promise<void> => {
    while (performance.now() < until) {
      const start = performance.now();
      const rows = await pool.query(page.sql, [...page.parameters]);
      // A short page that is not empty is the last one: the helper counts without a query.
      const shortPage = rows.rows.length > 0 && rows.rows.length < limit;
      if (!shortPage) await pool.query(count.sql, [...count.parameters]);
      latencies?.push(performance.now() - start);
    }
  };
  const loop = (duration: number, latencies: number[] | null) => {
    const until = performance.now() + duration * 1000;
    return Promise.all(Array.from({ length: CONNECTIONS }, () => run(until, latencies)));
  };
  try {
    await loop(Math.min(WARM_UP_SECONDS, seconds), null);
    const latencies: number[] = [];
    const started = performance.now();
    await loop(seconds, latencies);
    const elapsed = (performance.now() - started) / 1000;
    const sorted = Float64Array.from(latencies).sort();
    return {
      name: 'pickups list, bare SQL',
      seconds,
      requestsPerSecond: sorted.length / elapsed,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      completed: sorted.length,
      non2xx: 0,
      errors: 0,
    };
  } finally {
    await pool.end();
  }
}
