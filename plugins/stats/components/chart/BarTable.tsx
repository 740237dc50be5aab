import { TableScroll } from '../../../../web/ui/TableScroll.tsx';
import { formatValue, totalOf, valueOf, type BarRow, type BarSeries, type BarUnit } from './bars.ts';

/** The numbers of a bar chart as a table: a row per bar, a column per series, and a total when stacked. */
export function BarTable(props: { title: string; column: string; unit: BarUnit; series: readonly BarSeries[]; rows: readonly BarRow[] }) {
  const { title, column, unit, series, rows } = props;
  const stacked = series.length > 1;
  return (
    <TableScroll label={`${title}: table`}>
      <table className="min-w-full text-left text-sm" data-chart-table="true">
        <caption className="sr-only">{title}</caption>
        <thead className="bg-slate-50 text-xs uppercase text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-1">
              {column}
            </th>
            {series.map((one) => (
              <th key={one.key} scope="col" className="px-2 py-1 text-right">
                {one.label}
              </th>
            ))}
            {stacked && (
              <th scope="col" className="px-2 py-1 text-right">
                Total
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="whitespace-nowrap px-2 py-1 font-normal">
                {row.label}
              </th>
              {series.map((one) => (
                <td key={one.key} className="px-2 py-1 text-right tabular-nums">
                  {formatValue(unit, valueOf(row, one.key))}
                </td>
              ))}
              {stacked && <td className="px-2 py-1 text-right tabular-nums">{formatValue(unit, totalOf(row, series))}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
