import { sql, type AliasedRawBuilder, type Compilable, type CompiledQuery, type Expression } from 'kysely';
import type { AnyDatabase } from '../db/database.ts';
import { executePrepared, planLiteral } from '../db/prepared.ts';
import type { Condition } from './conditions.ts';
import { COUNT_COLUMN, fieldExpression, type AnySelectQuery, type SortDirection, type TableModel } from './model.ts';
import type { TableParams } from './params.ts';
import { anyOf, searchConditions } from './search.ts';

/** Narrows a model's base query for one request, such as a customer's own company. */
export type TableRestriction = (query: AnySelectQuery) => AnySelectQuery;

export interface TableResult {
  rows: Record<string, unknown>[];
  /** All rows matching the filters, up to the cap; absent when the request asked for `count=false`. */
  count?: number;
  /** More rows match than `count`: counting stopped there (see COUNT_STEP). */
  countCapped?: true;
}

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

export { escapeLike } from './search.ts';

function columnOf(model: TableModel, field: string): Expression<unknown> {
  const declared = model.fields[field];
  if (!declared) throw new Error(`Table model "${model.name}" has no field "${field}"`);
  return fieldExpression(declared);
}

function applyCondition(query: AnySelectQuery, column: Expression<unknown>, condition: Condition): AnySelectQuery {
  const { op, value } = condition;
  if (op === 'in') return query.where(column, 'in', value);
  if (value === null) return query.where(column, op === 'eq' ? 'is' : 'is not', null);
  // A yes/no filter picks the plan (a partial index of the untested specimens, say).
  const compared = typeof value === 'boolean' ? planLiteral(value) : value;
  switch (op) {
    case 'eq':
      return query.where(column, '=', compared);
    // Rows where the column is empty are "not equal" too, as a person filtering expects.
    case 'ne':
      return query.where(column, 'is distinct from', compared);
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

/** The base query with the request's conditions and date range, before the search. */
function conditionedQuery(db: AnyDatabase, model: TableModel, params: TableParams, restrict?: TableRestriction): AnySelectQuery {
  let query = model.query(db);
  if (restrict) query = restrict(query);
  for (const condition of params.conditions) query = applyCondition(query, columnOf(model, condition.field), condition);
  if (model.dateField) {
    const column = columnOf(model, model.dateField);
    if (params.startDate) query = query.where(column, '>=', params.startDate);
    if (params.endDate) query = query.where(column, '<=', params.endDate);
  }
  return query;
}

/**
 * The rows a list request matches as one query, each search word one `or` of its conditions:
 * for a caller that walks the rows its own way (a bulk download in id order).
 */
export async function filteredQuery(
  db: AnyDatabase,
  model: TableModel,
  params: TableParams,
  restrict?: TableRestriction,
): Promise<AnySelectQuery> {
  const words = await searchConditions(db, model, params);
  return words.reduce((query, groups) => query.where(anyOf(groups)), conditionedQuery(db, model, params, restrict));
}

/**
 * The rows a list request matches, as queries whose union they are: one for each table the
 * search's first word is looked for on (decision 234), the other words narrowing each, so that
 * each query is served by its own table's indexes (one `or` across tables can use none). Without
 * a search, or with it on one table, it is one query.
 * @example const count = countOf(db, model, await matchingQueries(db, model, params), 1000);
 */
export async function matchingQueries(
  db: AnyDatabase,
  model: TableModel,
  params: TableParams,
  restrict?: TableRestriction,
): Promise<AnySelectQuery[]> {
  const base = conditionedQuery(db, model, params, restrict);
  const [first, ...rest] = await searchConditions(db, model, params);
  if (!first) return [base];
  const narrowed = rest.reduce((query, groups) => query.where(anyOf(groups)), base);
  return first.map((group) => narrowed.where(group));
}

/** The page's order: the model's groups, the requested sort, then the key in the same direction. */
function orderOf(model: TableModel, params: TableParams): Array<[Expression<unknown>, SortDirection]> {
  const order: Array<[Expression<unknown>, SortDirection]> = [];
  if (model.groupOrder) order.push([model.groupOrder, 'asc']);
  order.push([columnOf(model, params.sort.field), params.sort.dir]);
  // The key follows the sort's direction, so one index on (column, key) serves both directions.
  if (model.key && model.key !== params.sort.field) order.push([columnOf(model, model.key), params.sort.dir]);
  return order;
}

/** Each model's selections, made once: a list request selects every declared field. */
const selectionsOf = new WeakMap<TableModel, ReadonlyArray<AliasedRawBuilder<unknown, string>>>();

function selections(model: TableModel): ReadonlyArray<AliasedRawBuilder<unknown, string>> {
  const known = selectionsOf.get(model);
  if (known) return known;
  const made = Object.entries(model.fields).map(([name, field]) => sql`${fieldExpression(field)}`.as(name));
  selectionsOf.set(model, made);
  return made;
}

/** The page of rows: the declared fields under their API names, in the page's order. */
export function rowsQuery(query: AnySelectQuery, model: TableModel, params: TableParams): AnySelectQuery {
  const ordered = orderOf(model, params).reduce(
    (page, [expression, dir]) => page.orderBy(expression, dir),
    query.select([...selections(model)]),
  );
  return ordered.limit(params.limit).offset(params.offset);
}

/**
 * Queries as one `union all`, each keeping its own order and limit. Not `union`: PostgreSQL plans
 * the branches of a `union` for all their rows, whatever their limit, and so never walks an index
 * in order for the first few; the caller drops a row two branches hold.
 */
const unionAllOf = (queries: readonly AnySelectQuery[]) => sql`(${sql.join(queries, sql` union all `)})`;

/**
 * The keys of the matching rows in the page's order, `take` of them after the first `skip`.
 * Over several queries, each gives its first skip + take keys (walking its own index in that
 * order), and the keys are taken from them together, a row two of them hold once.
 */
function orderedKeys(
  db: AnyDatabase,
  model: TableModel,
  queries: readonly AnySelectQuery[],
  params: TableParams,
  { skip, take }: { skip: number; take: number },
): AnySelectQuery {
  const order = orderOf(model, params);
  const key = columnOf(model, model.key!);
  const ordered = (query: AnySelectQuery) => order.reduce((head, [expression, dir]) => head.orderBy(expression, dir), query);
  if (queries.length === 1)
    return ordered(queries[0]!.select(sql`${key}`.as('key')))
      .limit(take)
      .offset(skip);
  const values = [sql`${key}`.as('key'), ...order.map(([expression], index) => sql`${expression}`.as(`o${index}`))];
  const heads = queries.map((query) => ordered(query.select(values)).limit(skip + take));
  const grouped = db
    .selectFrom(unionAllOf(heads).as('heads'))
    .select('heads.key')
    .groupBy(['heads.key', ...order.map((_, index) => `heads.o${index}`)]);
  return order
    .reduce((keys, [, dir], index) => keys.orderBy(sql.ref(`heads.o${index}`), dir), grouped)
    .limit(take)
    .offset(skip);
}

/**
 * The rows with these keys, in the page's order. The keys come as an array computed first, not
 * `in (subquery)`: a list's query may join more tables than the planner orders freely
 * (join_collapse_limit), and would then join every row before keeping the page's;
 * `= any(array)` makes the page's rows the start of the joins.
 */
function rowsOfKeys(db: AnyDatabase, model: TableModel, params: TableParams, keys: Expression<unknown>): AnySelectQuery {
  const key = columnOf(model, model.key!);
  return rowsQuery(model.query(db).where(key, '=', sql`any(${keys})`), model, { ...params, offset: 0 });
}

/**
 * The page of rows over the matching queries: first the keys of its rows, read from the matching
 * queries alone (which the database can answer from an index in the page's order, the joins
 * that only add columns left out), then its rows by those keys. A model without a key has one
 * query, paged as it is.
 */
export function pageQuery(db: AnyDatabase, model: TableModel, queries: readonly AnySelectQuery[], params: TableParams): AnySelectQuery {
  if (model.key === undefined) return rowsQuery(queries[0]!, model, params);
  const keys = orderedKeys(db, model, queries, params, { skip: params.offset, take: params.limit });
  return rowsOfKeys(db, model, params, sql`array(${keys})`);
}

/**
 * Runs a list's statement prepared (decision 238), unless it searches: a searched word's best plan
 * depends on the word (a specimen number reads the trigram index, a company's name walks the test
 * dates), which a prepared statement's one plan cannot know; on one, the break list's company
 * search took 190 ms instead of 55. A search is planned for its word each time.
 */
export async function executeListStatement<Row>(
  db: AnyDatabase,
  params: Pick<TableParams, 'search'>,
  query: Compilable<Row> | CompiledQuery<Row>,
): Promise<Row[]> {
  if (!params.search) return executePrepared(db, query);
  return (await db.executeQuery('compile' in query ? query.compile() : query)).rows;
}

/**
 * The page and, in each of its rows, the count of all matches up to one past `cap`, in one
 * statement. With a key, the keys of the matching rows up to the cap are read once, in the page's
 * order: their number is the count, and the page's keys are a slice of them.
 */
async function countedPage(
  db: AnyDatabase,
  model: TableModel,
  queries: readonly AnySelectQuery[],
  params: TableParams,
  cap: number,
): Promise<Record<string, unknown>[]> {
  if (model.key === undefined) {
    return (await executeListStatement(
      db,
      params,
      rowsQuery(queries[0]!, model, params).select(countOf(db, model, queries, cap).as(COUNT_COLUMN)),
    )) as Record<string, unknown>[];
  }
  const matched = orderedKeys(db, model, queries, params, { skip: 0, take: cap + 1 });
  const keys = sql.ref('matchedKeys.keys');
  const page = rowsOfKeys(db, model, params, sql`(select ${keys} from matched_keys)[${params.offset + 1}:${params.offset + params.limit}]`);
  const counted = page.select(sql`(select cardinality(${keys}) from matched_keys)`.as(COUNT_COLUMN));
  const statement = sql<Record<string, unknown>>`with matched_keys as (select array(${matched}) as keys) ${counted}`;
  return executeListStatement(db, params, statement.compile(db));
}

/**
 * How many rows the matching queries hold together, counting no further than one past `cap`
 * (see COUNT_STEP): a scalar subquery, selected beside a page or alone. Over several queries,
 * each stops one past the cap too: if none reaches it, the rows they hold together are exact.
 * @example db.selectNoFrom(countOf(db, model, await matchingQueries(db, model, params), 1000).as('count'))
 */
export function countOf(db: AnyDatabase, model: TableModel, queries: readonly AnySelectQuery[], cap: number): AnySelectQuery {
  if (queries.length === 1) {
    const matched = queries[0]!
      .clearSelect()
      .select(sql`1`.as('one'))
      .limit(cap + 1);
    return db.selectFrom(matched.as('matched')).select((eb) => eb.fn.countAll<number>().as('count'));
  }
  const key = columnOf(model, model.key!);
  const heads = queries.map((query) =>
    query
      .clearSelect()
      .select(sql`${key}`.as('key'))
      .limit(cap + 1),
  );
  return db.selectFrom(unionAllOf(heads).as('heads')).select(sql<number>`count(distinct heads.key)`.as('count'));
}

/**
 * A count as a list answers it: counted up to one past `cap`, read as the cap when it went past.
 * @example cappedCount('1001', 1000) // { count: 1000, capped: true }
 */
export function cappedCount(counted: number | string, cap: number): { count: number; capped: boolean } {
  const count = Number(counted);
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
}

function cappedResult(rows: Record<string, unknown>[], counted: number | string, cap: number): TableResult {
  const { count, capped } = cappedCount(counted, cap);
  return capped ? { rows, count, countCapped: true } : { rows, count };
}

/**
 * Runs a checked list request: the page of rows and, unless `count` is false, how many rows
 * match the filters in all, in one statement (after the search's look-up in joined tables, if
 * any; and once more for the count of a page past the end).
 * `restrict` narrows the base query (a customer's own company).
 * @example const { rows, count } = await runTableQuery(db, usersModel, parseTableParams(usersModel, c.req.query()));
 */
export async function runTableQuery(
  db: AnyDatabase,
  model: TableModel,
  params: TableParams,
  restrict?: TableRestriction,
): Promise<TableResult> {
  const queries = await matchingQueries(db, model, params, restrict);
  if (!params.count)
    return { rows: (await executeListStatement(db, params, pageQuery(db, model, queries, params))) as Record<string, unknown>[] };
  const cap = countCap(params);
  const found = await countedPage(db, model, queries, params, cap);
  const rows = found.map(({ [COUNT_COLUMN]: _count, ...row }) => row);
  if (found.length > 0) return cappedResult(rows, found[0]![COUNT_COLUMN] as number | string, cap);
  if (params.offset === 0) return { rows, count: 0 };
  const counted = countOf(db, model, queries, cap);
  const [{ count }] = (await executeListStatement(db, params, db.selectNoFrom(counted.as('count')))) as [{ count: number | string }];
  return cappedResult(rows, count, cap);
}
