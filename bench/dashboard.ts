/**
 * The dashboard's numbers and the admin's slower stats calls at 100,000 pickups
 * (`npm run bench:dashboard`): each call one at a time, the first dashboard answer after a write
 * (the kept answer dropped: a miss), then each at 32 connections (the steady state: hits), and
 * the dashboard at 32 connections while the lab writes once a second. Prints the figures for
 * docs/benchmarks.md with the machine's load (decision 166).
 *
 *   BENCH_DATABASE_URL=postgres://user@host:5432/db   a fresh database on that server, seeded at scale and dropped after
 *   BENCH_SEEDED_DATABASE_URL=postgres://.../db        or a database already seeded at scale, measured as it is
 *   BENCH_SECONDS=10                                   length of each measurement
 */
import { Client } from 'pg';
import { CONNECTIONS, measure, type LoadResult } from './load.ts';
import { describeMachine, loadAverage } from './machine.ts';
import { seededDatabase } from './pickups-scale.ts';
import { signInAdmin, startBaseline, startPortal, type PortalUnderTest } from './portal.ts';
import { expectOk } from './scenarios.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const TIMES = 5;
const CALLS = [
  { name: '`GET /api/dashboard-stats` (admin)', path: '/api/dashboard-stats' },
  { name: '`GET /api/stats`', path: '/api/stats' },
  { name: '`GET /api/stats/overdue-results?timeIncrement=month`', path: '/api/stats/overdue-results?timeIncrement=month' },
];

async function timed(url: string, init: RequestInit): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  if (response.status >= 300) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return performance.now() - start;
}

/** The ids a new pickup needs: the demo company and a driver. */
async function pickupFacts(databaseUrl: string): Promise<{ customerId: number; driverId: number }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const customer = await client.query<{ id: number }>("select customer_id as id from users where email = 'customer@demo.lab'");
    const driver = await client.query<{ id: number }>("select id from users where email = 'driver@demo.lab'");
    return { customerId: customer.rows[0]!.id, driverId: driver.rows[0]!.id };
  } finally {
    await client.end();
  }
}

async function main(portal: PortalUnderTest, databaseUrl: string): Promise<void> {
  const machine = describeMachine();
  const admin = await signInAdmin(portal.url);
  const bearer = { authorization: `Bearer ${admin.token}` };
  const json = { ...bearer, 'content-type': 'application/json', origin: portal.url };
  const facts = await pickupFacts(databaseUrl);
  let written = 0;
  // Writes the dashboard's kept answer is dropped by: an inspector (the projected revenue stays), a pickup (it goes too).
  const writeInspector = () =>
    timed(`${portal.url}/api/inspectors`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ fullName: `Bench Inspector ${++written}` }),
    });
  const writePickup = () =>
    timed(`${portal.url}/api/pickups`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        ...facts,
        caller: 'Bench',
        receivedBy: 'Call',
        schedPickupDate: '2026-11-24',
        pickupAddr1: '1 Bench Way',
        pickupCity: 'Fresno',
        pickupState: 'CA',
        pickupZip: '93701',
        tripCharge: 25,
      }),
    });
  const dashboard = () => timed(`${portal.url}/api/dashboard-stats`, { headers: bearer });
  // The process's first answer computes the projected revenue too: its own line, not the first request of a call.
  const first = await dashboard();
  for (const call of CALLS) await expectOk(`${portal.url}${call.path}`, bearer);

  const oneAtATime: Record<string, number[]> = {};
  for (const call of CALLS) {
    await writeInspector();
    oneAtATime[call.name] = [];
    for (let index = 0; index < TIMES; index += 1)
      oneAtATime[call.name]!.push(await timed(`${portal.url}${call.path}`, { headers: bearer }));
  }
  const afterInspector: number[] = [];
  const afterPickup: number[] = [];
  for (let index = 0; index < TIMES; index += 1) {
    await writeInspector();
    afterInspector.push(await dashboard());
    await writePickup();
    afterPickup.push(await dashboard());
  }

  const loads: LoadResult[] = [];
  for (const call of CALLS) {
    console.log(`${call.name} at ${CONNECTIONS} connections`);
    loads.push(await measure({ name: call.name, url: `${portal.url}${call.path}`, headers: bearer }, seconds));
  }
  console.log(`the dashboard at ${CONNECTIONS} connections, an inspector written each second`);
  const writes = { on: true };
  const writer = (async () => {
    while (writes.on) {
      await writeInspector();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  const withWrites = await measure({ name: 'dashboard-stats, writes', url: `${portal.url}/api/dashboard-stats`, headers: bearer }, seconds);
  writes.on = false;
  await writer;

  // The bare Hono route of bench/run.ts in the same minutes: how much of the machine the run had.
  const baseline = await startBaseline();
  const bare = await measure({ name: 'bare text', url: `${baseline.url}/text` }, seconds).finally(() => baseline.stop());

  const ms = (values: readonly number[]) => values.map((value) => value.toFixed(1)).join(', ');
  const row = (name: string, alone: string, result: LoadResult) =>
    `| ${name} | ${alone} | ${result.requestsPerSecond.toFixed(1)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.non2xx + result.errors} |`;
  console.log(`\n${new Date().toISOString()}: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}`);
  console.log(`1-minute load average ${machine.loadBefore} before, ${loadAverage()} after; ${seconds} s per measurement\n`);
  console.log(`first dashboard answer (the projection computed): ${first.toFixed(1)} ms`);
  console.log(`dashboard after an inspector written (a miss, the projection kept): ${ms(afterInspector)} ms`);
  console.log(`dashboard after a pickup written (a miss, the projection computed again): ${ms(afterPickup)} ms\n`);
  console.log(
    `| Call | one at a time, ms (the first after a write) | Requests/s at ${CONNECTIONS} | p50 ms | p95 ms | p99 ms | non-2xx, errors |`,
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [index, call] of CALLS.entries()) console.log(row(call.name, ms(oneAtATime[call.name]!), loads[index]!));
  console.log(row('`GET /api/dashboard-stats`, an inspector written each second', '', withWrites));
  console.log(row('Baseline: bare Hono route, text (bench/run.ts)', '', bare));
}

const seededUrl = process.env.BENCH_SEEDED_DATABASE_URL;
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!seededUrl && !adminUrl)
  throw new Error('Set BENCH_DATABASE_URL (a server where a database may be created) or BENCH_SEEDED_DATABASE_URL');
const database = seededUrl ? null : await seededDatabase(adminUrl!);
const databaseUrl = seededUrl ?? database!.url;
const portal = await startPortal(databaseUrl);
try {
  await main(portal, databaseUrl);
} finally {
  await portal.stop();
  await database?.drop();
}
