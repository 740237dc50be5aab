import type { FilterOptionValue, FilterSpec } from '../../shared/table-props.ts';

export const PAGE_SIZES = [50, 200, 500] as const;

/** What the drawer's filters hold: select values by field, text by field, and the date range. */
export interface FilterValues {
  equals: Record<string, FilterOptionValue>;
  contains: Record<string, string>;
  startDate?: string;
  endDate?: string;
}

export const NO_FILTERS: FilterValues = { equals: {}, contains: {} };

export interface TableState {
  sort: { field: string; dir: 'asc' | 'desc' };
  pageIndex: number;
  pageSize: number;
  search: string;
  filters: FilterValues;
}

/** Escapes LIKE's wildcards: a text filter matches what the user typed, literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** How many filters are set, for the Filters button's badge. */
export function activeFilterCount(filters: FilterValues, specs: readonly FilterSpec[]): number {
  return specs.filter((spec) => {
    if (spec.kind === 'select') return filters.equals[spec.field] !== undefined;
    if (spec.kind === 'text') return Boolean(filters.contains[spec.field]?.trim());
    return Boolean(filters.startDate || filters.endDate);
  }).length;
}

function filterParams(params: URLSearchParams, search: string, filters: FilterValues, specs: readonly FilterSpec[]) {
  const conditions: Record<string, unknown> = {};
  for (const spec of specs) {
    if (spec.kind === 'select' && filters.equals[spec.field] !== undefined) conditions[spec.field] = filters.equals[spec.field];
    if (spec.kind === 'text' && filters.contains[spec.field]?.trim()) {
      conditions[spec.field] = { like: `%${escapeLike(filters.contains[spec.field]!.trim())}%` };
    }
    if (spec.kind === 'dateRange') {
      if (filters.startDate) params.set('startDate', filters.startDate);
      if (filters.endDate) params.set('endDate', filters.endDate);
    }
  }
  if (Object.keys(conditions).length > 0) params.set('conditions', JSON.stringify(conditions));
  if (search.trim()) params.set('search', search.trim());
}

/**
 * The list route's query string for a table state, always in the same order, so it can key the cache.
 * @example tableQueryString(state, specs) // 'sort=lastName%3Aasc&limit=50&offset=0&search=ann'
 */
export function tableQueryString(state: TableState, specs: readonly FilterSpec[]): string {
  const params = new URLSearchParams();
  params.set('sort', `${state.sort.field}:${state.sort.dir}`);
  params.set('limit', String(state.pageSize));
  params.set('offset', String(state.pageIndex * state.pageSize));
  filterParams(params, state.search, state.filters, specs);
  return params.toString();
}

/**
 * The table's filters and search alone, without order or paging: the query that bulk actions on
 * "every row of this list" take.
 * @example filterQueryString(state, specs) // 'startDate=2026-11-01&search=tower'
 */
export function filterQueryString(state: TableState, specs: readonly FilterSpec[]): string {
  const params = new URLSearchParams();
  filterParams(params, state.search, state.filters, specs);
  return params.toString();
}

/** The download link of what the table shows, with its filters and order but no paging. */
export function exportHref(path: string, state: TableState, specs: readonly FilterSpec[], format: 'csv' | 'xlsx'): string {
  const params = new URLSearchParams();
  params.set('sort', `${state.sort.field}:${state.sort.dir}`);
  filterParams(params, state.search, state.filters, specs);
  params.set('format', format);
  return `${path}?${params.toString()}`;
}
