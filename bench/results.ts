import type { BreakSetResults } from './break-set.ts';
import type { CliBenchmark } from './cli.bench.ts';
import type { ReportPdfBenchmark } from './report-pdf.bench.ts';
import type { FormulaBenchmark } from './formula.bench.ts';
import type { LoadResult } from './load.ts';
import type { PageResult } from './pages.ts';
import type { Machine } from './machine.ts';
import type { PickupsResults } from './pickups-scale.ts';
import { perCpuSecond, type OneCore } from './one-core.ts';
import type { RenderLoopResult } from './render-loop.ts';

/** The scenarios measured against each portal, in the order they are reported. */
export interface PortalResults {
  database: string;
  signIn: LoadResult;
  usersApi: LoadResult;
  adminPage: LoadResult;
  /** Median of a few sign-ins one after another, nothing else running: one password check. */
  signInAloneMs: number;
  /** The dashboards and detail pages at PAGE_CONNECTIONS, beside their bare renders. */
  pages: PageResult[];
}

/** Everything one `npm run bench` measured, for the table and docs/benchmarks.md. */
export interface BenchResults {
  date: Date;
  machine: Machine;
  /** The 1-minute load average at the end, the benchmark's own processes included. */
  loadAfter: number;
  seconds: number;
  /** Sign-ins measured: every connection signs in the same number of times. */
  signIns: number;
  connections: number;
  baselines: {
    text: LoadResult;
    render: LoadResult;
    loop: OneCore<RenderLoopResult>;
    /** Each page's bare render on the bare Hono server, at PAGE_CONNECTIONS. */
    pages: PageResult[];
    /** The pages whose bare render is not byte for byte what the portal on PGlite served (nonces aside). */
    differing: string[];
  };
  portals: PortalResults[];
  /** The pickups list at scale on PostgreSQL, when BENCH_DATABASE_URL was set. */
  pickups?: PickupsResults;
  /** The technician's bench on PostgreSQL, when BENCH_DATABASE_URL was set. */
  breakSet?: BreakSetResults;
  formula: OneCore<FormulaBenchmark>;
  cli: CliBenchmark;
  reportPdf: ReportPdfBenchmark;
}

export const FORMULA_TARGET = 100_000;

export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Rates below 100 keep a decimal: sign-ins per second are few. */
export function formatRate(value: number): string {
  return value < 100 ? value.toFixed(1) : formatCount(value);
}

export function formatMs(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value >= 100 ? formatCount(value) : value.toFixed(value >= 10 ? 1 : 2);
}

/** `part` as a share of `whole`: '180 %', '42 %', '0.35 %'. */
export function ratio(part: number, whole: number): string {
  if (whole <= 0 || !Number.isFinite(part / whole)) return 'n/a';
  const percent = (part / whole) * 100;
  return `${percent >= 10 ? Math.round(percent) : Number(percent.toPrecision(2))} %`;
}

/** The HTTP rows of the report, baselines first. */
export function httpRows(results: BenchResults): Array<{ label: string; result: LoadResult }> {
  return [
    { label: 'Baseline: bare Hono route, text', result: results.baselines.text },
    { label: 'Baseline: bare Hono route, /admin markup', result: results.baselines.render },
    ...results.portals.flatMap((portal) => [
      { label: `Sign-in, POST /auth/local (${portal.database})`, result: portal.signIn },
      { label: `Users table API (${portal.database})`, result: portal.usersApi },
      { label: `/admin page (${portal.database})`, result: portal.adminPage },
    ]),
  ];
}

/** The formula target judged on the wall clock, or failing that on the CPU time the run got. */
export function formulaVerdict({ result, cpuShare }: OneCore<FormulaBenchmark>): string {
  if (result.specimensPerSecond >= FORMULA_TARGET) return 'met';
  if (perCpuSecond(result.specimensPerSecond, cpuShare) >= FORMULA_TARGET) return 'met per CPU-second only (the machine was busy)';
  return 'NOT met';
}
