import { labToday } from '../../core/dates.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { pickupsByMonth, samplesByMonth } from '../pickups/index.ts';
import { factsOf } from './acceptance.service.ts';
import { resultsInPeriod } from './results.repository.ts';
import { periodOf, type TimeIncrement } from './rules/period.ts';
import type { StatsDatabase } from './stats.table.ts';

/** The first day of the month twelve months before today's: the series' default start. */
export function defaultStart(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + month - 1 - 11;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export const today = (ctx: PluginContext<StatsDatabase>) => labToday(ctx.config.labTimeZone);

export async function pickupSeries(ctx: PluginContext<StatsDatabase>, startDate?: string) {
  return pickupsByMonth(ctx.db, startDate ?? defaultStart(today(ctx)));
}

export async function sampleSeries(ctx: PluginContext<StatsDatabase>, startDate?: string) {
  return samplesByMonth(ctx.db, startDate ?? defaultStart(today(ctx)));
}

/** The results of a period, each with its report when a plugin names one. */
export async function periodResults(ctx: PluginContext<StatsDatabase>, increment: TimeIncrement = 'day', time?: string) {
  const now = today(ctx);
  const period = periodOf(increment, time ?? now, now);
  const { rows, count } = await resultsInPeriod(ctx.db, period);
  const facts = await factsOf(ctx, [...new Set(rows.map((row) => row.sampleId))]);
  const results = rows.map((row) => ({ ...row, reportId: facts.get(row.sampleId)?.reportId ?? null }));
  return { timeIncrement: increment, period, results, count };
}
