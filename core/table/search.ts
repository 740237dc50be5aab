import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AnyDatabase } from '../db/database.ts';
import { fieldExpression, tableOfColumn, type AnySelectQuery, type TableModel } from './model.ts';
import type { TableParams } from './params.ts';
import { searchDocument } from './search-text.ts';

/** How many words of a search are used; each must match one of the search fields. */
const MAX_SEARCH_WORDS = 8;

/** A joined table's matching ids are sent as a list up to this many; past it, as a subquery. */
const MAX_LISTED_IDS = 1000;

// oxlint-disable-next-line typescript/no-explicit-any -- applied to any model's query
export type SearchCondition = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

/** Escapes LIKE's wildcards so a search for `50%` finds "50%", not everything starting with 50. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Any of the conditions. */
export const anyOf =
  (conditions: readonly SearchCondition[]): SearchCondition =>
  (eb) =>
    conditions.length === 0 ? sql<SqlBool>`false` : eb.or(conditions.map((condition) => condition(eb)));

/** The search's words, up to MAX_SEARCH_WORDS; none when the model declares no search. */
function searchWords(model: TableModel, params: TableParams): string[] {
  if ((model.search ?? []).length === 0) return [];
  return params.search?.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS) ?? [];
}

/** The search fields by where they live: on the base query's rows, or on a table reached through a foreign key (`searchVia`). */
function searchFields(model: TableModel): { own: Expression<unknown>[]; via: Array<[foreignKey: string, columns: string[]]> } {
  const own: Expression<unknown>[] = [];
  const via = new Map<string, string[]>();
  for (const name of model.search ?? []) {
    const field = model.fields[name]!;
    if (field.searchVia === undefined) own.push(fieldExpression(field));
    else via.set(field.searchVia, [...(via.get(field.searchVia) ?? []), field.column as string]);
  }
  return { own, via: [...via] };
}

/** The rows of a joined table where one of the columns matches the pattern. */
function matchingRows(db: AnyDatabase, columns: readonly string[], pattern: string): AnySelectQuery {
  const table = tableOfColumn(columns[0]!);
  return db
    .selectFrom(table)
    .select(sql.ref(`${table}.id`).as('id'))
    .where((eb) => eb.or(columns.map((column) => eb(sql.ref(column), 'ilike', pattern))));
}

/**
 * The ids each word matches in each joined table, in one statement: the planner then sees a
 * list it can estimate (`customer_id in (3, 17)`), and a word no company has drops the company
 * from that word's conditions. Past MAX_LISTED_IDS, the lookup itself goes into the condition.
 */
async function lookUp(db: AnyDatabase, via: ReadonlyArray<[string, string[]]>, patterns: readonly string[]) {
  if (via.length === 0) return [];
  const lookups = patterns.flatMap((pattern) => via.map(([, columns]) => matchingRows(db, columns, pattern)));
  const found = (await db
    .selectNoFrom(
      lookups.map((rows, index) =>
        db
          .selectFrom(rows.limit(MAX_LISTED_IDS + 1).as('found'))
          .select(sql<number[] | null>`array_agg(found.id)`.as('ids'))
          .as(`lookup${index}`),
      ),
    )
    .executeTakeFirstOrThrow()) as Record<string, number[] | null>;
  return lookups.map((rows, index) => {
    const ids = found[`lookup${index}`] ?? [];
    return ids.length > MAX_LISTED_IDS ? rows : ids;
  });
}

/**
 * The search as conditions: for each word, what it must match, grouped by the table each
 * condition is on (the stored search text or the fields' text of the base table; a foreign key
 * to each joined table). The conditions of one group go into one `or`, which that table's
 * indexes serve together; a word's groups are its alternatives, which the table helper reads
 * as a union (an `or` across tables can use no index). The joined tables' ids are looked up
 * first, for all words in one statement.
 * @example const words = await searchConditions(db, model, params); // [[pickups: text or customer_id in (3)]]
 */
export async function searchConditions(db: AnyDatabase, model: TableModel, params: TableParams): Promise<SearchCondition[][]> {
  const words = searchWords(model, params);
  if (words.length === 0) return [];
  const { own, via } = searchFields(model);
  const patterns = words.map((word) => `%${escapeLike(word)}%`);
  const found = await lookUp(db, via, patterns);
  const { searchColumn } = model;
  const key = model.key === undefined ? undefined : model.fields[model.key]?.column;
  const baseTable = typeof key === 'string' ? tableOfColumn(key) : undefined;
  return patterns.map((pattern, word) => {
    const groups = new Map<string | undefined, SearchCondition[]>();
    const add = (table: string | undefined, condition: SearchCondition) => groups.set(table, [...(groups.get(table) ?? []), condition]);
    if (searchColumn !== undefined) add(baseTable, (eb) => eb(sql.ref(searchColumn), 'like', pattern.toLowerCase()));
    else if (own.length > 0) add(baseTable, (eb) => eb(searchDocument(own), 'ilike', pattern));
    via.forEach(([foreignKey], index) => {
      const ids = found[word * via.length + index]!;
      if (Array.isArray(ids) && ids.length === 0) return;
      // Without a key to tell the rows apart, every condition goes into one `or`.
      add(baseTable && tableOfColumn(foreignKey), (eb) => eb(sql.ref(foreignKey), 'in', ids));
    });
    return groups.size === 0 ? [anyOf([])] : [...groups.values()].map(anyOf);
  });
}
