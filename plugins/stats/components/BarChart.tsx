import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, BarStack } from '@visx/shape';
import { TableScroll } from '../../../web/ui/TableScroll.tsx';
import { ChartSvg } from './chart/ChartSvg.tsx';
import { Legend } from './chart/Legend.tsx';
import { axisStyle, GRID_INK } from './chart/theme.tsx';

/** The chart's drawing box, in viewBox units; the plot is what the margins leave for the bars. */
export const BAR_CHART = { width: 400, height: 240, margin: { top: 12, right: 8, bottom: 28, left: 64 } } as const;
export const BAR_PLOT = {
  width: BAR_CHART.width - BAR_CHART.margin.left - BAR_CHART.margin.right,
  height: BAR_CHART.height - BAR_CHART.margin.top - BAR_CHART.margin.bottom,
};

/** A bar: its place on the x axis (a month), its name in the table and under the bar, and a value per series. */
export interface BarRow {
  label: string;
  tick: string;
  values: Readonly<Record<string, number>>;
}

/** What a bar is made of (one series, or a status each in a stack) and its fill. */
export interface BarSeries {
  key: string;
  label: string;
  color: string;
}

/** How the values read: dollars, or a count of something (the y axis's unit). */
export type BarUnit = { kind: 'money' } | { kind: 'count'; noun: string };

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const compactMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });
const count = new Intl.NumberFormat('en-US');

const valueOf = (row: BarRow, key: string) => row.values[key] ?? 0;
const totalOf = (row: BarRow, series: readonly BarSeries[]) => series.reduce((sum, one) => sum + valueOf(row, one.key), 0);

/**
 * Bars per month, stacked by series when there are several (results by status), drawn with
 * visx on the server: no script, an image with a name and a summary, a legend when stacked, and
 * the same numbers in a table beside it.
 */
export function BarChart({
  title,
  column,
  unit,
  series,
  rows,
}: {
  title: string;
  column: string;
  unit: BarUnit;
  series: readonly BarSeries[];
  rows: readonly BarRow[];
}) {
  const format = (value: number) => (unit.kind === 'money' ? money.format(value) : count.format(value));
  const totals = rows.map((row) => totalOf(row, series));
  const stacked = series.length > 1;
  const ticksByLabel = new Map(rows.map((row) => [row.label, row.tick]));
  const x = scaleBand({ domain: rows.map((row) => row.label), range: [0, BAR_PLOT.width], padding: 0.25 });
  const y = scaleLinear({ domain: [0, Math.max(1, ...totals)], range: [BAR_PLOT.height, 0], nice: true });
  // Whole numbers only: a count has no half, and cents on the axis (an empty year's $0.20) say nothing.
  const ticks = y.ticks(5).filter(Number.isInteger);
  const sum = totals.reduce((all, value) => all + value, 0);
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {rows.length === 0 || series.length === 0 ? (
        <p className="text-sm text-slate-600">No Results</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-[3fr_2fr]">
          <div className="min-w-0">
            <ChartSvg
              width={BAR_CHART.width}
              height={BAR_CHART.height}
              title={title}
              description={`${rows.length} bars, ${rows[0]!.label} to ${rows.at(-1)!.label}, ${format(sum)} in all; the table beside gives each value.`}
            >
              <Group left={BAR_CHART.margin.left} top={BAR_CHART.margin.top}>
                <GridRows scale={y} width={BAR_PLOT.width} tickValues={ticks} stroke={GRID_INK} />
                <BarStack<BarRow, string>
                  data={[...rows]}
                  keys={series.map((one) => one.key)}
                  value={valueOf}
                  x={(row) => row.label}
                  xScale={x}
                  yScale={y}
                  color={(key) => series.find((one) => one.key === key)!.color}
                >
                  {(stacks) =>
                    stacks.flatMap((stack) =>
                      stack.bars
                        .filter((bar) => bar.height > 0)
                        .map((bar) => (
                          <Bar
                            key={`${stack.key}-${bar.index}`}
                            x={bar.x}
                            y={bar.y}
                            width={bar.width}
                            height={bar.height}
                            fill={bar.color}
                            data-series={stack.key}
                            data-value={bar.bar[1] - bar.bar[0]}
                          />
                        )),
                    )
                  }
                </BarStack>
                <AxisLeft
                  scale={y}
                  tickValues={ticks}
                  tickFormat={(value) => (unit.kind === 'money' ? compactMoney.format(Number(value)) : count.format(Number(value)))}
                  label={unit.kind === 'money' ? 'US dollars' : unit.noun}
                  labelOffset={36}
                  {...axisStyle}
                />
                <AxisBottom top={BAR_PLOT.height} scale={x} tickFormat={(label) => ticksByLabel.get(label)} {...axisStyle} />
              </Group>
            </ChartSvg>
            {stacked && (
              <Legend
                entries={series.map((one) => ({ label: one.label, swatch: <rect x="1" y="1" width="14" height="14" fill={one.color} /> }))}
              />
            )}
          </div>
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
                {rows.map((row, index) => (
                  <tr key={row.label}>
                    <th scope="row" className="whitespace-nowrap px-2 py-1 font-normal">
                      {row.label}
                    </th>
                    {series.map((one) => (
                      <td key={one.key} className="px-2 py-1 text-right tabular-nums">
                        {format(valueOf(row, one.key))}
                      </td>
                    ))}
                    {stacked && <td className="px-2 py-1 text-right tabular-nums">{format(totals[index]!)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      )}
    </section>
  );
}
