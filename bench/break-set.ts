/**
 * The technician's bench (issue 27) on PostgreSQL: saving a set of four cylinders at once
 * (`PUT /api/break-report/set/{id}`) with 8 technicians saving at the same time, each a set
 * after the other, and opening the next specimen (Save & Next's `GET /api/break-report/next/{id}`
 * and the break form it opens), one at a time (the server's own time) and 8 at once; the set save
 * also with the 8 technicians spread over two portal processes, as the shipped deployment runs.
 * Part of `npm run bench` with BENCH_DATABASE_URL; alone:
 *
 *   BENCH_DATABASE_URL=postgres://user@host:5432/db node --import tsx bench/break-set.ts
 */
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import { addDays, labToday } from '../shared/dates.ts';
import { measure, percentile, type LoadResult } from './load.ts';
import { describeMachine, loadAverage } from './machine.ts';
import { DEMO_ADMIN, labTimeZone, signInAdmin, startPortal, type PortalUnderTest } from './portal.ts';
import { createBenchDatabase, withClient } from './postgres.ts';
import { formatCount, formatMs } from './results.ts';

export const TECHNICIANS = 8;
/** Sets saved by each technician, after one each unmeasured (the first call of a route warms its code). */
const SETS_EACH = 40;
/** Sets saved by one technician alone, one after another. */
const SETS_ALONE = 40;
/** Sets a pickup holds (the largest pickups of the demo lab hold fewer; it only saves requests). */
const SETS_PER_PICKUP = 10;
const LOADS = [52000, 53000, 51000, 52000];
const ONE_AT_A_TIME = 200;
export const BREAK_SET_TARGETS = { saveP95Ms: 50, nextMs: 30 } as const;
const DUE_LIST = `sort=testDate:asc&conditions=${encodeURIComponent(JSON.stringify({ tested: false, scheduled: true }))}`;

/** Technicians saving sets back to back: their latencies, failures and how long it took. */
type SaveRun = Latencies & { failures: number; seconds: number };

/** Nearest-rank percentiles of a run's latencies. */
export interface Latencies {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface BreakSetResults {
  technicians: number;
  sets: number;
  save: SaveRun & { cpuMsPerSet: number };
  /** The same 8 technicians spread over the two portal processes of the shipped deployment (compose.yaml), half on each. */
  saveOnTwoProcesses?: SaveRun;
  /** One technician saving sets one after another: what a set costs the server alone. */
  saveAlone: Latencies & { cpuMsPerSet: number };
  nextAlone: Latencies;
  formAlone: Latencies;
  nextAtOnce: LoadResult;
  formAtOnce: LoadResult;
}

function latencies(samples: number[]): Latencies {
  const sorted = Float64Array.from(samples).sort();
  return { count: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
}

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_ADMIN.password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`signing in ${email} answered ${response.status}`);
  return body.token;
}

/**
 * Received pickups of the demo company, each with SETS_PER_PICKUP sets of four 4 × 8 in
 * cylinders cast 28 days ago (due today, min psi 4000): the specimen ids of each set.
 */
async function setsToBreak(portal: PortalUnderTest, databaseUrl: string, token: string, count: number): Promise<number[][]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (text: string) => (await client.query<{ id: number }>(text)).rows[0]!.id;
    const customerId = await one("select customer_id as id from users where email = 'customer@demo.lab'");
    const driverId = await one("select id from users where email = 'driver@demo.lab'");
    const sampleTypeId = await one("select id from sample_types where description = 'Concrete Cylinder 4x8'");
    const received = await one("select id from pickup_statuses where code = 'received'");
    const today = labToday(labTimeZone());
    const castDate = addDays(today, -28);
    const pickupIds: number[] = [];
    for (let made = 0; made < count; made += SETS_PER_PICKUP) {
      const response = await fetch(`${portal.url}/api/pickups`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: portal.url },
        body: JSON.stringify({
          customerId,
          driverId,
          caller: 'Bench',
          receivedBy: 'Call',
          schedPickupDate: castDate,
          pickupAddr1: '1 Bench Way',
          pickupCity: 'Fresno',
          pickupState: 'CA',
          pickupZip: '93701',
          tripCharge: 25,
          samples: Array.from({ length: Math.min(SETS_PER_PICKUP, count - made) }, () => ({
            sampleTypeId,
            qty: 4,
            castDate,
            minPsi: 4000,
          })),
        }),
      });
      const body = (await response.json()) as { pickup?: { id: number } };
      if (response.status !== 201 || !body.pickup)
        throw new Error(`creating a pickup answered ${response.status}: ${JSON.stringify(body)}`);
      pickupIds.push(body.pickup.id);
    }
    await client.query('update pickups set pickup_status_id = $1, receive_date = $2 where id = any($3)', [received, today, pickupIds]);
    const specimens = await client.query<{ sample_id: number; id: number }>(
      'select s.sample_id, s.id from specimens s join samples m on m.id = s.sample_id where m.pickup_id = any($1) order by s.sample_id, s.n',
      [pickupIds],
    );
    const bySet = new Map<number, number[]>();
    for (const row of specimens.rows) bySet.set(row.sample_id, [...(bySet.get(row.sample_id) ?? []), row.id]);
    return [...bySet.values()];
  } finally {
    await client.end();
  }
}

