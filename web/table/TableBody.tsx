import { flexRender, type Table } from '@tanstack/react-table';
import { Fragment } from 'react';
import { groupHeading } from './GroupCounts.tsx';
import type { ColumnSpec, DetailSpec, TableAnswer } from '../../shared/table-props.ts';

interface TableBodyProps {
  table: Table<Record<string, unknown>>;
  answer: TableAnswer | undefined;
  error: Error | null;
  /** A search or filter is in force: an empty answer means 'No Results', not 'No Data'. */
  narrowed: boolean;
  /** The fields an expanded row shows. */
  details?: DetailSpec[];
  /** The rows' group field: a heading row starts each group. */
  groupField?: string | undefined;
}

/** A detail's text: JSON dumps indented, everything else as it is. */
function detailText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value !== 'string') return JSON.stringify(value, null, 2);
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? JSON.stringify(parsed, null, 2) : value;
  } catch {
    return value;
  }
}

/** A row starts a group when it is the first, or its group differs from the row before. */
const startsGroup = (previous: Record<string, unknown> | undefined, row: Record<string, unknown>, field: string) =>
  previous === undefined || previous[field] !== row[field];

/** The rows, or one full-width row saying why there are none. */
export function TableBody({ table, answer, error, narrowed, details, groupField }: TableBodyProps) {
  const width = table.getVisibleLeafColumns().length;
  const message = (text: string, role?: 'alert' | 'status') => (
    <tr>
      <td colSpan={width} className="px-4 py-10 text-center text-slate-500" role={role} data-table-empty={text}>
        {text}
      </td>
    </tr>
  );
  if (!answer) return <tbody>{error ? message(error.message, 'alert') : message('Loading…', 'status')}</tbody>;
  if (answer.rows.length === 0) return <tbody>{message(narrowed ? 'No Results' : 'No Data')}</tbody>;
  return (
    <tbody className="divide-y divide-slate-100">
      {table.getRowModel().rows.map((row, index, rows) => (
        <Fragment key={row.id}>
          {groupField !== undefined && startsGroup(rows[index - 1]?.original, row.original, groupField) && (
            <tr data-group-heading={String(row.original[groupField])}>
              <th colSpan={width} scope="colgroup" className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-800 max-sm:block">
                {groupHeading(String(row.original[groupField]), answer.groups)}
              </th>
            </tr>
          )}
          <tr className="hover:bg-slate-50">
            {row.getVisibleCells().map((cell) => (
              <td
                key={cell.id}
                className="px-3 py-2 text-slate-800"
                data-label={(cell.column.columnDef.meta as ColumnSpec | undefined)?.label}
              >
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
          {details && row.getIsExpanded() && (
            <tr className="bg-slate-50">
              <td colSpan={width} className="px-4 py-3">
                <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
                  {details.map((detail) => (
                    <div key={detail.field} className="contents">
                      <dt className="font-medium text-slate-600">{detail.label}</dt>
                      <dd className="min-w-0">
                        <pre className="whitespace-pre-wrap break-words font-mono text-xs text-slate-800">
                          {detailText(row.original[detail.field])}
                        </pre>
                      </dd>
                    </div>
                  ))}
                </dl>
              </td>
            </tr>
          )}
        </Fragment>
      ))}
    </tbody>
  );
}
