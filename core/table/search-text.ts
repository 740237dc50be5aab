import { sql, type Expression, type Kysely } from 'kysely';

/**
 * The column a list's base table keeps its search text in, as its queries name it
 * (`'pickups.searchText'` in a model's `searchColumn`): the lower-cased text of the list's own
 * search fields, which the database derives on every write (decision 234).
 */
export const SEARCH_TEXT = 'searchText';
const SEARCH_TEXT_COLUMN = 'search_text';

/**
 * The base table's search fields as one text, a space between them: a word (which has no
 * space) is in it exactly when it is in one of them. One expression is served by one trigram
 * index; the planner neither combines nor rightly costs one per column.
 */
export function searchDocument(columns: readonly Expression<unknown>[]): Expression<string> {
  if (columns.length === 1) return columns[0] as Expression<string>;
  return sql<string>`(${sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  )})`;
}

/**
 * Gives a list's base table its search text, for a plugin's migration: a stored generated
 * column, `lower()` of the search fields as `searchDocument` joins them, with a trigram index
 * that serves `like '%word%'` on it and a fine histogram, so that the planner tells a rare word
 * (found at once in the index) from a common one (found at once walking the sort's index).
 * The model then declares `searchColumn: '<table>.searchText'`, and the table helper
 * lower-cases the words itself. `fields` are the table's own columns or expressions of them,
 * immutable ones (a generated column allows no other).
 * @example await addSearchText(db, 'invoices', [sql`cast(invoice_num as text)`, sql.ref('notes')])
 */
export async function addSearchText(db: Kysely<unknown>, table: string, fields: readonly Expression<unknown>[]): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`alter table ${sql.table(table)} add column ${sql.id(SEARCH_TEXT_COLUMN)} text
    generated always as (lower(${searchDocument(fields)})) stored`.execute(db);
  await sql`alter table ${sql.table(table)} alter column ${sql.id(SEARCH_TEXT_COLUMN)} set statistics 1000`.execute(db);
  await sql`create index ${sql.id(searchTextIndex(table))} on ${sql.table(table)}
    using gin (${sql.id(SEARCH_TEXT_COLUMN)} gin_trgm_ops)`.execute(db);
}

/** Undoes `addSearchText`, in a migration's `down`. */
export async function dropSearchText(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`drop index if exists ${sql.id(searchTextIndex(table))}`.execute(db);
  await sql`alter table ${sql.table(table)} drop column if exists ${sql.id(SEARCH_TEXT_COLUMN)}`.execute(db);
}

/** The trigram index `addSearchText` makes on a table's search text. */
export const searchTextIndex = (table: string): string => `${table}_search_text_trgm_idx`;
