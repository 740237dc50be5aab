import type { PickupsResults } from './pickups-scale.ts';
import { CONNECTIONS } from './load.ts';
import { formatCount, formatMs, formatRate } from './results.ts';

/** Targets from issue 6, "Data at scale", and issue 15 for the dashboard's numbers. */
export const PICKUPS_TARGETS = { apiP95Ms: 20, apiOverSql: 1.5, pageP95Ms: 50, dashboardStatsP95Ms: 50 } as const;

export const PICKUPS_HEADER = ['Measure', 'Requests/s', 'p50 ms', 'p95 ms', 'p99 ms', 'Target', 'Met'];

const yesNo = (met: boolean) => (met ? 'yes' : 'NO');

/** The API, the page and the bare SQL side by side, each with its target and whether it was met. */
export function pickupsTable({ api, page, bareSql, breaks, dashboardStats }: PickupsResults): string[][] {
  const overSql = api.p95 / bareSql.p95;
  const figures = (result: PickupsResults['api']) => [
    formatRate(result.requestsPerSecond),
    formatMs(result.p50),
    formatMs(result.p95),
    formatMs(result.p99),
  ];
  return [
    ['Pickups list API', ...figures(api), `p95 ≤ ${PICKUPS_TARGETS.apiP95Ms} ms`, yesNo(api.p95 <= PICKUPS_TARGETS.apiP95Ms)],
    [
      'Pickups list API over bare SQL',
      '',
      '',
      `${overSql.toFixed(2)}×`,
      '',
      `p95 ≤ ${PICKUPS_TARGETS.apiOverSql}× bare SQL`,
      yesNo(overSql <= PICKUPS_TARGETS.apiOverSql),
    ],
    ['Same statements, bare SQL (look-ups, page, count)', ...figures(bareSql), '', ''],
    ['/admin/pickups page', ...figures(page), `p95 ≤ ${PICKUPS_TARGETS.pageP95Ms} ms`, yesNo(page.p95 <= PICKUPS_TARGETS.pageP95Ms)],
    [`Break list API, untested by test date (${formatCount(breaks.specimens)} specimens)`, ...figures(breaks.defaultView), '', ''],
    ['Break list API, search by pickup number', ...figures(breaks.search), '', ''],
    [
      'GET /api/dashboard-stats (admin)',
      ...figures(dashboardStats),
      `p95 ≤ ${PICKUPS_TARGETS.dashboardStatsP95Ms} ms`,
      yesNo(dashboardStats.p95 <= PICKUPS_TARGETS.dashboardStatsP95Ms),
    ],
  ];
}

/** What the pickups figures say, for the report's reading. */
export function pickupsReading({ pickups, query, api, page, bareSql, dashboardStats }: PickupsResults): string[] {
  const needed = CONNECTIONS / (PICKUPS_TARGETS.apiP95Ms / 1000);
  const lines = [
    `On ${formatCount(pickups)} pickups, \`GET /api/pickups?${query}\` answers ${formatRate(api.requestsPerSecond)} requests/s with a p95 of ` +
      `${formatMs(api.p95)} ms; the same statements run straight on PostgreSQL at the same concurrency take ${formatMs(bareSql.p95)} ms ` +
      `at p95, so the database is ${Math.round((bareSql.p95 / api.p95) * 100)} % of the API's p95.`,
    `In a closed loop of ${CONNECTIONS} connections a p95 of ${PICKUPS_TARGETS.apiP95Ms} ms needs about ${formatCount(Math.round(needed))} answers/s; ` +
      `the database alone gave ${formatRate(bareSql.requestsPerSecond)} of these a second (${Math.round((bareSql.requestsPerSecond / needed) * 100)} % of that), ` +
      `so on this machine the API's absolute target is out of reach of the portal's own code, while its share over the bare SQL is what the portal adds.`,
    `/admin/pickups (the shell and the table, whose rows and filter choices the browser fetches afterwards) has a p95 of ${formatMs(page.p95)} ms.`,
    `The admin's \`GET /api/dashboard-stats\` (every key the enabled plugins give, each one counting query) has a p95 of ${formatMs(dashboardStats.p95)} ms.`,
  ];
  for (const result of [api, page, dashboardStats].filter((r) => r.non2xx > 0 || r.errors > 0)) {
    lines.push(
      `Warning: ${result.name} had ${formatCount(result.non2xx)} non-2xx responses and ${formatCount(result.errors)} errors or timeouts; its figures are suspect.`,
    );
  }
  return lines;
}
