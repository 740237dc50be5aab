import { sql } from 'kysely';
import type { AnyDatabase } from '../core/db/database.ts';

/** What a session row holds besides the moment it was last used, which any request may move. */
const SESSION_COLUMNS = sql.raw('token_hash, user_id, impersonator_id, revoked_at');

/**
 * Test support: a digest of every row of every table, one per table, so that a test can say
 * "nothing changed" of a request whatever it might have written (a mail, a job, an audit row).
 * @example expect(await fingerprint(t.db)).toEqual(before);
 */
export async function fingerprint(db: AnyDatabase): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const digests: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const rows = name === 'sessions' ? sql`(select ${SESSION_COLUMNS} from sessions)` : sql`(select * from ${sql.table(name)})`;
    const digest = await sql<{ digest: string }>`
      select md5(coalesce(string_agg(r::text, ',' order by r::text), '')) as digest from ${rows} as r`.execute(db);
    digests[name] = digest.rows[0]!.digest;
  }
  return digests;
}

/** The tables whose digests differ between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
