import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, BarStack } from '@visx/shape';
import { ChartSvg } from './ChartSvg.tsx';
import { formatTick, formatValue, totalOf, valueOf, type BarRow, type BarSeries, type BarUnit } from './bars.ts';
import { axisStyle, GRID_INK } from './theme.tsx';

/** The chart's drawing box, in viewBox units; the plot is what the margins leave for the bars. */
export const BAR_CHART = { width: 400, height: 240, margin: { top: 12, right: 8, bottom: 28, left: 64 } } as const;
export const BAR_PLOT = {
  width: BAR_CHART.width - BAR_CHART.margin.left - BAR_CHART.margin.right,
  height: BAR_CHART.height - BAR_CHART.margin.top - BAR_CHART.margin.bottom,
};

/** The bars, stacked by series, on a y axis from zero to d3's round value above the tallest. */
export function BarStackSvg(props: { title: string; unit: BarUnit; series: readonly BarSeries[]; rows: readonly BarRow[] }) {
  const { title, unit, series, rows } = props;
  const totals = rows.map((row) => totalOf(row, series));
  const ticksByLabel = new Map(rows.map((row) => [row.label, row.tick]));
  const x = scaleBand({ domain: rows.map((row) => row.label), range: [0, BAR_PLOT.width], padding: 0.25 });
  const y = scaleLinear({ domain: [0, Math.max(1, ...totals)], range: [BAR_PLOT.height, 0], nice: true });
  // Whole numbers only: a count has no half, and cents on the axis (an empty year's $0.20) say nothing.
  const ticks = y.ticks(5).filter(Number.isInteger);
  const sum = totals.reduce((all, value) => all + value, 0);
  return (
    <ChartSvg
      width={BAR_CHART.width}
      height={BAR_CHART.height}
      title={title}
      description={`${rows.length} bars, ${rows[0]!.label} to ${rows.at(-1)!.label}, ${formatValue(unit, sum)} in all; the table beside gives each value.`}
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
          tickFormat={(value) => formatTick(unit, Number(value))}
          label={unit.kind === 'money' ? 'US dollars' : unit.noun}
          labelOffset={36}
          {...axisStyle}
        />
        <AxisBottom top={BAR_PLOT.height} scale={x} tickFormat={(label) => ticksByLabel.get(label)} {...axisStyle} />
      </Group>
    </ChartSvg>
  );
}
