import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PublicUser } from '../core/auth/users.repository.ts';
import type { PageUnderTest } from './bare-pages.ts';
import { freePort, startChild, type Child } from './child.ts';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
export interface DemoAccount {
  email: string;
  password: string;
}
export const DEMO_ADMIN: DemoAccount = { email: 'admin@demo.lab', password: 'demo-lab-portal' };
/** The demo company's user: the customer's dashboard is theirs. */
export const DEMO_CUSTOMER: DemoAccount = { email: 'customer@demo.lab', password: DEMO_ADMIN.password };
/** The body the sign-in form posts to `/auth/local`. */
export const SIGN_IN_BODY = JSON.stringify({ username: DEMO_ADMIN.email, password: DEMO_ADMIN.password });

/** Settings a developer's shell may carry that would make the run unlike production. */
const UNSET = [
  'EMBEDDED_DATABASE_THREAD',
  'DATABASE_URL',
  'DATA_DIR',
  'PORT',
  'PASSWORD_SCRYPT_N',
  'PORTAL_PLUGINS',
  'SEED_DEMO',
  'SMTP_URL',
  'DEMO_PASSWORD',
  'PUBLIC_URL',
  'HOST',
  'SESSION_MAX_DAYS',
];

export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of UNSET) delete env[name];
  return { ...env, NODE_ENV: 'production', ...extra };
}

export interface PortalUnderTest extends Child {
  database: 'PGlite' | 'PostgreSQL';
}

/**
 * `npm start` in a child process: the embedded database in a fresh folder (seeded with the
 * demo lab on first start), or the PostgreSQL database at `databaseUrl` with SEED_DEMO=true.
 */
export async function startPortal(databaseUrl?: string, settings: Record<string, string> = {}): Promise<PortalUnderTest> {
  const port = await freePort();
  // A DATA_DIR the caller gives (the one the baseline server seeded) stays the caller's.
  const ownFolder = settings.DATA_DIR === undefined;
  const dataDir = settings.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'portal-bench-')));
  const env = cleanEnv({
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : {}),
    ...settings,
  });
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  let child: Child;
  try {
    child = await startChild({
      name: `portal (${database})`,
      args: ['--import', 'tsx', join(ROOT, 'server.ts')],
      env,
      port,
      readyPath: '/login',
    });
  } catch (error) {
    if (ownFolder) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...child,
    database,
    stop: async () => {
      await child.stop();
      if (ownFolder) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SignedIn {
  token: string;
  user: PublicUser;
}

/** Signs a demo user in, for the bearer token the other scenarios use. */
export async function signInAs(baseUrl: string, account: DemoAccount): Promise<SignedIn> {
  const response = await fetch(`${baseUrl}/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  const body = (await response.json()) as Partial<SignedIn> & { status?: string };
  if (response.status !== 200 || !body.token || !body.user) {
    throw new Error(`signing in ${account.email} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return { token: body.token, user: body.user };
}

/** Signs the demo admin in once, for the bearer token the other scenarios use. */
export const signInAdmin = (baseUrl: string): Promise<SignedIn> => signInAs(baseUrl, DEMO_ADMIN);

/** The lab's time zone as the portal under test reads it. */
export const labTimeZone = (): string => process.env.LAB_TIME_ZONE ?? 'America/Los_Angeles';

/**
 * Where the baseline server takes the pages it renders bare from: the data folder of an embedded
 * database, where it seeds the demo lab and adds the tested set, or a PostgreSQL database that
 * holds a set added before, whose `known` pages it renders.
 */
export type BaselinePages = { dataDir: string } | { databaseUrl: string; known: readonly PageUnderTest[] };

const baselinePagesEnv = (pages: BaselinePages): Record<string, string> =>
  'dataDir' in pages
    ? { BENCH_PAGES_DATA_DIR: pages.dataDir }
    : { BENCH_PAGES_DATABASE_URL: pages.databaseUrl, BENCH_PAGES_KNOWN: JSON.stringify(pages.known) };

/**
 * The bare Hono server the portal is compared with (bench/baseline-server.ts). Given `pages`, it
 * first boots the portal on their database and keeps the bare renders of the pages the bench
 * measures (bench/bare-pages.ts), which on a new embedded database takes the time of a first start.
 */
export async function startBaseline(pages?: BaselinePages): Promise<Child> {
  const port = await freePort();
  const env = cleanEnv({ PORT: String(port), ...(pages ? baselinePagesEnv(pages) : {}) });
  const args = ['--import', 'tsx', join(ROOT, 'bench/baseline-server.ts')];
  return startChild({ name: 'baseline server', args, env, port, readyPath: '/text', readyTimeoutMs: 600_000 });
}

/** Median time of `count` sign-ins one after another: the cost of one password check. */
export async function signInAloneMs(baseUrl: string, count = 5): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    await signInAdmin(baseUrl);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