/** The set screen's save: four rows, 4 × 8 in, the loads typed twice. */
export const setSave = (ids: readonly number[]) => ({
  rows: ids.map((specimenId, index) => ({
    specimenId,
    template: 'ds-pq-502.1',
    results: {
      diameter1: '4.00',
      diameter2: '4.00',
      length: '8.00',
      load: String(LOADS[index % LOADS.length]),
      loadVerification: String(LOADS[index % LOADS.length]),
      fractureType: '1',
      condition: 'Good',
      time: '9:30 AM',
    },
  })),
});

async function timedOk(url: string, init: RequestInit): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const elapsed = performance.now() - start;
  if (response.status !== 200) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return elapsed;
}

/**
 * TECHNICIANS technicians saving `sets` back to back, technician `index` on `portalOf(index)`,
 * one set each unmeasured first (the first call of a route warms its code).
 */
async function saveBackToBack(
  sets: number[][],
  portalOf: (technician: number) => PortalUnderTest,
  save: (portal: PortalUnderTest, ids: number[]) => Promise<number>,
): Promise<SaveRun> {
  await Promise.all(sets.splice(0, TECHNICIANS).map((ids, technician) => save(portalOf(technician), ids)));
  const samples: number[] = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: TECHNICIANS }, async (_, technician) => {
      for (let ids = sets.shift(); ids; ids = sets.shift()) {
        await save(portalOf(technician), ids).then(
          (ms) => samples.push(ms),
          (error: unknown) => {
            failures += 1;
            if (failures === 1) console.error(`  a set save failed: ${String(error)}`);
          },
        );
      }
    }),
  );
  return { ...latencies(samples), failures, seconds: (performance.now() - started) / 1000 };
}

/**
 * Measures the set save and the next specimen on a portal over PostgreSQL, and, given a second
 * process of the same portal on the same database, the set save spread over both; the database
 * gains the sets it saves.
 */
export async function measureBreakSet(
  portal: PortalUnderTest,
  databaseUrl: string,
  seconds: number,
  secondProcess?: PortalUnderTest,
): Promise<BreakSetResults> {
  const admin = await signInAdmin(portal.url);
  const tech = await signIn(portal.url, 'tech@demo.lab');
  const json = { authorization: `Bearer ${tech}`, 'content-type': 'application/json', origin: portal.url };
  const bearer = { authorization: `Bearer ${tech}` };
  const runs = secondProcess ? 2 : 1;
  // One set each to warm up and SETS_EACH each measured per run, the sets saved alone, and one left due for the next-specimen calls.
  const sets = await setsToBreak(portal, databaseUrl, admin.token, runs * TECHNICIANS * (SETS_EACH + 1) + SETS_ALONE + 1);
  const due = sets.pop()!;
  const alone = sets.splice(0, SETS_ALONE);
  // The statistics a lab's database keeps (autovacuum analyses a table as it changes): this
  // minute's thousands of new rows outran them, and a plan made on them walks every pickup.
  const analyse = () => withClient(databaseUrl, (client) => client.query('ANALYZE'));
  await analyse();
  const save = (target: PortalUnderTest, ids: number[]) =>
    timedOk(`${target.url}/api/break-report/set/${ids[0]}`, {
      method: 'PUT',
      headers: { ...json, origin: target.url },
      body: JSON.stringify(setSave(ids)),
    });

  console.log(`  PostgreSQL: ${TECHNICIANS} technicians saving sets of four, ${SETS_EACH} sets each`);
  const cpuStarted = portal.cpuMs();
  const run = await saveBackToBack(sets.splice(0, TECHNICIANS * (SETS_EACH + 1)), () => portal, save);
  const saveCpuMs = portal.cpuMs() - cpuStarted;
  let saveOnTwoProcesses: SaveRun | undefined;
  if (secondProcess) {
    console.log(`  PostgreSQL: the same, half the technicians on each of two portal processes`);
    saveOnTwoProcesses = await saveBackToBack(
      sets.splice(0, TECHNICIANS * (SETS_EACH + 1)),
      (technician) => (technician % 2 === 0 ? portal : secondProcess),
      save,
    );
  }
  const aloneTimes: number[] = [];
  const aloneCpuStarted = portal.cpuMs();
  for (const ids of alone) aloneTimes.push(await save(portal, ids));
  const aloneCpuMs = portal.cpuMs() - aloneCpuStarted;

  await analyse();
  console.log('  PostgreSQL: Save & Next, the next specimen and its break form, one at a time then 8 at once');
  const nextUrl = `${portal.url}/api/break-report/next/${due[0]}?${DUE_LIST}`;
  const formUrl = `${portal.url}/admin/break-report/${due[1]}`;
  const page = { ...bearer, accept: 'text/html' };
  const oneAtATime = async (url: string, headers: Record<string, string>) => {
    for (let index = 0; index < 20; index += 1) await timedOk(url, { headers });
    const times: number[] = [];
    for (let index = 0; index < ONE_AT_A_TIME; index += 1) times.push(await timedOk(url, { headers }));
    return latencies(times);
  };
  const nextAlone = await oneAtATime(nextUrl, bearer);
  const formAlone = await oneAtATime(formUrl, page);
  const nextAtOnce = await measure({ name: 'next specimen', url: nextUrl, headers: bearer, connections: TECHNICIANS }, seconds);
  const formAtOnce = await measure({ name: 'break form', url: formUrl, headers: page, connections: TECHNICIANS }, seconds);
  return {
    technicians: TECHNICIANS,
    sets: run.count,
    save: { ...run, cpuMsPerSet: saveCpuMs / Math.max(1, run.count) },
    ...(saveOnTwoProcesses && { saveOnTwoProcesses }),
    saveAlone: { ...latencies(aloneTimes), cpuMsPerSet: aloneCpuMs / Math.max(1, aloneTimes.length) },
    nextAlone,
    formAlone,
    nextAtOnce,
    formAtOnce,
  };
}

