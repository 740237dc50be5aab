import { sql, type Kysely } from 'kysely';

/**
 * The dashboard's specimen counts over a million specimens (Samples Today's Overdue and Awaiting
 * Testing, Samples): a partial index of the untested specimens by test date that also holds
 * their test status, so each count reads only the index of the few thousand waiting; and the
 * Paused Tests card's sample sets, a partial index of the few paused. See
 * docs/decisions/106-dashboard-at-scale.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index specimens_untested_date_status_idx on specimens (test_date, status) where specimen_status <> 'Tested'`.execute(db);
  await sql`create index samples_paused_idx on samples (pickup_id) where allow_testing = false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists samples_paused_idx`.execute(db);
  await sql`drop index if exists specimens_untested_date_status_idx`.execute(db);
}
