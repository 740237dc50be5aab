import { BarStackSvg } from './chart/BarStackSvg.tsx';
import { BarTable } from './chart/BarTable.tsx';
import type { BarRow, BarSeries, BarUnit } from './chart/bars.ts';
import { Legend } from './chart/Legend.tsx';

export type { BarRow, BarSeries, BarUnit } from './chart/bars.ts';

/**
 * Bars per month, stacked by series when there are several (results by status), drawn with
 * visx on the server: no script, an image with a name and a summary, a legend when stacked, and
 * the same numbers in a table beside it (under it on a phone).
 */
export function BarChart(props: { title: string; column: string; unit: BarUnit; series: readonly BarSeries[]; rows: readonly BarRow[] }) {
  const { title, series, rows } = props;
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {rows.length === 0 || series.length === 0 ? (
        <p className="text-sm text-slate-600">No Results</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-[3fr_2fr]">
          <div className="min-w-0">
            <BarStackSvg {...props} />
            {series.length > 1 && (
              <Legend
                entries={series.map((one) => ({ label: one.label, swatch: <rect x="1" y="1" width="14" height="14" fill={one.color} /> }))}
              />
            )}
          </div>
          <BarTable {...props} />
        </div>
      )}
    </section>
  );
}
