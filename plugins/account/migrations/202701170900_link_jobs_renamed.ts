import { sql, type Kysely } from 'kysely';

/**
 * The account screens became a plugin (decision 237), and the jobs that mail their links carry
 * its id: a link queued, or failed and waiting for a retry, under the kernel's old name is sent
 * under the new one rather than failing on the Jobs screen.
 */
const RENAMED = [
  ['core.send-reset-link', 'account.send-reset-link'],
  ['core.send-verification-link', 'account.send-verification-link'],
] as const;

async function rename<D>(db: Kysely<D>, from: 0 | 1): Promise<void> {
  for (const names of RENAMED) await sql`update jobs set name = ${names[1 - from]} where name = ${names[from]}`.execute(db);
}

export const up = <D>(db: Kysely<D>) => rename(db, 0);
export const down = <D>(db: Kysely<D>) => rename(db, 1);
