import { Client } from 'pg';

export interface BenchDatabase {
  /** The URL of the fresh database, for the portal's DATABASE_URL. */
  url: string;
  serverVersion: string;
  drop(): Promise<void>;
}

/** Runs `work` with a connection to the database at `url`, closed after. */
export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database on the server of `adminUrl` (BENCH_DATABASE_URL), so the portal
 * migrates and seeds it like a new installation; dropped afterwards.
 */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `portal_bench_${Date.now()}_${process.pid}`;
  const serverVersion = await withClient(adminUrl, async (client) => {
    await client.query(`CREATE DATABASE "${name}"`);
    const result = await client.query<{ server_version: string }>('SHOW server_version');
    return result.rows[0]?.server_version ?? 'unknown';
  }).catch((error: unknown) => {
    throw new Error(`could not create a database with BENCH_DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    serverVersion,
    // FORCE ends any connection a stopped portal may have left behind.
    drop: () => withClient(adminUrl, async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
  };
}
