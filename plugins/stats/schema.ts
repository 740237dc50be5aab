import { z } from 'zod';
import { isIsoDate } from '../../shared/dates.ts';
import { TIME_INCREMENTS } from './rules/period.ts';

export const STATS_MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD',
  increment: 'Choose Day, Month or Year',
  year: 'Enter a year from 2000 to 2100',
} as const;

const date = z.string({ error: STATS_MESSAGES.date }).refine(isIsoDate, STATS_MESSAGES.date);

/** `?startDate=` of the pickups and samples series (twelve months back when absent). */
export const seriesQuery = z.object({ startDate: date.optional() });

/** `?timeIncrement=&time=` of the results by period (today's day when absent). */
export const periodQuery = z.object({
  timeIncrement: z.enum(TIME_INCREMENTS, { error: STATS_MESSAGES.increment }).optional(),
  time: date.optional(),
});

/** `?year=` of the revenue by month (this year when absent). */
export const revenueQuery = z.object({
  year: z.coerce
    .number({ error: STATS_MESSAGES.year })
    .int(STATS_MESSAGES.year)
    .min(2000, STATS_MESSAGES.year)
    .max(2100, STATS_MESSAGES.year)
    .optional(),
});

/** `?timeIncrement=&startDate=` of the overdue and completed results (months, twelve back, when absent). */
export const resultsSeriesQuery = z.object({
  timeIncrement: z.enum(TIME_INCREMENTS, { error: STATS_MESSAGES.increment }).optional(),
  startDate: date.optional(),
});
