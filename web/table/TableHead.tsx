import { flexRender, type Table } from '@tanstack/react-table';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '▲', desc: '▼' } as const;

/** The column headings; a sortable one is a button and tells assistive technology its order. */
export function TableHead({ table }: { table: Table<Record<string, unknown>> }) {
  return (
    <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const sorted = header.column.getIsSorted();
            const label = flexRender(header.column.columnDef.header, header.getContext());
            if (!header.column.getCanSort()) {
              return (
                <th key={header.id} scope="col" className="px-3 py-3 font-medium">
                  {label}
                </th>
              );
            }
            return (
              <th key={header.id} scope="col" className="px-3 py-3 font-medium" aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
                <button
                  type="button"
                  className="inline-flex items-center gap-1 uppercase"
                  onClick={header.column.getToggleSortingHandler()}
                >
                  {label}
                  <span aria-hidden="true">{sorted ? ARROW[sorted] : '↕'}</span>
                </button>
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
