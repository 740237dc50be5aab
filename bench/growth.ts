/**
 * How the hot lists and `/admin` grow with the pickups, on PostgreSQL and on the embedded
 * database (`npm run bench:growth`, issue 29 "Growth"): at each scale a fresh installation (the
 * demo lab, then `portal pickups seed-scale N`), then the pickups list, the break list's default
 * view and `/admin` at GROWTH_CONNECTIONS connections. Prints the section for docs/benchmarks.md,
 * so a lab sees where the embedded database stops and PostgreSQL begins.
 *
 *   BENCH_GROWTH_SCALES=10000,100000                  pickups at each step, each seeded fresh
 *   BENCH_GROWTH_DATABASES=postgres,pglite            the databases to measure
 *   BENCH_DATABASE_URL=postgres://user@host:5432/db   for PostgreSQL: a server where a database may be created (dropped after)
 *   BENCH_SECONDS=10                                  length of each measurement
 */
import { lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BREAK_LIST_QUERY } from './break-list.ts';
import { killAllChildren } from './child.ts';
import { measure, type LoadResult } from './load.ts';
import { describeMachine, runLines } from './machine.ts';
import { PICKUPS_API_PATH } from './pickups-query.ts';
import { pickupsSetting, seedAtScale, seededDatabase } from './pickups-scale.ts';
import { signInAdmin, startPortal, type PortalUnderTest } from './portal.ts';
import { withClient } from './postgres.ts';
import { formatCount, formatMs, formatRate } from './results.ts';
import { expectOk } from './scenarios.ts';

/** As bench/embedded-thread.ts loads the embedded database: a lab's desks at once, not bench/run.ts's 32. */
const GROWTH_CONNECTIONS = 8;

/** The calls measured at each step, in the order of the table. */
const CALLS = [
  { name: 'Pickups list', path: PICKUPS_API_PATH },
  { name: 'Break list, due (default view)', path: `/api/break-report?${BREAK_LIST_QUERY}` },
  { name: '`/admin` page', path: '/admin' },
] as const;

const DATABASES = { postgres: 'PostgreSQL', pglite: 'PGlite' } as const satisfies Record<string, PortalUnderTest['database']>;
type DatabaseChoice = keyof typeof DATABASES;

const isDatabaseChoice = (value: string): value is DatabaseChoice => Object.hasOwn(DATABASES, value);

