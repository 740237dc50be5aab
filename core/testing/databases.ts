import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from '../db/database.ts';

export type DialectName = 'pglite' | 'postgres';

/**
 * The databases every database test runs on: the embedded one always, and PostgreSQL when
 * `TEST_DATABASE_URL` points at a server.
 */
export function dialectsUnderTest(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, empty database of the given kind. On PostgreSQL it is a new database with a
 * unique name, dropped again by `close()`, on `TEST_DATABASE_URL`'s server unless another is named.
 */
export async function openTestDatabase(kind: DialectName, serverUrl = process.env.TEST_DATABASE_URL): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), maxConnections: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
