/**
 * The embedded database on the server's thread and in a thread of its own (decision 216),
 * `npm run bench:embedded-thread`: the portal on PGlite started once each way, then, each way,
 * `/admin` and the pickups list at 8 connections, and the sign-in page (no query) at 4
 * connections while 4 others load the pickups list, the case a thread of its own is for.
 * Prints a table for docs/benchmarks.md with the machine and its load.
 *
 *   BENCH_SECONDS=10   length of each measurement
 */
import { measure, type LoadResult } from './load.ts';
import { describeMachine, loadAverage } from './machine.ts';
import { PICKUPS_API_PATH as PICKUPS_LIST } from './pickups-query.ts';
import { signInAdmin, startPortal } from './portal.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 8;

interface Way {
  name: string;
  admin: LoadResult;
  pickups: LoadResult;
  loginBeside: LoadResult;
}

async function measureWay(name: string, thread: boolean): Promise<Way> {
  console.log(`The portal on PGlite, ${name}`);
  const portal = await startPortal(undefined, { EMBEDDED_DATABASE_THREAD: String(thread) });
  try {
    const { token } = await signInAdmin(portal.url);
    const headers = { authorization: `Bearer ${token}` };
    const admin = await measure({ name: '/admin', url: `${portal.url}/admin`, headers, connections: CONNECTIONS }, seconds);
    const pickups = await measure(
      { name: 'pickups list', url: `${portal.url}${PICKUPS_LIST}`, headers, connections: CONNECTIONS },
      seconds,
    );
    const [loginBeside] = await Promise.all([
      measure({ name: '/login beside the list', url: `${portal.url}/login`, connections: CONNECTIONS / 2 }, seconds),
      measure({ name: 'pickups list', url: `${portal.url}${PICKUPS_LIST}`, headers, connections: CONNECTIONS / 2 }, seconds),
    ]);
    return { name, admin, pickups, loginBeside };
  } finally {
    await portal.stop();
  }
}

const cell = (result: LoadResult) => `${result.requestsPerSecond.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms`;

const machine = describeMachine();
const ways = [await measureWay('on the server thread', false), await measureWay('in a thread of its own', true)];
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${machine.cpu} (${machine.cores} cores), load average after ${loadAverage().toFixed(2)}`,
);
console.log(
  `\n| embedded database | \`/admin\`, ${CONNECTIONS} connections | \`${PICKUPS_LIST}\`, ${CONNECTIONS} connections | \`/login\` at ${CONNECTIONS / 2} beside the list at ${CONNECTIONS / 2} |`,
);
console.log('| --- | --- | --- | --- |');
for (const way of ways) console.log(`| ${way.name} | ${cell(way.admin)} | ${cell(way.pickups)} | ${cell(way.loginBeside)} |`);
