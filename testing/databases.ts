import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from '../core/db/database.ts';

export type DialectName = 'pglite' | 'postgres';

/**
 * The databases every database test runs on: the embedded one always, and PostgreSQL when
 * `TEST_DATABASE_URL` points at a server.
 */
export function dialectsUnderTest(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A new, empty PostgreSQL database on the server at `TEST_DATABASE_URL`, with a unique name,
 * for tests that hand a URL to another process; `drop()` removes it.
 */
export async function createTestDatabaseUrl(serverUrl = process.env.TEST_DATABASE_URL): Promise<{ url: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, empty database of the given kind. On PostgreSQL it is a new database with a
 * unique name, dropped again by `close()`, on `TEST_DATABASE_URL`'s server unless another is named.
 */
export async function openTestDatabase(kind: DialectName, serverUrl = process.env.TEST_DATABASE_URL): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const created = await createTestDatabaseUrl(serverUrl);
  const database = await openDatabase({ url: created.url, maxConnections: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
