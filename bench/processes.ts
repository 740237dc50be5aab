/**
 * Throughput of two server processes against one (`npm run bench:processes`), on one
 * PostgreSQL database (a fresh one on BENCH_DATABASE_URL's server, dropped afterwards): the
 * users table API at 32 connections on one process, then at 16 connections on each of two
 * processes at once, as a load balancer would spread them, in three alternated rounds. Prints the figures for
 * docs/benchmarks.md with the machine's load; the target is 1.7 times.
 */
import { CONNECTIONS, measure, type LoadResult } from './load.ts';
import { describeMachine, loadAverage } from './machine.ts';
import { signInAdmin, startPortal, type PortalUnderTest } from './portal.ts';
import { createBenchDatabase } from './postgres.ts';
import { expectOk, USERS_API_PATH } from './scenarios.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server where a database may be created');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 3;

const machine = describeMachine();
const database = await createBenchDatabase(adminUrl);
const portals: PortalUnderTest[] = [];
try {
  // The first migrates and seeds the demo lab; the second finds both done.
  portals.push(await startPortal(database.url));
  portals.push(await startPortal(database.url));
  const first = portals[0]!;
  // A session made on one process is good on the other: they share the database.
  const bearer = { authorization: `Bearer ${(await signInAdmin(first.url)).token}` };
  for (const portal of portals) await expectOk(`${portal.url}${USERS_API_PATH}`, bearer);
  const scenario = (portal: PortalUnderTest, connections: number) => ({
    name: 'users API',
    url: `${portal.url}${USERS_API_PATH}`,
    headers: bearer,
    connections,
  });

  // Alternated three times, so that a change in the machine's other load shows as a change between rounds.
  const rounds: Array<{ one: LoadResult; both: LoadResult[] }> = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.log(`round ${round}: one process, ${CONNECTIONS} connections; then two processes, ${CONNECTIONS / 2} connections each`);
    const one = await measure(scenario(first, CONNECTIONS), seconds);
    const both = await Promise.all(portals.map((portal) => measure(scenario(portal, CONNECTIONS / 2), seconds)));
    rounds.push({ one, both });
  }
  const rate = (results: LoadResult[]) => results.reduce((sum, result) => sum + result.requestsPerSecond, 0);
  const row = (what: string, results: LoadResult[]) =>
    `| ${what} | ${Math.round(rate(results)).toLocaleString('en-US')} | ${results.map((r) => r.p95.toFixed(0)).join(' / ')} | ${results.reduce((n, r) => n + r.non2xx + r.errors, 0)} |`;
  console.log(
    `\n${new Date().toISOString()}: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, PostgreSQL ${database.serverVersion}`,
  );
  console.log(`1-minute load average ${machine.loadBefore} before, ${loadAverage()} after; ${seconds} s per measurement\n`);
  console.log('| round, processes | requests/s | p95 ms | non-2xx and errors |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [index, { one, both }] of rounds.entries()) {
    console.log(row(`${index + 1}, one`, [one]));
    console.log(row(`${index + 1}, two`, both));
  }
  const ratios = rounds.map(({ one, both }) => (rate(both) / one.requestsPerSecond).toFixed(2));
  console.log(`\ntwo against one, by round: ${ratios.join(', ')} times`);
} finally {
  await Promise.all(portals.map((portal) => portal.stop()));
  await database.drop();
}