const met = (value: number, target: number) => (value <= target ? 'yes' : 'NO');

/** The section of docs/benchmarks.md. */
export function breakSetSection(results: BreakSetResults): string {
  const { save } = results;
  const row = (name: string, count: string, figures: Pick<Latencies, 'p50' | 'p95' | 'p99'>, target: string, verdict: string) =>
    `| ${name} | ${count} | ${formatMs(figures.p50)} | ${formatMs(figures.p95)} | ${formatMs(figures.p99)} | ${target} | ${verdict} |`;
  const { saveP95Ms, nextMs } = BREAK_SET_TARGETS;
  return `## The technician's bench: a set of four, and the next specimen (PostgreSQL)

\`bench/break-set.ts\`: ${results.technicians} technicians save sets of four 4 × 8 in cylinders at once
(\`PUT /api/break-report/set/{id}\`, four results judged, recorded with their history in one
transaction), each a set after the other, one set each unmeasured first, then one technician
alone, ${SETS_ALONE} sets one after another; then Save & Next's look-up
(\`GET /api/break-report/next/{id}\`, the due list by test date) and the break form it opens
(\`GET /admin/break-report/{id}\`), ${ONE_AT_A_TIME} times one after another (the server's time, over
loopback) and at ${results.technicians} connections for ${results.nextAtOnce.seconds} s.

| Measure | Requests | p50 ms | p95 ms | p99 ms | Target | Met |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${row(`Set of four saved, ${results.technicians} technicians at once`, formatCount(save.count), save, `p95 ≤ ${saveP95Ms} ms`, met(save.p95, saveP95Ms))}
${results.saveOnTwoProcesses ? `${row(`Set of four saved, ${results.technicians} technicians at once, on two processes`, formatCount(results.saveOnTwoProcesses.count), results.saveOnTwoProcesses, `p95 ≤ ${saveP95Ms} ms`, met(results.saveOnTwoProcesses.p95, saveP95Ms))}\n` : ''}${row('Set of four saved, one technician alone', formatCount(results.saveAlone.count), results.saveAlone, '', '')}
${row('Next specimen look-up, one at a time', formatCount(results.nextAlone.count), results.nextAlone, `≤ ${nextMs} ms`, met(results.nextAlone.p95, nextMs))}
${row('Break form page, one at a time', formatCount(results.formAlone.count), results.formAlone, `≤ ${nextMs} ms`, met(results.formAlone.p95, nextMs))}
${row(`Next specimen look-up, ${results.technicians} at once`, formatCount(results.nextAtOnce.completed), results.nextAtOnce, '', '')}
${row(`Break form page, ${results.technicians} at once`, formatCount(results.formAtOnce.completed), results.formAtOnce, '', '')}

The server's own CPU time per set (its process's user and system time over the phase, divided
by the sets saved): ${formatMs(save.cpuMsPerSet)} ms with ${results.technicians} technicians, ${formatMs(results.saveAlone.cpuMsPerSet)} ms alone.

${save.failures + (results.saveOnTwoProcesses?.failures ?? 0) > 0 ? 'Some set saves failed; their figures are suspect.\n' : ''}`;
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL (a PostgreSQL server where a database may be created)');
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const machine = describeMachine();
  const database = await createBenchDatabase(adminUrl);
  try {
    const portal = await startPortal(database.url);
    // The shipped deployment (compose.yaml) runs two portal processes on one database.
    const second = await startPortal(database.url);
    try {
      const results = await measureBreakSet(portal, database.url, seconds, second);
      console.log(`\n${new Date().toISOString()}: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, ${database.serverVersion}`);
      console.log(`1-minute load average ${machine.loadBefore} before, ${loadAverage()} after\n`);
      console.log(breakSetSection(results));
    } finally {
      await second.stop();
      await portal.stop();
    }
  } finally {
    await database.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
