import { join } from 'node:path';
import { Client } from 'pg';
import configInput from '../hono.config.ts';
import { resolveConfig } from '../core/config.ts';
import { labToday } from '../shared/dates.ts';
import { freePort, startChild } from './child.ts';
import { HOT_LISTS, type HotList, type ListContext } from './best-sql.ts';
import { CONNECTIONS, measure, type LoadResult } from './load.ts';
import { cleanEnv, ROOT, signInAdmin, type PortalUnderTest } from './portal.ts';
import { formatCount, formatMs } from './results.ts';
import { expectOk } from './scenarios.ts';

/** Issue 29: each hot list's p95 within 1.5 times the best SQL's for the same rows. */
export const LISTS_TARGET = 1.5;

export interface HotListResult {
  name: string;
  /** How many rows the page has, and the (capped) count both answered. */
  rows: number;
  count: number;
  api: LoadResult;
  best: LoadResult;
}

/** The lists' context from the seeded database: the lab's day, and the last word of one company's name. */
async function listContext(databaseUrl: string): Promise<ListContext> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A company of `portal pickups seed-scale` ("Scale Builders <run>-<n>"), one of many: its own word.
    const { rows } = await client.query<{ name: string }>(
      "select company_name as name from customers order by (company_name like 'Scale Builders %') desc, id offset 16 limit 1",
    );
    const name = rows[0]?.name ?? 'Demo';
    return { today: labToday(resolveConfig(configInput, {}, 'bench').labTimeZone), companyWord: name.split(' ').at(-1)! };
  } finally {
    await client.end();
  }
}

interface ListAnswer {
  rows: Array<{ id: number }>;
  count: number;
}

/** The portal's answer and the best SQL's must be the same rows, in the same order, with the same count: else the ratio compares nothing. */
async function sameAnswer(list: HotList, api: string, best: string, headers: Record<string, string>): Promise<ListAnswer> {
  const portal = JSON.parse(await expectOk(api, headers)) as ListAnswer;
  const bare = JSON.parse(await expectOk(best)) as ListAnswer;
  const ids = (answer: ListAnswer) => `${answer.rows.map((row) => row.id).join(',')} of ${answer.count}`;
  if (ids(portal) !== ids(bare)) throw new Error(`${list.name}: the portal answered ${ids(portal)}, the best SQL ${ids(bare)}`);
  return portal;
}

/**
 * Each hot list's route on the portal, then the best SQL for the same request (bench/best-sql.ts)
 * served bare, both by the same load generator at CONNECTIONS connections.
 */
export async function measureLists(portal: PortalUnderTest, databaseUrl: string, seconds: number): Promise<HotListResult[]> {
  const port = await freePort();
  const context = await listContext(databaseUrl);
  const env = cleanEnv({ PORT: String(port), DATABASE_URL: databaseUrl, BENCH_LIST_CONTEXT: JSON.stringify(context) });
  const server = await startChild({
    name: 'best SQL server',
    args: ['--import', 'tsx', join(ROOT, 'bench/best-sql-server.ts')],
    env,
    port,
    readyPath: '/ready',
  });
  try {
    const { token } = await signInAdmin(portal.url);
    const bearer = { authorization: `Bearer ${token}` };
    const results: HotListResult[] = [];
    for (const [index, list] of HOT_LISTS.entries()) {
      const api = `${portal.url}${list.api(context)}`;
      const best = `${server.url}/lists/${index}`;
      const answer = await sameAnswer(list, api, best, bearer);
      console.log(`  ${list.name}: the portal, then the best SQL`);
      results.push({
        name: list.name,
        rows: answer.rows.length,
        count: answer.count,
        api: await measure({ name: list.name, url: api, headers: bearer }, seconds),
        best: await measure({ name: `${list.name}, best SQL`, url: best }, seconds),
      });
    }
    return results;
  } finally {
    await server.stop();
  }
}

export const LISTS_HEADER = [
  'List',
  'Rows (count)',
  'Portal req/s',
  'Portal p95 ms',
  'Best SQL req/s',
  'Best SQL p95 ms',
  'p95 ratio',
  'Met',
];

/** One line per list: the portal beside the best SQL, and whether the ratio meets LISTS_TARGET. */
export function listsTable(results: readonly HotListResult[]): string[][] {
  return results.map(({ name, rows, count, api, best }) => {
    const ratio = api.p95 / best.p95;
    return [
      name,
      `${rows} (${formatCount(count)})`,
      formatCount(api.requestsPerSecond),
      formatMs(api.p95),
      formatCount(best.requestsPerSecond),
      formatMs(best.p95),
      `${ratio.toFixed(2)}×`,
      ratio <= LISTS_TARGET ? 'yes' : 'NO',
    ];
  });
}

/** The section of docs/benchmarks.md, for the run's scale. */
export function listsSection(results: readonly HotListResult[], pickups: number): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return `
## Hot lists beside the best SQL at ${formatCount(pickups)} pickups (PostgreSQL)

Each list's route on the portal, then the best single statement for the same rows and count
(bench/best-sql.ts, prepared, served by a bare server on a pool the portal's size), both at
${CONNECTIONS} connections by the same load generator; the run checks first that both answer the same
rows in the same order with the same count. Target (issue 29): the portal's p95 within ${LISTS_TARGET}× the best SQL's.

${line(LISTS_HEADER)}
${line(LISTS_HEADER.map((_, index) => (index === 0 ? '---' : '---:')))}
${listsTable(results).map(line).join('\n')}
`;
}
