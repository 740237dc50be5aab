import { sql, type Expression } from 'kysely';
import type { AnyDatabase } from '../db/database.ts';
import type { Condition } from './conditions.ts';
import { fieldExpression, type AnySelectQuery, type TableModel } from './model.ts';
import type { TableParams } from './params.ts';

/** Narrows a model's base query for one request, such as a customer's own company. */
export type TableRestriction = (query: AnySelectQuery) => AnySelectQuery;

export interface TableResult {
  rows: Record<string, unknown>[];
  /** All rows matching the filters; absent when the request asked for `count=false`. */
  count?: number;
}

/** How many words of a search are used; each must match one of the search fields. */
const MAX_SEARCH_WORDS = 8;

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

/** The base query with the request's conditions, search and date range applied. */
export function filteredQuery(db: AnyDatabase, model: TableModel, params: TableParams, restrict?: TableRestriction): AnySelectQuery {
  let query = model.query(db);
  if (restrict) query = restrict(query);
  for (const condition of params.conditions) query = applyCondition(query, columnOf(model, condition.field), condition);
  const words = params.search?.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS) ?? [];
  const searchColumns = (model.search ?? []).map((field) => columnOf(model, field));
  if (searchColumns.length > 0) {
    for (const word of words) {
      const pattern = `%${escapeLike(word)}%`;
      query = query.where((eb) => eb.or(searchColumns.map((column) => eb(column, 'ilike', pattern))));
    }
  }
  if (model.dateField) {
    const column = columnOf(model, model.dateField);
    if (params.startDate) query = query.where(column, '>=', params.startDate);
    if (params.endDate) query = query.where(column, '<=', params.endDate);
  }
  return query;
}

/** The page of rows: the declared fields under their API names, sorted, with a stable tie-breaker. */
export function rowsQuery(query: AnySelectQuery, model: TableModel, params: TableParams): AnySelectQuery {
  const selections = Object.entries(model.fields).map(([name, field]) => sql`${fieldExpression(field)}`.as(name));
  let ordered = query.select(selections).orderBy(columnOf(model, params.sort.field), params.sort.dir);
  if (model.key && model.key !== params.sort.field) ordered = ordered.orderBy(columnOf(model, model.key), 'asc');
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
  const query = filteredQuery(db, model, params, restrict);
  const rows = (await rowsQuery(query, model, params).execute()) as Record<string, unknown>[];
  if (!params.count) return { rows };
  // A short page that is not empty is the last one: its end is the count, without a second query.
  if (rows.length > 0 && rows.length < params.limit) return { rows, count: params.offset + rows.length };
  const counted = await db
    .selectFrom(query.clearSelect().select(sql`1`.as('one')).as('matched'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows, count: Number(counted.count) };
}
