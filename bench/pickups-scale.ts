import { spawn } from 'node:child_process';
import { Client, Pool } from 'pg';
import { once } from 'node:events';
import { join } from 'node:path';
import type { PageUnderTest } from './bare-pages.ts';
import { bareSqlLoad } from './bare-sql.ts';
import { measureBreakList, type BreakListResults } from './break-list.ts';
import { measure, type LoadResult } from './load.ts';
import { measureLists, type HotListResult } from './lists.ts';
import { measurePagesAtScale, type PagesAtScale } from './pages-at-scale.ts';
import { cleanEnv, ROOT, signInAdmin, startPortal, type PortalUnderTest } from './portal.ts';
import { createBenchDatabase, type BenchDatabase } from './postgres.ts';
import { PICKUPS_API_PATH, PICKUPS_API_QUERY } from './pickups-query.ts';
import { expectOk } from './scenarios.ts';

/** How many pickups the lists are measured on: issue 6's 100,000 ("Data at scale"), or BENCH_SCALE's. */
export const SCALE_PICKUPS = pickupsSetting('BENCH_SCALE', process.env.BENCH_SCALE ?? '100000');

/** A number of pickups the setting `name` gives: a whole number, at least 1,000. */
export function pickupsSetting(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1000) throw new Error(`${name} must be a whole number of pickups, at least 1,000 (got "${raw}")`);
  return value;
}

export interface PickupsResults {
  pickups: number;
  query: string;
  api: LoadResult;
  page: LoadResult;
  bareSql: LoadResult;
  /** The break list over the same pickups' specimens. */
  breaks: BreakListResults;
  /** `GET /api/dashboard-stats` as the admin, every key of the enabled plugins. */
  dashboardStats: LoadResult;
  /** Each hot list beside the best SQL for the same rows. */
  lists: HotListResult[];
  /** The tested set's pages beside their bare renders at scale (issue 29 asks their goals at 100,000 pickups). */
  pages: PagesAtScale;
}

/** Where `portal pickups seed-scale` writes: a PostgreSQL database, or the embedded database in its folder. */
export type ScaleTarget = { DATABASE_URL: string } | { DATA_DIR: string };

/**
 * `portal pickups seed-scale N` against the bench database, as an operator would run it: with the
 * pickups, invoicing and reports add the invoices and reports of the lab's work (decision 240).
 * Answers the ms it took.
 */
export async function seedAtScale(target: ScaleTarget, count: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'portal.ts'), 'pickups', 'seed-scale', String(count)], {
    env: cleanEnv(target),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`portal pickups seed-scale ${count} exited with ${code}`);
  return performance.now() - started;
}

export interface SeededDatabase extends BenchDatabase {
  /** How long `portal pickups seed-scale` took, in ms. */
  seedingMs: number;
}

/**
 * A fresh database on `adminUrl`'s server, seeded as an installation with `pickups` pickups (their
 * invoices and reports too), the tables the seed filled vacuumed as autovacuum would leave them.
 */
export async function seededDatabase(adminUrl: string, pickups: number = SCALE_PICKUPS): Promise<SeededDatabase> {
  const database = await createBenchDatabase(adminUrl);
  try {
    // The first start migrates and seeds the demo lab.
    const portal = await startPortal(database.url);
    await portal.stop();
    console.log(`portal pickups seed-scale ${pickups}`);
    const seedingMs = await seedAtScale({ DATABASE_URL: database.url }, pickups);
    const client = new Client({ connectionString: database.url });
    await client.connect();
    for (const table of [
      'specimens',
      'samples',
      'pickups',
      'test_results',
      'invoices',
      'invoice_items',
      'expected_invoice_dates',
      'reports',
    ])
      await client.query(`VACUUM ANALYZE ${table}`);
    await client.end();
    return { ...database, seedingMs };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** How many specimens the seeded database holds. */
async function specimenCount(databaseUrl: string): Promise<number> {
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    return Number((await pool.query<{ count: string }>('select count(*) from specimens')).rows[0]?.count ?? 0);
  } finally {
    await pool.end();
  }
}

/**
 * The pickups list API and `/admin/pickups` on a portal over the seeded database, then the same
 * query in bare SQL, the other lists, and last the tested set's `pages` (made on this database before it was
 * seeded) beside their bare renders from this database.
 */
export async function measurePickups(
  portal: PortalUnderTest,
  databaseUrl: string,
  seconds: number,
  pages: readonly PageUnderTest[],
): Promise<PickupsResults> {
  const { token } = await signInAdmin(portal.url);
  const bearer = { authorization: `Bearer ${token}` };
  await expectOk(`${portal.url}${PICKUPS_API_PATH}`, bearer);
  await expectOk(`${portal.url}/admin/pickups`, bearer);
  console.log(`  ${portal.database}: pickups list API`);
  const api = await measure({ name: 'pickups API', url: `${portal.url}${PICKUPS_API_PATH}`, headers: bearer }, seconds);
  console.log(`  ${portal.database}: /admin/pickups page`);
  const page = await measure({ name: '/admin/pickups', url: `${portal.url}/admin/pickups`, headers: bearer }, seconds);
  console.log(`  ${portal.database}: the same list query in bare SQL`);
  const bareSql = await bareSqlLoad(databaseUrl, seconds);
  const breaks = await measureBreakList(portal, await specimenCount(databaseUrl), seconds);
  await expectOk(`${portal.url}/api/dashboard-stats`, bearer);
  console.log(`  ${portal.database}: the admin's dashboard stats`);
  const dashboardStats = await measure({ name: 'dashboard-stats', url: `${portal.url}/api/dashboard-stats`, headers: bearer }, seconds);
  console.log(`  ${portal.database}: the hot lists beside the best SQL`);
  const lists = await measureLists(portal, databaseUrl, seconds);
  const pageResults = await measurePagesAtScale(portal, databaseUrl, pages, seconds);
  return { pickups: SCALE_PICKUPS, query: PICKUPS_API_QUERY, api, page, bareSql, breaks, dashboardStats, lists, pages: pageResults };
}
