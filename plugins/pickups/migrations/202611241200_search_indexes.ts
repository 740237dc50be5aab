import { sql, type Kysely } from 'kysely';

/**
 * Trigram indexes for the pickups list's search, which is `ilike '%word%'` over each search
 * field: a b-tree cannot serve a pattern with a leading wildcard, a trigram GIN index can. The
 * customer and inspector names are searched through the list's joins, so they are indexed
 * here too. See docs/decisions/041-pickups-at-scale.md.
 */
const TRIGRAM_INDEXES: Array<[name: string, table: string, expression: string]> = [
  ['pickups_pickup_number_trgm_idx', 'pickups', 'cast(pickup_number as text)'],
  ['pickups_caller_trgm_idx', 'pickups', 'caller'],
  ['pickups_pickup_addr1_trgm_idx', 'pickups', 'pickup_addr1'],
  ['pickups_pickup_city_trgm_idx', 'pickups', 'pickup_city'],
  ['pickups_project_addr1_trgm_idx', 'pickups', 'project_addr1'],
  ['customers_company_name_trgm_idx', 'customers', 'company_name'],
  ['inspectors_full_name_trgm_idx', 'inspectors', 'full_name'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [name, table, expression] of TRIGRAM_INDEXES) {
    await sql`create index ${sql.id(name)} on ${sql.table(table)} using gin ((${sql.raw(expression)}) gin_trgm_ops)`.execute(db);
  }
}

/** The extension stays: another plugin may have come to rely on it. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of TRIGRAM_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
