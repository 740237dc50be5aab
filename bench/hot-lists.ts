/**
 * The hot lists beside the best SQL alone (`npm run bench:lists`), as `npm run bench` measures them
 * with BENCH_DATABASE_URL: a fresh database seeded at scale, each list's route and its best
 * statement (bench/best-sql.ts) at 32 connections. Prints the section for docs/benchmarks.md
 * with the machine, the date and the load.
 *
 *   BENCH_DATABASE_URL=postgres://user@host:5432/db   a server where a database may be created (dropped after)
 *   BENCH_SCALE=100000                                 pickups to seed (issue 29 measures 100,000)
 *   BENCH_SECONDS=10                                   length of each measurement
 */
import { killAllChildren } from './child.ts';
import { listsSection, measureLists } from './lists.ts';
import { describeMachine, runLines } from './machine.ts';
import { SCALE_PICKUPS, seededDatabase } from './pickups-scale.ts';
import { startPortal } from './portal.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL (a server where a database may be created)');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
process.once('exit', killAllChildren);

const started = Date.now();
const database = await seededDatabase(adminUrl);
try {
  const machine = describeMachine();
  const portal = await startPortal(database.url);
  try {
    const results = await measureLists(portal, database.url, seconds);
    console.log(`\n${runLines(machine, seconds)}`);
    console.log(`seeded and measured in ${Math.round((Date.now() - started) / 1000)} s`);
    console.log(listsSection(results, SCALE_PICKUPS));
  } finally {
    await portal.stop();
  }
} finally {
  await database.drop();
}
