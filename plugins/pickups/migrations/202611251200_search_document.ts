import { sql, type Kysely } from 'kysely';

/**
 * One trigram index over the pickups list's own search fields, in place of one per field. The
 * table helper searches them as one text (core/table/query.ts, `searchDocument`): a single
 * condition the planner costs from this index's statistics and serves with one bitmap scan.
 * Five per-column indexes behind an `or` were costed above a sequential scan and never used.
 * The expression must stay word for word the helper's; a test checks that the index serves it.
 * See docs/decisions/042-pickups-search-and-count.md.
 */
const PER_FIELD = [
  ['pickups_pickup_number_trgm_idx', 'cast(pickup_number as text)'],
  ['pickups_caller_trgm_idx', 'caller'],
  ['pickups_pickup_addr1_trgm_idx', 'pickup_addr1'],
  ['pickups_pickup_city_trgm_idx', 'pickup_city'],
  ['pickups_project_addr1_trgm_idx', 'project_addr1'],
] as const;

const SEARCH_DOCUMENT =
  "coalesce(cast(pickup_number as text), '') || ' ' || coalesce(caller, '') || ' ' || coalesce(pickup_addr1, '')" +
  " || ' ' || coalesce(pickup_city, '') || ' ' || coalesce(project_addr1, '')";

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name] of PER_FIELD) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  await sql`create index pickups_search_trgm_idx on pickups using gin ((${sql.raw(SEARCH_DOCUMENT)}) gin_trgm_ops)`.execute(db);
  // A finer histogram of the search text: at the default 100 buckets a rare word is estimated at 1 % of
  // the rows, and the planner walks the date index for a page it would find at once in this index.
  await sql`alter index pickups_search_trgm_idx alter column 1 set statistics 1000`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists pickups_search_trgm_idx`.execute(db);
  for (const [name, expression] of PER_FIELD) {
    await sql`create index ${sql.id(name)} on pickups using gin ((${sql.raw(expression)}) gin_trgm_ops)`.execute(db);
  }
}
