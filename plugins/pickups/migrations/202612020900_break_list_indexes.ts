import { sql, type Kysely } from 'kysely';

/**
 * The break list over a million specimens: its default view (untested, oldest test date first)
 * walks a partial index of the untested specimens instead of every specimen ever tested, and its
 * search (`ilike '%word%'` on the specimen number, which starts with the pickup's number) uses a
 * trigram index. See docs/decisions/069-break-list-at-scale.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index specimens_untested_test_date_idx on specimens (test_date, id) where specimen_status <> 'Tested'`.execute(db);
  await sql`create index specimens_specimen_num_trgm_idx on specimens using gin (specimen_num gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists specimens_specimen_num_trgm_idx`.execute(db);
  await sql`drop index if exists specimens_untested_test_date_idx`.execute(db);
}
