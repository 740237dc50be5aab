/**
 * `npm run bench`: the portal under load beside two baselines, the render loop, the formula
 * engine, the command line's start-up and report PDFs, printed as a table and written to docs/benchmarks.md. See docs/decisions/020-benchmarks.md.
 *
 *   BENCH_SECONDS=10                                              length of each measurement
 *   BENCH_DATABASE_URL=postgres://user@host:5432/db               also measure on PostgreSQL, the
 *                                                                 technician's set save and next specimen,
 *                                                                 and the pickups list at 100,000 pickups
 *                                                                 with the hot lists beside the best SQL
 *                                                                 and the pages beside their bare renders
 *   BENCH_SCALE=100000                                            pickups seeded for those
 *   BENCH_PICKUPS=false                                           skip the pickups at scale (minutes of seeding)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureBarePages, type PageUnderTest } from './bare-pages.ts';
import { measureBreakSet, type BreakSetResults } from './break-set.ts';
import { killAllChildren } from './child.ts';
import { cliBenchmark } from './cli.bench.ts';
import { formulaBenchmark } from './formula.bench.ts';
import { CONNECTIONS, measure } from './load.ts';
import { reportPdfBenchmark } from './report-pdf.bench.ts';
import { describeMachine, loadAverage } from './machine.ts';
import { bestOfThree } from './one-core.ts';
import { barePagesOf, differingPages, measurePages, PAGE_CONNECTIONS, portalHeaders } from './pages.ts';
import { cleanEnv, labTimeZone, ROOT, signInAdmin, startBaseline, startPortal } from './portal.ts';
import { measurePickups, SCALE_PICKUPS, seedAtScale, type PickupsResults } from './pickups-scale.ts';
import { createBenchDatabase, withClient, type BenchDatabase } from './postgres.ts';
import { renderLoop } from './render-loop.ts';
import { markdownReport, terminalReport } from './report.ts';
import type { PortalResults } from './results.ts';
import { measurePortal, SIGN_INS } from './scenarios.ts';
import { adminCall, firstId, testedSet } from './tested-set.ts';

/** Clean-ups still owed, run last first on success, failure and Ctrl-C alike. */
const cleanups: Array<() => Promise<void>> = [];

async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop()!;
    await cleanup().catch((error: unknown) => console.error(`Clean-up failed: ${String(error)}`));
  }
}

function secondsSetting(): number {
  const raw = process.env.BENCH_SECONDS ?? '10';
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1) throw new Error(`BENCH_SECONDS must be a number of seconds, at least 1 (got "${raw}")`);
  return Math.round(value);
}

/**
 * Starts a portal on the PostgreSQL database, adds the tested set whose pages are measured (its
 * own ids on this database), measures it and stops it, so only one server is busy at a time.
 * Answers the pages too: they are measured again once the database holds the pickups at scale.
 */
async function benchPortal(seconds: number, database: BenchDatabase): Promise<{ results: PortalResults; pages: PageUnderTest[] }> {
  console.log('Portal on PostgreSQL (a fresh database, SEED_DEMO=true)');
  const portal = await startPortal(database.url);
  cleanups.push(portal.stop);
  const { token } = await signInAdmin(portal.url);
  const pages = await withClient(database.url, (client) =>
    testedSet(
      adminCall((path, init) => fetch(`${portal.url}${path}`, init), token, portal.url),
      async (query) => firstId((await client.query<{ id: number }>(query)).rows, query),
      labTimeZone(),
    ),
  );
  const results = await measurePortal(portal, seconds, pages);
  await cleanups.pop()!();
  return { results: { ...results, database: `PostgreSQL ${database.serverVersion.split(' ')[0]}` }, pages };
}

/** The technician's bench (a set of four saved by 8 technicians at once, the next specimen) on the PostgreSQL database, before it is filled at scale. */
async function benchBreakSet(seconds: number, databaseUrl: string): Promise<BreakSetResults> {
  const portal = await startPortal(databaseUrl);
  cleanups.push(portal.stop);
  // The shipped deployment (compose.yaml) runs two portal processes on one database.
  const second = await startPortal(databaseUrl);
  cleanups.push(second.stop);
  const results = await measureBreakSet(portal, databaseUrl, seconds, second);
  await cleanups.pop()!();
  await cleanups.pop()!();
  return results;
}

/**
 * The pickups list and the tested set's `pages` on the PostgreSQL database once it holds
 * SCALE_PICKUPS pickups, the pages beside their bare renders from that database: seed-scale only
 * adds rows, so the pages benchPortal made are still there.
 */
