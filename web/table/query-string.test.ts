import { describe, expect, it } from 'vitest';
import type { FilterSpec } from '../../shared/table-props.ts';
import { activeFilterCount, exportHref, NO_FILTERS, tableQueryString, type TableState } from './query-string.ts';

const specs: FilterSpec[] = [
  { kind: 'select', field: 'role', label: 'Role', options: [{ value: 'admin', label: 'Admin' }] },
  { kind: 'select', field: 'activeInd', label: 'Active', options: [{ value: false, label: 'No' }] },
  { kind: 'text', field: 'email', label: 'Email' },
  { kind: 'dateRange', label: 'Created' },
];

const base: TableState = { sort: { field: 'lastName', dir: 'asc' }, pageIndex: 0, pageSize: 50, search: '', filters: NO_FILTERS };
const decode = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('the table query string', () => {
  it('always names the sort and the page', () => {
    expect(tableQueryString(base, specs)).toBe('sort=lastName%3Aasc&limit=50&offset=0');
    expect(decode(tableQueryString({ ...base, pageIndex: 2, pageSize: 200, sort: { field: 'email', dir: 'desc' } }, specs))).toEqual({
      sort: 'email:desc',
      limit: '200',
      offset: '400',
    });
  });

  it('adds the search and the filters as conditions and a date range', () => {
    const state: TableState = {
      ...base,
      search: ' ann ',
      filters: {
        equals: { role: 'admin', activeInd: false },
        contains: { email: '50%_x' },
        startDate: '2026-01-01',
        endDate: '2026-01-31',
      },
    };
    expect(decode(tableQueryString(state, specs))).toEqual({
      sort: 'lastName:asc',
      limit: '50',
      offset: '0',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      conditions: JSON.stringify({ role: 'admin', activeInd: false, email: { like: '%50\\%\\_x%' } }),
      search: 'ann',
    });
    expect(activeFilterCount(state.filters, specs)).toBe(4);
  });

  it('ignores values of filters the table does not declare, and blank text', () => {
    const state: TableState = { ...base, filters: { equals: { secret: 1 }, contains: { email: '  ' } } };
    expect(tableQueryString(state, specs)).toBe('sort=lastName%3Aasc&limit=50&offset=0');
    expect(activeFilterCount(state.filters, specs)).toBe(0);
  });

  it('links the export to the same filters and order, without paging', () => {
    const state: TableState = { ...base, pageIndex: 3, search: 'x', filters: { equals: { role: 'admin' }, contains: {} } };
    expect(exportHref('/api/users', state, specs, 'csv')).toBe(
      '/api/users?sort=lastName%3Aasc&conditions=%7B%22role%22%3A%22admin%22%7D&search=x&format=csv',
    );
  });
});
