import type { BarRow, BarSeries } from './chart/bars.ts';
import { longMonth, monthsBetween, shortMonth } from './chart/months.ts';

/** The fill of a one-series chart: the portal's primary colour (emerald-700). */
const PRIMARY = '#047857';

/** Each status its own fill, in the order they stack from the axis up; a status not named here takes the next spare fill. */
const STATUS_COLORS: Record<string, string> = { Passed: PRIMARY, Failed: '#b91c1c', Pending: '#d97706' };
const SPARE_COLORS = ['#1d4ed8', '#64748b', '#7c3aed'];

const oneSeries = (label: string): BarSeries[] => [{ key: 'value', label, color: PRIMARY }];
const monthRow = (month: string, values: Record<string, number>): BarRow => ({ label: longMonth(month), tick: shortMonth(month), values });

/** Invoiced per month of a year (all twelve months, as the revenue call answers them). */
export function revenueChart(revenue: ReadonlyArray<{ month: string; invoiced: number }>) {
  return { series: oneSeries('Invoiced'), rows: revenue.map((point) => monthRow(point.month, { value: point.invoiced })) };
}

/** A count per month from `start` to `end`; a month the series lacks is a zero. */
export function monthCountChart(label: string, series: ReadonlyArray<{ month: string; count: number }>, start: string, end: string) {
  const counts = new Map(series.map((point) => [point.month, point.count]));
  return { series: oneSeries(label), rows: monthsBetween(start, end).map((month) => monthRow(month, { value: counts.get(month) ?? 0 })) };
}

/** Results per month from `start` to `end`, stacked by status: the statuses found, Passed, Failed and Pending first. */
export function resultsByStatusChart(
  periods: ReadonlyArray<{ period: string; statuses: Record<string, number> }>,
  start: string,
  end: string,
) {
  const found = new Set(periods.flatMap((period) => Object.keys(period.statuses)));
  const named = Object.keys(STATUS_COLORS).filter((status) => found.has(status));
  const others = [...found].filter((status) => !(status in STATUS_COLORS)).sort();
  const series = [
    ...named.map((status) => ({ key: status, label: status, color: STATUS_COLORS[status]! })),
    ...others.map((status, index) => ({ key: status, label: status, color: SPARE_COLORS[index % SPARE_COLORS.length]! })),
  ];
  const byMonth = new Map(periods.map((period) => [period.period, period.statuses]));
  return { series, rows: monthsBetween(start, end).map((month) => monthRow(month, { ...byMonth.get(month) })) };
}