/** One installation at one scale: how long it took to seed, its size, and each call's load, in CALLS' order. */
interface Step {
  database: PortalUnderTest['database'];
  pickups: number;
  seedingMs: number;
  bytes: number;
  calls: LoadResult[];
  /** PostgreSQL's version, as its server reports it. */
  serverVersion?: string;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const scales = (process.env.BENCH_GROWTH_SCALES ?? '10000,100000')
  .split(',')
  .map((raw) => pickupsSetting('BENCH_GROWTH_SCALES', raw.trim()))
  .sort((a, b) => a - b);
const databases = (process.env.BENCH_GROWTH_DATABASES ?? 'postgres,pglite').split(',').map((raw) => {
  const choice = raw.trim();
  if (!isDatabaseChoice(choice)) throw new Error(`BENCH_GROWTH_DATABASES lists postgres and pglite, comma-separated (got "${choice}")`);
  return choice;
});
process.once('exit', killAllChildren);

/** Each call at GROWTH_CONNECTIONS connections, signed in as the demo admin. */
async function measureCalls(portal: PortalUnderTest, pickups: number): Promise<LoadResult[]> {
  const { token } = await signInAdmin(portal.url);
  const headers = { authorization: `Bearer ${token}` };
  const results: LoadResult[] = [];
  for (const call of CALLS) {
    const url = `${portal.url}${call.path}`;
    await expectOk(url, headers);
    const result = await measure({ name: call.name, url, headers, connections: GROWTH_CONNECTIONS }, seconds);
    console.log(
      `  ${portal.database}, ${formatCount(pickups)} pickups, ${call.name}: ${formatRate(result.requestsPerSecond)} req/s, p95 ${formatMs(result.p95)} ms`,
    );
    results.push(result);
  }
  return results;
}

async function measuredPortal(databaseUrl: string | undefined, settings: Record<string, string>, pickups: number): Promise<LoadResult[]> {
  const portal = await startPortal(databaseUrl, settings);
  try {
    return await measureCalls(portal, pickups);
  } finally {
    await portal.stop();
  }
}

/** A fresh database on BENCH_DATABASE_URL's server, seeded and vacuumed as bench:lists has it; dropped after. */
async function onPostgres(server: string, pickups: number): Promise<Step> {
  const database = await seededDatabase(server, pickups);
  try {
    const bytes = await withClient(database.url, async (client) => {
      const { rows } = await client.query<{ bytes: string }>('select pg_database_size(current_database()) as bytes');
      return Number(rows[0]?.bytes);
    });
    const calls = await measuredPortal(database.url, {}, pickups);
    return { database: 'PostgreSQL', pickups, seedingMs: database.seedingMs, bytes, calls, serverVersion: database.serverVersion };
  } finally {
    await database.drop();
  }
}

/** Every file's size in `folder` and below, as the database's files take it on disk. */
async function folderBytes(folder: string): Promise<number> {
  const names = await readdir(folder, { recursive: true });
  const sizes = await Promise.all(names.map(async (name) => (await lstat(join(folder, name))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * The embedded database in a fresh folder: the first start seeds the demo lab, then the command
 * line fills it while no server holds it open. Not vacuumed: an embedded database has no
 * autovacuum, so a lab's is as the command (which analyses) leaves it.
 */
async function onPglite(pickups: number): Promise<Step> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-growth-'));
  try {
    await (await startPortal(undefined, { DATA_DIR: dataDir })).stop();
    console.log(`portal pickups seed-scale ${pickups} (PGlite)`);
    const seedingMs = await seedAtScale({ DATA_DIR: dataDir }, pickups);
    const bytes = await folderBytes(dataDir);
    const calls = await measuredPortal(undefined, { DATA_DIR: dataDir }, pickups);
    return { database: 'PGlite', pickups, seedingMs, bytes, calls };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const rule = (cells: readonly string[]) => line(cells.map((_, index) => (index === 0 ? '---' : '---:')));
const duration = (ms: number) => (ms >= 100_000 ? `${formatCount(ms / 1000)} s` : `${(ms / 1000).toFixed(1)} s`);
const mebibytes = (bytes: number) => `${formatMs(bytes / 1024 ** 2)} MiB`;

function section(steps: readonly Step[], machineLines: string): string {
  const postgresVersion = steps.find((step) => step.serverVersion)?.serverVersion;
  const span = scales.length === 1 ? `at ${formatCount(scales[0]!)}` : `${formatCount(scales[0]!)} to ${formatCount(scales.at(-1)!)}`;
  const measured = databases.map((choice) =>
    choice === 'postgres' && postgresVersion ? `PostgreSQL ${postgresVersion}` : DATABASES[choice],
  );
  const callsHeader = ['List', 'Database', 'Pickups', 'Requests/s', 'p50 ms', 'p95 ms', 'Non-2xx, errors'];
  const callRows = CALLS.flatMap((call, index) =>
    databases.flatMap((choice) =>
      steps
        .filter((step) => step.database === DATABASES[choice])
        .map((step) => {
          const result = step.calls[index]!;
          return [
            call.name,
            step.database,
            formatCount(step.pickups),
            formatRate(result.requestsPerSecond),
            formatMs(result.p50),
            formatMs(result.p95),
            formatCount(result.non2xx + result.errors),
          ];
        }),
    ),
  );
  const seedingHeader = ['Database', 'Pickups', '`portal pickups seed-scale`', 'Size after seeding'];
  const seedingRows = steps.map((step) => [step.database, formatCount(step.pickups), duration(step.seedingMs), mebibytes(step.bytes)]);
  return `
## Growth: ${span} pickups

${machineLines}; ${measured.join(' and ')}

At each scale a fresh installation: the first start seeds the demo lab, then \`portal pickups
seed-scale N\` adds the pickups (on PostgreSQL, then vacuumed and analysed as autovacuum would
leave it; the embedded database has no autovacuum and is measured as the command leaves it).
Each call at ${GROWTH_CONNECTIONS} connections, signed in as the admin, after an unmeasured warm-up: the pickups
list \`GET ${CALLS[0].path}\`, the break list as it opens \`GET ${CALLS[1].path}\`,
and the \`GET /admin\` page. Latencies are nearest-rank percentiles over every 2xx response.

${line(callsHeader)}
${rule(callsHeader)}
${callRows.map(line).join('\n')}

Seeding: the whole \`portal pickups seed-scale N\` command, its start included. Size on disk: on
PostgreSQL \`pg_database_size\` (the one database's tables and indexes); on PGlite the data folder
(the whole cluster, its template databases and write-ahead log included).

${line(seedingHeader)}
${rule(seedingHeader)}
${seedingRows.map(line).join('\n')}
`;
}

/** How a database is seeded and measured at a scale; PostgreSQL's needs BENCH_DATABASE_URL, asked for before anything runs. */
function stepOn(choice: DatabaseChoice): (pickups: number) => Promise<Step> {
  if (choice === 'pglite') return onPglite;
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) throw new Error('Set BENCH_DATABASE_URL (a server where a database may be created), or BENCH_GROWTH_DATABASES=pglite');
  return (pickups) => onPostgres(server, pickups);
}

const runs = databases.map((choice) => ({ choice, step: stepOn(choice) }));
const machine = describeMachine();
const steps: Step[] = [];
for (const pickups of scales) {
  for (const { choice, step } of runs) {
    console.log(`${DATABASES[choice]} at ${formatCount(pickups)} pickups`);
    steps.push(await step(pickups));
  }
}
console.log(section(steps, runLines(machine, seconds)));
