import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AnyDatabase } from '../db/database.ts';
import type { Condition } from './conditions.ts';
import { fieldExpression, tableOfColumn, type AnySelectQuery, type TableModel } from './model.ts';
import type { TableParams } from './params.ts';
import { searchDocument } from './search-text.ts';

/** Narrows a model's base query for one request, such as a customer's own company. */
export type TableRestriction = (query: AnySelectQuery) => AnySelectQuery;

export interface TableResult {
  rows: Record<string, unknown>[];
  /** All rows matching the filters, up to the cap; absent when the request asked for `count=false`. */
  count?: number;
  /** More rows match than `count`: counting stopped there (see COUNT_STEP). */
  countCapped?: true;
}

/** How many words of a search are used; each must match one of the search fields. */
const MAX_SEARCH_WORDS = 8;

/**
 * Counting stops at the first multiple of this at or past the page's end. "Showing 1–50 of
 * 1,000+" serves a person paging a list as well as an exact 23,517 does, and the count then
 * walks at most that many rows instead of every match (decision 042).
 */
const COUNT_STEP = 1000;

/** Where counting stops for a page: the first multiple of COUNT_STEP at or past its last row. */
export function countCap(params: Pick<TableParams, 'offset' | 'limit'>): number {
  return Math.ceil((params.offset + params.limit) / COUNT_STEP) * COUNT_STEP;
}

/** A joined table's matching ids are sent as a list up to this many; past it, as a subquery. */
const MAX_LISTED_IDS = 1000;

/** Escapes LIKE's wildcards so a search for `50%` finds "50%", not everything starting with 50. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function columnOf(model: TableModel, field: string): Expression<unknown> {
  const declared = model.fields[field];
  if (!declared) throw new Error(`Table model "${model.name}" has no field "${field}"`);
  return fieldExpression(declared);
}

function applyCondition(query: AnySelectQuery, column: Expression<unknown>, condition: Condition): AnySelectQuery {
  const { op, value } = condition;
  if (op === 'in') return query.where(column, 'in', value);
  if (value === null) return query.where(column, op === 'eq' ? 'is' : 'is not', null);
  switch (op) {
    case 'eq':
      return query.where(column, '=', value);
    // Rows where the column is empty are "not equal" too, as a person filtering expects.
    case 'ne':
      return query.where(column, 'is distinct from', value);
    case 'lt':
      return query.where(column, '<', value);
    case 'lte':
      return query.where(column, '<=', value);
    case 'gt':
      return query.where(column, '>', value);
    case 'gte':
      return query.where(column, '>=', value);
    case 'like':
      return query.where(column, 'ilike', value);
  }
}

// oxlint-disable-next-line typescript/no-explicit-any -- applied to any model's query
type SearchCondition = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

/**
 * The search fields grouped by where they live: on the base query's own rows, or on a joined
 * table reached through a foreign key (`searchVia`).
 */
function searchGroups(model: TableModel): { own: Expression<unknown>[]; via: Map<string, string[]> } {
  const own: Expression<unknown>[] = [];
  const via = new Map<string, string[]>();
  for (const name of model.search ?? []) {
    const field = model.fields[name]!;
    if (field.searchVia === undefined) own.push(fieldExpression(field));
    else via.set(field.searchVia, [...(via.get(field.searchVia) ?? []), field.column as string]);
  }
  return { own, via };
}

/** The ids of a joined table's rows where one of the columns matches: a list, or a subquery when there are many. */
async function matchingIds(db: AnyDatabase, columns: string[], pattern: string): Promise<number[] | AnySelectQuery> {
  const table = tableOfColumn(columns[0]!);
  const query = db
    .selectFrom(table)
    .select(sql.ref(`${table}.id`).as('id'))
    .where((eb) => eb.or(columns.map((column) => eb(sql.ref(column), 'ilike', pattern))));
  const rows = (await query.limit(MAX_LISTED_IDS + 1).execute()) as { id: number }[];
  return rows.length > MAX_LISTED_IDS ? query : rows.map((row) => row.id);
}

/**
 * One search word: it must match one of the model's search fields. Fields on joined tables are
 * looked up first and become `foreignKey in (ids)`, so the whole condition is on the base table,
 * whose indexes (trigram ones included) the planner can then use and whose statistics it can read.
 */
