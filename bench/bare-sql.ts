import { Pool } from 'pg';
import { CONNECTIONS, percentile, type LoadResult } from './load.ts';
import { pickupsListStatements } from './pickups-query.ts';

const WARM_UP_SECONDS = 3;

/**
 * The pickups list request's statements run straight on PostgreSQL by CONNECTIONS clients in a
 * closed loop, as autocannon drives the API: the ones the table helper ran for that request,
 * one after the other. What the API adds on top is the portal's own share.
 */
export async function bareSqlLoad(url: string, seconds: number): Promise<LoadResult> {
  const statements = await pickupsListStatements(url);
  const pool = new Pool({ connectionString: url, max: CONNECTIONS });
  const run = async (until: number, latencies: number[] | null): Promise<void> => {
    while (performance.now() < until) {
      const start = performance.now();
      for (const statement of statements) await pool.query(statement.sql, [...statement.parameters]);
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
