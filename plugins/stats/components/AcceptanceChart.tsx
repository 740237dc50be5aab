import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { AcceptanceGroup } from '../acceptance.service.ts';
import { ChartSvg } from './chart/ChartSvg.tsx';
import { Legend } from './chart/Legend.tsx';
import { ACCEPTANCE_INK, AverageMark, FcRule, LimitRule, LowAverageMark, LowTestMark, TestMark } from './chart/acceptance-marks.tsx';
import { axisStyle, FONT_SIZE, GRID_INK } from './chart/theme.tsx';
import { formatPsi, formatStrength } from '../../../shared/format.ts';

/** The chart's drawing box, in viewBox units; the plot is what the margins leave for the points. */
export const ACCEPTANCE_CHART = { width: 400, height: 280, margin: { top: 16, right: 28, bottom: 44, left: 64 } } as const;
export const ACCEPTANCE_PLOT = {
  width: ACCEPTANCE_CHART.width - ACCEPTANCE_CHART.margin.left - ACCEPTANCE_CHART.margin.right,
  height: ACCEPTANCE_CHART.height - ACCEPTANCE_CHART.margin.top - ACCEPTANCE_CHART.margin.bottom,
};
/** More sample numbers than this under the axis would overlap: every n-th is shown, all are in the table. */
const MOST_TICKS = 6;

const LEGEND = [
  { label: 'Strength test', swatch: <TestMark x={8} y={8} /> },
  { label: 'Below the individual limit', swatch: <LowTestMark x={8} y={7} /> },
  {
    label: 'Average of 3 consecutive tests',
    swatch: (
      <>
        <line x1="0" x2="16" y1="8" y2="8" stroke={ACCEPTANCE_INK.average} strokeWidth="2" />
        <AverageMark x={8} y={8} />
      </>
    ),
  },
  { label: "Average below f'c", swatch: <LowAverageMark x={8} y={8} /> },
  { label: "f'c", swatch: <FcRule x1={0} x2={16} y={8} /> },
  { label: 'Individual limit', swatch: <LimitRule x1={0} x2={16} y={8} /> },
];

/**
 * A group's strength tests drawn with visx on the server: each test a point (a failing one a red
 * triangle), the running average of three a line (a failing average a hollow diamond), f'c a
 * dashed line and the individual limit a dotted one, with a legend under it.
 */
export function AcceptanceChart({ group }: { group: AcceptanceGroup }) {
  const { tests } = group;
  const averages = tests.flatMap((test, index) =>
    test.runningAverage === null ? [] : [{ index, value: test.runningAverage, low: test.lowAverage }],
  );
  const values = [group.fc, group.individualLimit, ...tests.map((test) => test.strength), ...averages.map((point) => point.value)];
  const x = scalePoint({ domain: tests.map((_test, index) => index), range: [0, ACCEPTANCE_PLOT.width], padding: 0.5 });
  const y = scaleLinear({
    domain: [Math.min(...values) * 0.95, Math.max(...values) * 1.05],
    range: [ACCEPTANCE_PLOT.height, 0],
    nice: true,
  });
  const step = Math.ceil(tests.length / MOST_TICKS);
  const lowTests = tests.filter((test) => test.lowTest).length;
  const lowAverages = averages.filter((point) => point.low).length;
  const mix = group.mixDesignNum || 'without a number';
  return (
    <div className="max-w-2xl">
      <ChartSvg
        width={ACCEPTANCE_CHART.width}
        height={ACCEPTANCE_CHART.height}
        title={`Strength tests of mix ${mix} against f'c ${formatStrength(group.fc)}`}
        description={`${tests.length} strength tests. Below the individual limit of ${formatStrength(group.individualLimit)}: ${lowTests}. Averages of three below f'c: ${lowAverages}. The table below gives each value.`}
      >
        <Group left={ACCEPTANCE_CHART.margin.left} top={ACCEPTANCE_CHART.margin.top}>
          <GridRows scale={y} width={ACCEPTANCE_PLOT.width} numTicks={5} stroke={GRID_INK} />
          <g data-fc-line={group.fc}>
            <FcRule x1={0} x2={ACCEPTANCE_PLOT.width} y={y(group.fc)} />
            <text x={ACCEPTANCE_PLOT.width} y={y(group.fc) - 4} fontSize={FONT_SIZE} textAnchor="end" fill={ACCEPTANCE_INK.fc}>
              {`f'c ${formatStrength(group.fc)}`}
            </text>
          </g>
          <g data-limit-line={group.individualLimit}>
            <LimitRule x1={0} x2={ACCEPTANCE_PLOT.width} y={y(group.individualLimit)} />
            <text
              x={ACCEPTANCE_PLOT.width}
              y={y(group.individualLimit) + FONT_SIZE + 2}
              fontSize={FONT_SIZE}
              textAnchor="end"
              fill={ACCEPTANCE_INK.limit}
            >
              {`Limit ${formatStrength(group.individualLimit)}`}
            </text>
          </g>
          {averages.length > 1 && (
            <LinePath
              data={averages}
              x={(point) => x(point.index)!}
              y={(point) => y(point.value)}
              stroke={ACCEPTANCE_INK.average}
              strokeWidth={2}
              fill="none"
              data-running-average="true"
            />
          )}
          {averages.map((point) => (
            <g key={`average-${point.index}`} data-average={point.value} data-low-average={point.low ? 'true' : undefined}>
              {point.low ? (
                <LowAverageMark x={x(point.index)!} y={y(point.value)} />
              ) : (
                <AverageMark x={x(point.index)!} y={y(point.value)} />
              )}
            </g>
          ))}
          {tests.map((test, index) => (
            <g key={`test-${index}`} data-strength={test.strength} data-low-test={test.lowTest ? 'true' : undefined}>
              {test.lowTest ? <LowTestMark x={x(index)!} y={y(test.strength)} /> : <TestMark x={x(index)!} y={y(test.strength)} />}
            </g>
          ))}
          <AxisLeft
            scale={y}
            numTicks={5}
            tickFormat={(value) => formatPsi(Number(value))}
            label="Strength (psi)"
            labelOffset={40}
            {...axisStyle}
          />
          <AxisBottom
            top={ACCEPTANCE_PLOT.height}
            scale={x}
            tickValues={x.domain().filter((index) => index % step === 0)}
            tickFormat={(index) => tests[index]?.sampleNum}
            label="Strength test (sample #)"
            labelOffset={10}
            {...axisStyle}
          />
        </Group>
      </ChartSvg>
      <Legend entries={LEGEND} />
    </div>
  );
}
