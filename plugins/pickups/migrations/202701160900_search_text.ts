import { sql, type Kysely } from 'kysely';
import { addSearchText, dropSearchText } from '../../../core/table/search-text.ts';

/**
 * The pickups list searches a stored, lower-cased text of its own search fields (decision 234),
 * in place of the expression index of 202611251200_search_document: the text is derived once per
 * write instead of for every row a search looks at, and the index of the list's default order
 * (scheduled date, then id) holds it, so a common word fills a page from that index alone.
 */
const FIELDS = [
  sql`cast(pickup_number as text)`,
  sql.ref('caller'),
  sql.ref('pickup_addr1'),
  sql.ref('pickup_city'),
  sql.ref('project_addr1'),
];

const EXPRESSION_INDEX =
  "coalesce(cast(pickup_number as text), '') || ' ' || coalesce(caller, '') || ' ' || coalesce(pickup_addr1, '')" +
  " || ' ' || coalesce(pickup_city, '') || ' ' || coalesce(project_addr1, '')";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists pickups_search_trgm_idx`.execute(db);
  await addSearchText(db, 'pickups', FIELDS);
  await sql`drop index if exists pickups_sched_pickup_date_idx`.execute(db);
  await sql`create index pickups_sched_pickup_date_idx on pickups (sched_pickup_date, id) include (search_text)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists pickups_sched_pickup_date_idx`.execute(db);
  await dropSearchText(db, 'pickups');
  await sql`create index pickups_sched_pickup_date_idx on pickups (sched_pickup_date, id)`.execute(db);
  await sql`create index pickups_search_trgm_idx on pickups using gin ((${sql.raw(EXPRESSION_INDEX)}) gin_trgm_ops)`.execute(db);
  await sql`alter index pickups_search_trgm_idx alter column 1 set statistics 1000`.execute(db);
}
