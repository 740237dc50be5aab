import { flexRender, type Table } from '@tanstack/react-table';
import type { TableAnswer } from './props.ts';

interface TableBodyProps {
  table: Table<Record<string, unknown>>;
  answer: TableAnswer | undefined;
  error: Error | null;
  /** A search or filter is in force: an empty answer means 'No Results', not 'No Data'. */
  narrowed: boolean;
}

/** The rows, or one full-width row saying why there are none. */
export function TableBody({ table, answer, error, narrowed }: TableBodyProps) {
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
      {table.getRowModel().rows.map((row) => (
        <tr key={row.id} className="hover:bg-slate-50">
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id} className="px-4 py-2 text-slate-800">
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
