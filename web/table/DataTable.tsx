import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  getCoreRowModel,
  useReactTable,
  type CellContext,
  type ColumnDef,
  type ExpandedState,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { showError } from '../ui/index.ts';
import { FilterDrawer } from './FilterDrawer.tsx';
import { formatCell, rowHref } from './format.ts';
import { Pagination } from './Pagination.tsx';
import type { ColumnSpec, DataTableProps } from '../../shared/table-props.ts';
import { announceTableQuery } from './announce.ts';
import {
  activeFilterCount,
  exportHref,
  filterQueryString,
  NO_FILTERS,
  tableQueryString,
  type FilterValues,
  type TableState,
} from './query-string.ts';
import { TableBody } from './TableBody.tsx';
import { TableHead } from './TableHead.tsx';
import { Toolbar } from './Toolbar.tsx';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useTableData } from './useTableData.ts';
import { TableScroll } from '../ui/TableScroll.tsx';
import { api } from '../api/client.ts';
import { CHIP_TONES } from './chips.ts';
import { GroupCounts } from './GroupCounts.tsx';

export type { DataTableProps } from '../../shared/table-props.ts';

type Row = Record<string, unknown>;

/** A list value as chips, toned by the column's `chips`. */
function Chips({ items, tones }: { items: unknown[]; tones: NonNullable<ColumnSpec['chips']> }) {
  return (
    <span className="flex flex-wrap gap-1">
      {items.map((item) => (
        <span
          key={String(item)}
          data-chip={String(item)}
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${CHIP_TONES[tones[String(item)] ?? 'slate']}`}
        >
          {String(item)}
        </span>
      ))}
    </span>
  );
}

/** A cell: its value formatted by type (a list as chips), as a link when the column has a row link. */
function renderCell({ row, column }: CellContext<Row, unknown>) {
  const spec = column.columnDef.meta as ColumnSpec;
  const value = row.original[spec.field];
  if (spec.chips && Array.isArray(value)) return <Chips items={value} tones={spec.chips} />;
  const text = spec.linkText ?? formatCell(spec, value);
  const own = spec.hrefField === undefined ? undefined : row.original[spec.hrefField];
  // A row's own link stays on the portal: a path, never another site's address.
  const onPortal = typeof own === 'string' && own.startsWith('/') && !own.startsWith('//');
  const href = onPortal ? own : spec.link && rowHref(spec.link, row.original);
  // An empty cell is no link: a link needs text to be read.
  if (!href || text === '') return text;
  return (
    <a className="link" href={href}>
      {text}
    </a>
  );
}

/** The toggle of an expandable row. */
function renderToggle({ row }: CellContext<Row, unknown>) {
  const open = row.getIsExpanded();
  return (
    <button type="button" className="link" aria-expanded={open} onClick={row.getToggleExpandedHandler()}>
      {open ? 'Hide' : 'Details'}
    </button>
  );
}

/** How long the search box waits after the last key before it asks the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * The portal's list: search, sortable columns, pagination, a filter drawer and exports, over a
 * list route served by core's table helper. Props are JSON so a page can render it as an island.
 * @example <Island name="users.UsersTable" component={UsersTable} props={{ path: '/api/users', ... }} />
 */
export function DataTable(props: DataTableProps) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <TableView {...props} />
    </QueryClientProvider>
  );
}

function TableView({
  path,
  userId,
  label,
  columns,
  filters = [],
  filterOptionsPath,
  defaultSort,
  searchPlaceholder,
  initialFilters,
  details,
  groups,
  scanPath,
}: DataTableProps) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [sorting, setSorting] = useState<SortingState>([{ id: defaultSort.field, desc: defaultSort.dir === 'desc' }]);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 50 });
  const [filterValues, setFilterValues] = useState<FilterValues>(() =>
    initialFilters ? { ...NO_FILTERS, equals: initialFilters.equals } : NO_FILTERS,
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const firstPage = () => setPagination((current) => (current.pageIndex === 0 ? current : { ...current, pageIndex: 0 }));
  useEffect(firstPage, [search]);

  const sort = sorting[0] ?? { id: defaultSort.field, desc: defaultSort.dir === 'desc' };
  const state: TableState = { sort: { field: sort.id, dir: sort.desc ? 'desc' : 'asc' }, ...pagination, search, filters: filterValues };
  const query = tableQueryString(state, filters);
  const { answer, refreshing, error } = useTableData(path, userId, query);
  const filterQuery = filterQueryString(state, filters);
  const order = `sort=${encodeURIComponent(`${state.sort.field}:${state.sort.dir}`)}`;
  useEffect(() => announceTableQuery(path, filterQuery, order), [path, filterQuery, order]);
  useEffect(() => {
    // 401 and 403 have their own handling in the API client; anything else is the spec's error alert.
    if (error && error.name !== 'UnauthorizedError' && error.name !== 'ForbiddenError') showError(error.message);
  }, [error]);

  const columnDefs = useMemo<ColumnDef<Row>[]>(() => {
    const shown: ColumnDef<Row>[] = columns.map((spec) => ({
      id: spec.field,
      header: spec.label,
      accessorFn: (row) => row[spec.field],
      enableSorting: spec.sortable !== false,
      meta: spec,
      cell: renderCell,
    }));
    return details ? [{ id: 'rowDetails', header: 'Details', enableSorting: false, cell: renderToggle }, ...shown] : shown;
  }, [columns, details]);
  // TanStack Table's API is not memoisable by the React Compiler, which this project does not use.
  // oxlint-disable-next-line react/incompatible-library
  const table = useReactTable<Row>({
    data: answer?.rows ?? [],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    rowCount: answer?.count ?? 0,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    getRowCanExpand: () => details !== undefined,
    state: { sorting, pagination, expanded },
    onExpandedChange: setExpanded,
    onSortingChange: (updater) => {
      setSorting(updater);
      firstPage();
    },
    onPaginationChange: setPagination,
  });

  /** A scanned label's code names one record: open it; any other text stays the search. */
  async function openScanned() {
    const code = searchText.trim();
    if (!scanPath || code === '') return;
    try {
      const { href } = await api.get<{ href?: string | null }>(`${scanPath}?code=${encodeURIComponent(code)}`);
      if (href) window.location.assign(href);
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  const filterCount = activeFilterCount(filterValues, filters);
  const narrowed = search !== '' || filterCount > 0;
  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-busy={refreshing || answer === undefined}>
      <Toolbar
        search={searchText}
        onSearch={setSearchText}
        onEnter={scanPath ? () => void openScanned() : undefined}
        placeholder={searchPlaceholder ?? 'Search'}
        filterCount={filters.length > 0 ? filterCount : null}
        onOpenFilters={() => setDrawerOpen(true)}
        csvHref={exportHref(path, state, filters, 'csv')}
        xlsxHref={exportHref(path, state, filters, 'xlsx')}
      />
      {groups && answer?.groups && <GroupCounts label={label} groups={answer.groups} tones={groups.tones} />}
      <TableScroll label={label}>
        <table className="stack-on-phone min-w-full text-left text-sm" aria-label={label}>
          <TableHead table={table} />
          <TableBody
            table={table}
            answer={answer}
            error={error}
            narrowed={narrowed}
            details={details}
            groupField={answer?.groups && groups?.field}
          />
        </table>
      </TableScroll>
      <Pagination
        pageIndex={pagination.pageIndex}
        pageSize={pagination.pageSize}
        shown={answer?.rows.length ?? 0}
        count={answer?.count ?? 0}
        countCapped={answer?.countCapped}
        onPage={(pageIndex) => table.setPageIndex(pageIndex)}
        onPageSize={(pageSize) => setPagination({ pageIndex: 0, pageSize })}
      />
      <FilterDrawer
        open={drawerOpen}
        specs={filters}
        optionsPath={filterOptionsPath}
        values={filterValues}
        onClose={() => setDrawerOpen(false)}
        onApply={(values) => {
          setFilterValues(values);
          setDrawerOpen(false);
          firstPage();
        }}
      />
    </section>
  );
}