async function benchPickups(seconds: number, databaseUrl: string, pages: readonly PageUnderTest[]): Promise<PickupsResults> {
  console.log(`Pickups at scale: portal pickups seed-scale ${SCALE_PICKUPS} on PostgreSQL`);
  await seedAtScale({ DATABASE_URL: databaseUrl }, SCALE_PICKUPS);
  const portal = await startPortal(databaseUrl);
  cleanups.push(portal.stop);
  const results = await measurePickups(portal, databaseUrl, seconds, pages);
  await cleanups.pop()!();
  return results;
}

/** `/admin`'s bare render in this process, from the embedded database the portal was measured on. */
async function bareAdminPage(dataDir: string, pages: readonly PageUnderTest[]) {
  const [adminPage] = await captureBarePages(
    cleanEnv({ DATA_DIR: dataDir }),
    pages.filter((page) => page.path === '/admin'),
  );
  if (!adminPage) throw new Error('the baseline server did not list /admin');
  return adminPage;
}

async function main(): Promise<void> {
  const seconds = secondsSetting();
  const machine = describeMachine();
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  // Created first, so a wrong URL stops the run before minutes of measuring.
  const database = postgresUrl ? await createBenchDatabase(postgresUrl) : null;
  if (database) cleanups.push(database.drop);

  // One embedded database for the baseline server and the portal on PGlite: the bare renders are of the portal's own pages.
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  console.log('Baseline server: seeding the demo lab on PGlite and a tested set, keeping the bare renders of its pages');
  const baseline = await startBaseline({ dataDir });
  cleanups.push(baseline.stop);
  const pages = await barePagesOf(baseline.url);
  console.log('Starting the portal on PGlite (NODE_ENV=production, the database the baseline server seeded)');
  const portal = await startPortal(undefined, { DATA_DIR: dataDir });
  cleanups.push(portal.stop);
  const differing = await differingPages(portal.url, baseline.url, pages, await portalHeaders(portal.url));

  console.log(`Baselines (${CONNECTIONS} connections, ${seconds} s each)`);
  const text = await measure({ name: 'bare text', url: `${baseline.url}/text` }, seconds);
  const render = await measure({ name: 'bare /admin markup', url: `${baseline.url}/admin` }, seconds);
  console.log(`Bare renders of the pages (${PAGE_CONNECTIONS} connections)`);
  const barePages = await measurePages(baseline.url, pages, () => ({}), seconds);

  console.log('Portal on PGlite');
  const portals = [await measurePortal(portal, seconds, pages)];
  await portal.stop();

  const postgres = database ? await benchPortal(seconds, database) : undefined;
  if (postgres) portals.push(postgres.results);
  const breakSet = database ? await benchBreakSet(seconds, database.url) : undefined;
  const pickups =
    database && postgres && process.env.BENCH_PICKUPS !== 'false' ? await benchPickups(seconds, database.url, postgres.pages) : undefined;
  await baseline.stop();

  const windows = Math.max(1, Math.round(seconds / 3));
  console.log(`In process, one core: renderToString loop, then the formula engine (best of three ${windows} s windows)`);
  const adminPage = await bareAdminPage(dataDir, pages);
  const loop = await bestOfThree(
    () => renderLoop(adminPage, windows),
    (result) => result.rendersPerSecond,
  );
  const formula = await bestOfThree(
    () => formulaBenchmark(windows),
    (result) => result.specimensPerSecond,
  );
  console.log('Command line start-up: portal --help and portal formula eval');
  const cli = await cliBenchmark();
  console.log('Report PDFs, one after another, and 500 of them zipped as download-all streams them');
  const reportPdf = await reportPdfBenchmark();

  const results = {
    date: new Date(),
    machine,
    loadAfter: loadAverage(),
    seconds,
    signIns: SIGN_INS,
    connections: CONNECTIONS,
    baselines: { text, render, loop, pages: barePages, differing },
    portals,
    ...(pickups ? { pickups } : {}),
    ...(breakSet ? { breakSet } : {}),
    formula,
    cli,
    reportPdf,
  };
  console.log(`\n${terminalReport(results)}`);
  await writeFile(join(ROOT, 'docs/benchmarks.md'), markdownReport(results));
  console.log('\nWritten to docs/benchmarks.md');
}

const interrupted = (signal: NodeJS.Signals) => {
  console.error(`\nBenchmark interrupted (${signal}); stopping the servers it started`);
  void cleanUp().finally(() => process.exit(130));
};
process.once('SIGINT', interrupted);
process.once('SIGTERM', interrupted);
process.once('exit', killAllChildren);

try {
  await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
