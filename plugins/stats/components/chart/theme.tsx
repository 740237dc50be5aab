import type { TickRendererProps } from '@visx/axis';

/** Ink of axes, ticks and their labels: slate-600, 7.6:1 on white. */
export const AXIS_INK = '#475569';
/** Grid lines behind the marks: slate-200. */
export const GRID_INK = '#e2e8f0';
/** Text of a chart, in the units of its viewBox; the chart scales with the page's width. */
export const FONT_SIZE = 12;

/**
 * The props every axis of the stats charts shares: quiet ink, a plain `<text>` per tick label
 * (visx's own label nests an `<svg>` in each tick, which only the browser needs for wrapping).
 */
export const axisStyle = {
  stroke: AXIS_INK,
  tickStroke: AXIS_INK,
  tickLength: 4,
  labelProps: { fill: AXIS_INK, fontSize: FONT_SIZE, textAnchor: 'middle' as const, fontFamily: 'inherit' },
  tickComponent: ({ x, y, dx, dy, formattedValue, textAnchor }: TickRendererProps) => (
    <text x={x} y={y} dx={dx} dy={dy} fontSize={FONT_SIZE} fill={AXIS_INK} textAnchor={textAnchor}>
      {formattedValue}
    </text>
  ),
};