async function wordCondition(db: AnyDatabase, model: TableModel, pattern: string): Promise<SearchCondition> {
  const { own, via } = searchGroups(model);
  const joined: Array<[string, number[] | AnySelectQuery]> = [];
  for (const [foreignKey, columns] of via) joined.push([foreignKey, await matchingIds(db, columns, pattern)]);
  const { searchColumn } = model;
  return (eb) => {
    const branches = [
      // The stored search text is lower-cased: so is the word, and `like` matches it as its trigram index serves.
      ...(searchColumn !== undefined ? [eb(sql.ref(searchColumn), 'like', pattern.toLowerCase())] : []),
      ...(searchColumn === undefined && own.length > 0 ? [eb(searchDocument(own), 'ilike', pattern)] : []),
      ...joined.filter(([, ids]) => !Array.isArray(ids) || ids.length > 0).map(([foreignKey, ids]) => eb(sql.ref(foreignKey), 'in', ids)),
    ];
    return branches.length > 0 ? eb.or(branches) : sql<SqlBool>`false`;
  };
}

/** The base query with the request's conditions, search and date range applied. */
export async function filteredQuery(
  db: AnyDatabase,
  model: TableModel,
  params: TableParams,
  restrict?: TableRestriction,
): Promise<AnySelectQuery> {
  let query = model.query(db);
  if (restrict) query = restrict(query);
  for (const condition of params.conditions) query = applyCondition(query, columnOf(model, condition.field), condition);
  const words = params.search?.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS) ?? [];
  if ((model.search ?? []).length > 0) {
    for (const word of words) query = query.where(await wordCondition(db, model, `%${escapeLike(word)}%`));
  }
  if (model.dateField) {
    const column = columnOf(model, model.dateField);
    if (params.startDate) query = query.where(column, '>=', params.startDate);
    if (params.endDate) query = query.where(column, '<=', params.endDate);
  }
  return query;
}

/** The page of rows: the declared fields under their API names, grouped and sorted, with the key breaking ties the same way. */
export function rowsQuery(query: AnySelectQuery, model: TableModel, params: TableParams): AnySelectQuery {
  const selections = Object.entries(model.fields).map(([name, field]) => sql`${fieldExpression(field)}`.as(name));
  const grouped = model.groupOrder ? query.select(selections).orderBy(model.groupOrder) : query.select(selections);
  let ordered = grouped.orderBy(columnOf(model, params.sort.field), params.sort.dir);
  // The key follows the sort's direction, so one index on (column, key) serves both directions.
  if (model.key && model.key !== params.sort.field) ordered = ordered.orderBy(columnOf(model, model.key), params.sort.dir);
  return ordered.limit(params.limit).offset(params.offset);
}

/**
 * Runs a checked list request: the page of rows and, unless `count` is false, how many rows
 * match the filters in all. `restrict` narrows the base query (a customer's own company).
 * @example const { rows, count } = await runTableQuery(db, usersModel, parseTableParams(usersModel, c.req.query()));
 */
export async function runTableQuery(
  db: AnyDatabase,
  model: TableModel,
  params: TableParams,
  restrict?: TableRestriction,
): Promise<TableResult> {
  const query = await filteredQuery(db, model, params, restrict);
  const rows = (await rowsQuery(query, model, params).execute()) as Record<string, unknown>[];
  if (!params.count) return { rows };
  // A short page that is not empty is the last one: its end is the count, without a second query.
  if (rows.length > 0 && rows.length < params.limit) return { rows, count: params.offset + rows.length };
  const cap = countCap(params);
  const count = Number((await countQuery(db, query, cap).executeTakeFirstOrThrow()).count);
  return count > cap ? { rows, count: cap, countCapped: true } : { rows, count };
}

/**
 * How many rows a filtered query has, counting no further than `cap` (see COUNT_STEP): for a
 * route that counts parts of its list (the break list's due groups).
 * @example await countUpTo(db, (await filteredQuery(db, model, params)).where(overdue), countCap(params)) // { count: 1000, capped: true }
 */
export async function countUpTo(db: AnyDatabase, query: AnySelectQuery, cap: number): Promise<{ count: number; capped: boolean }> {
  const count = Number((await countQuery(db, query, cap).executeTakeFirstOrThrow()).count);
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
}

/** How many rows the filtered query has, stopping one past `cap`. */
function countQuery(db: AnyDatabase, query: AnySelectQuery, cap: number) {
  return db
    .selectFrom(
      query
        .clearSelect()
        .select(sql`1`.as('one'))
        .limit(cap + 1)
        .as('matched'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'));
}
