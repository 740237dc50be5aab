import { formatMoney } from '../../../../shared/format.ts';

/** A bar: its name in the table (`Mar 2026`), under the bar (`Mar`), and a value per series. */
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

const compactMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });
const count = new Intl.NumberFormat('en-US');

/** A value as the table and the chart's summary give it: `$1,234.50`, `1,234`. */
export const formatValue = (unit: BarUnit, value: number) => (unit.kind === 'money' ? formatMoney(value) : count.format(value));

/** A value on the y axis, where room is short: `$1.2K`, `1,234`. */
export const formatTick = (unit: BarUnit, value: number) => (unit.kind === 'money' ? compactMoney.format(value) : count.format(value));

export const valueOf = (row: BarRow, key: string) => row.values[key] ?? 0;

export const totalOf = (row: BarRow, series: readonly BarSeries[]) => series.reduce((sum, one) => sum + valueOf(row, one.key), 0);
