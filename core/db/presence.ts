import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';

/**
 * The advisory lock of the portal's PostgreSQL database ('PORTAL' in hex): every process using
 * the database holds it shared for as long as it runs; `portal restore` takes it alone.
 */
export const PRESENCE_LOCK = BigInt('0x504f5254414c').toString();

/** Thrown when a restore and a portal would use one database at once. */
export class DatabaseInUseError extends Error {
  override readonly name = 'DatabaseInUseError';
}

/**
 * Marks this process as using the database, on a connection of its own, until `stop()`: a lost
 * connection is opened again a second later and takes the lock again. Refuses to start while a
 * restore holds the database.
 */
export async function holdPresence(url: string): Promise<() => Promise<void>> {
  let client: Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // One timer at a time, however many ways a connection reports its end.
  const again = () => {
    clearTimeout(retry);
    if (!stopped) retry = setTimeout(() => void take().catch(again), 1000);
  };
  const take = async (): Promise<boolean> => {
    const attempt = new Client({ connectionString: url, application_name: 'lab-portal' });
    client = attempt;
    const lost = () => {
      if (client !== attempt) return;
      client = undefined;
      again();
    };
    attempt.on('error', lost);
    attempt.on('end', lost);
    await attempt.connect();
    const { rows } = await attempt.query<{ taken: boolean }>('select pg_try_advisory_lock_shared($1::bigint) as taken', [PRESENCE_LOCK]);
    return rows[0]?.taken === true;
  };
  if (!(await take())) {
    stopped = true;
    await client?.end();
    throw new DatabaseInUseError('A restore of this database is running: start the portal once it is done.');
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end().catch(() => undefined);
  };
}

/**
 * How long a restore waits for portals that have just stopped: PostgreSQL lets a session's lock
 * go when that session's server process ends, a moment after the portal closed its connection.
 */
const STOPPING_PORTAL_MS = 5_000;
const RETRY_MS = 200;

/**
 * Takes the database alone for a restore, or throws when a portal process still uses it after
 * a few seconds. The answer lets go of it; until then no portal can start on the database.
 */
export async function takeDatabaseAlone(url: string): Promise<() => Promise<void>> {
  const client = new Client({ connectionString: url, application_name: 'lab-portal-restore' });
  client.on('error', () => undefined);
  await client.connect();
  const giveUpAt = Date.now() + STOPPING_PORTAL_MS;
  for (;;) {
    const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1::bigint) as taken', [PRESENCE_LOCK]);
    if (rows[0]?.taken === true) return () => client.end();
    if (Date.now() >= giveUpAt) break;
    await sleep(RETRY_MS);
  }
  await client.end();
  throw new DatabaseInUseError('A portal is using this database. Stop every portal process first.');
}
