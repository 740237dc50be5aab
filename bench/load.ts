import autocannon from 'autocannon';

export const CONNECTIONS = 32;

export interface Scenario {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Sign-in hashes on purpose for a third of a second: its requests queue for seconds. */
  timeoutSeconds?: number;
  /** Skip the warm-up where one costs more than it teaches (sign-in). */
  warmUp?: boolean;
  /**
   * Run until this many responses instead of for a time: when a request waits longer than the
   * window would last, a timed run reports only the lucky ones that finished inside it.
   */
  amount?: number;
  /** Connections to open; CONNECTIONS unless set (a run split over several servers). */
  connections?: number;
}

export interface LoadResult {
  name: string;
  seconds: number;
  /** Completed responses of any status, per second of the run. */
  requestsPerSecond: number;
  /** Latencies of 2xx responses in milliseconds, nearest-rank percentiles of every one of them. */
  p50: number;
  p95: number;
  p99: number;
  completed: number;
  non2xx: number;
  /** Connection errors and timeouts: requests that got no response at all. */
  errors: number;
}

/** The value below which `fraction` of the sorted samples lie (nearest rank). */
export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

interface Run {
  result: autocannon.Result;
  latencies: Float64Array;
}

function cannon(scenario: Scenario, seconds: number): Promise<Run> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: scenario.url,
        method: scenario.method ?? 'GET',
        connections: scenario.connections ?? CONNECTIONS,
        ...(scenario.amount ? { amount: scenario.amount } : { duration: seconds }),
        timeout: scenario.timeoutSeconds ?? 10,
        ...(scenario.headers ? { headers: scenario.headers } : {}),
        ...(scenario.body ? { body: scenario.body } : {}),
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies: Float64Array.from(latencies).sort() })),
    );
    // autocannon reports p50, p90, p97.5 and p99 only; every 2xx latency is kept here for p95.
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

/** A short unmeasured run first (so the JIT and caches are warm), then `seconds` (or `amount`) measured. */
export async function measure(scenario: Scenario, seconds: number): Promise<LoadResult> {
  if (scenario.warmUp !== false) await cannon(scenario, Math.min(3, seconds));
  const { result, latencies } = await cannon(scenario, seconds);
  const completed = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    name: scenario.name,
    seconds: result.duration,
    requestsPerSecond: completed / result.duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    completed,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
