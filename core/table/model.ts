import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { AnyDatabase } from '../db/database.ts';

/** How a field's values are checked in filters and shown in the table and its exports. */
export type FieldType = 'text' | 'number' | 'date' | 'boolean';

/** How a number field reads: see `formatNumber` in `shared/format.ts`. */
export type NumberFormat = 'money' | 'strength' | 'percent';

// oxlint-disable-next-line typescript/no-explicit-any -- each model brings its own tables and joins
export type AnySelectQuery = SelectQueryBuilder<any, any, any>;

/** One column a table exposes to the API, under its API name. */
export interface TableField {
  /** A column reference (`'users.lastName'`, camelCase) or an SQL expression. */
  column: string | Expression<unknown>;
  type: FieldType;
  /** The column heading in the table and in its CSV and XLSX exports. */
  label: string;
  /** Whether `sort` may name it; true unless declared false. */
  sortable?: boolean;
  /** Whether `conditions` may name it; true unless declared false. */
  filterable?: boolean;
  /**
   * How a number is shown (`shared/format.ts`): `money` as dollars and cents (a currency format
   * in XLSX), `strength` as whole psi, `percent` with its % sign.
   */
  format?: NumberFormat;
  /**
   * Whether the CSV and XLSX exports hold it. Internal ids (`id`, `...Id`) are left out unless
   * declared true; a field that only serves the search or the screen (a number's text twin, a
   * column of buttons) is declared false.
   */
  exported?: boolean;
  /**
   * For a search field on a joined table: the base query's column holding that table's `id`
   * (`'pickups.customerId'` for `'customers.companyName'`). The search then finds the matching
   * ids in that table first and keeps the rows pointing at them, so every condition is on
   * one table and its own indexes serve it; a condition spanning joined tables can use none.
   */
  searchVia?: string;
}

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  field: string;
  dir: SortDirection;
}

/** What a list route exposes: its fields, search, date filter, default order and base query. */
export interface TableModel {
  /** Names the export files: `<name>.csv`. */
  name: string;
  /** API name to column, in the order the exports show them. */
  fields: Record<string, TableField>;
  /** Text fields `search` looks in. */
  search?: readonly string[];
  /**
   * The base table's stored search text (`'pickups.searchText'`), made by `addSearchText` in the
   * plugin's migration from the same fields, in the same order, as the search fields that are
   * not `searchVia`: the search then matches the lower-cased words with `like` on it, which its
   * trigram index serves, instead of computing the text of every row it looks at.
   */
  searchColumn?: string;
  /** The date field `startDate` and `endDate` filter on. */
  dateField?: string;
  defaultSort: TableSort;
  /** A unique field appended to every order, so pages never repeat or skip a row. */
  key?: string;
  /**
   * An order before the requested one, ascending: the rows fall into groups (the break list's
   * due groups), each group in the requested order. An expression no index serves, so the
   * database sorts every matching row: for lists whose filters keep them small.
   */
  groupOrder?: Expression<unknown>;
  /** The rows before any filter: `from` and joins, and fixed conditions; the helper selects the fields. */
  query(db: AnyDatabase): AnySelectQuery;
}

/** Where a page's rows carry the count of all matching rows, beside the fields: no field may take the name. */
export const COUNT_COLUMN = 'countOfMatches';

/**
 * Declares a table model and checks it once, at start-up: a misnamed search, date or sort
 * field is a programming error, better found before the first request.
 * @example defineTableModel({ name: 'users', fields: { id: { column: 'users.id', type: 'number', label: 'ID' } },
 *   defaultSort: { field: 'id', dir: 'asc' }, query: (db) => db.selectFrom('users') })
 */
export function defineTableModel<M extends TableModel>(model: M): M {
  const problem = (what: string) => new Error(`Table model "${model.name}": ${what}`);
  const field = (name: string) => {
    const found = model.fields[name];
    if (!found) throw problem(`"${name}" is not one of its fields`);
    return found;
  };
  if (Object.hasOwn(model.fields, COUNT_COLUMN)) throw problem(`"${COUNT_COLUMN}" is the name of the count, not a field's`);
  for (const name of model.search ?? []) {
    const declared = field(name);
    if (declared.type !== 'text') throw problem(`search field "${name}" is not a text field`);
    if (declared.searchVia !== undefined && (typeof declared.column !== 'string' || !declared.column.includes('.'))) {
      throw problem(`search field "${name}" goes through "${declared.searchVia}" but is not a column of a table`);
    }
  }
  if (model.searchColumn !== undefined && !(model.search ?? []).some((name) => model.fields[name]?.searchVia === undefined)) {
    throw problem(`search column "${model.searchColumn}" stands for no search field of its own table`);
  }
  if (model.dateField !== undefined && field(model.dateField).type !== 'date') {
    throw problem(`date field "${model.dateField}" is not a date field`);
  }
  if (field(model.defaultSort.field).sortable === false) throw problem(`default sort "${model.defaultSort.field}" is not sortable`);
  if (model.key !== undefined) field(model.key);
  return model;
}

/** The table a column reference names: `'customers'` for `'customers.companyName'`. */
export function tableOfColumn(column: string): string {
  const dot = column.indexOf('.');
  if (dot < 1) throw new Error(`"${column}" does not name its table`);
  return column.slice(0, dot);
}

/** Each declared field's reference, parsed once: a list request names every field of its model. */
const references = new WeakMap<TableField, Expression<unknown>>();

/** The SQL a field stands for. */
export function fieldExpression(field: TableField): Expression<unknown> {
  if (typeof field.column !== 'string') return field.column;
  const known = references.get(field);
  if (known) return known;
  const reference = sql.ref(field.column);
  references.set(field, reference);
  return reference;
}
