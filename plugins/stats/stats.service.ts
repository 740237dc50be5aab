import { labToday } from '../../shared/dates.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { invoicingRevenue } from '../invoicing/index.ts';
import { pickupsForStats } from '../pickups/index.ts';
import { factsOf } from './acceptance.service.ts';
import { keptAnswer } from './kept-answers.ts';
import { resultsInPeriod } from './results.repository.ts';
import { periodOf, seriesStart, type TimeIncrement } from './rules/period.ts';
import { completedByPeriod, overdueByPeriod } from './series.repository.ts';
import type { StatsDatabase } from './stats.table.ts';

/** The first day of the month twelve months before today's: the series' default start. */
export function defaultStart(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + month - 1 - 11;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export const today = (ctx: PluginContext<StatsDatabase>) => labToday(ctx.config.labTimeZone);

/** Pickups per month from `startDate` (twelve months by default); kept a few seconds (kept-answers.ts). */
export async function pickupSeries(ctx: PluginContext<StatsDatabase>, startDate?: string) {
  const start = startDate ?? defaultStart(today(ctx));
  return keptAnswer(ctx, JSON.stringify(['pickups', start]), () => pickupsForStats.pickupsByMonth(ctx.db, start));
}

/** Sample sets per month from `startDate` (twelve months by default), joining each to its pickup; kept a few seconds. */
export async function sampleSeries(ctx: PluginContext<StatsDatabase>, startDate?: string) {
  const start = startDate ?? defaultStart(today(ctx));
  return keptAnswer(ctx, JSON.stringify(['samples', start]), () => pickupsForStats.samplesByMonth(ctx.db, start));
}

/** The results of a period, each with its report when a plugin names one; kept a few seconds. */
export async function periodResults(ctx: PluginContext<StatsDatabase>, increment: TimeIncrement = 'day', time?: string) {
  const now = today(ctx);
  const period = periodOf(increment, time ?? now, now);
  const { rows, count } = await keptAnswer(ctx, JSON.stringify(['results', period]), () => resultsInPeriod(ctx.db, period));
  const facts = await factsOf(ctx, [...new Set(rows.map((row) => row.sampleId))]);
  const results = rows.map((row) => ({ ...row, reportId: facts.get(row.sampleId)?.reportId ?? null }));
  return { timeIncrement: increment, period, results, count };
}

/** `GET /api/stats/revenue`: invoiced and paid per month of `year` (today's year when absent); kept a few seconds. */
export async function revenueOfYear(ctx: PluginContext<StatsDatabase>, year?: number) {
  const chosen = year ?? Number(today(ctx).slice(0, 4));
  return {
    year: chosen,
    revenue: await keptAnswer(ctx, JSON.stringify(['revenue', chosen]), () => invoicingRevenue.byMonth(ctx.db, chosen)),
  };
}

type SeriesRequest = { timeIncrement?: TimeIncrement | undefined; startDate?: string | undefined };

function seriesRange(ctx: PluginContext<StatsDatabase>, request: SeriesRequest) {
  const now = today(ctx);
  const increment = request.timeIncrement ?? 'month';
  return { increment, startDate: request.startDate ?? seriesStart(increment, now), today: now };
}

/** `GET /api/stats/overdue-results`: untested specimens past their test date, per period; kept a few seconds. */
export async function overdueResults(ctx: PluginContext<StatsDatabase>, request: SeriesRequest) {
  const range = seriesRange(ctx, request);
  const overdue = await keptAnswer(ctx, JSON.stringify(['overdue', range]), () => overdueByPeriod(ctx.db, range));
  return { timeIncrement: range.increment, startDate: range.startDate, overdueResults: overdue };
}

/** `GET /api/stats/completed-results`: test results per period, by status; kept a few seconds. */
export async function completedResults(ctx: PluginContext<StatsDatabase>, request: SeriesRequest) {
  const range = seriesRange(ctx, request);
  const completed = await keptAnswer(ctx, JSON.stringify(['completed', range]), () => completedByPeriod(ctx.db, range));
  return { timeIncrement: range.increment, startDate: range.startDate, completedResults: completed };
}
