import { z } from 'zod';
import { isIsoDate } from '../../core/dates.ts';
import { TIME_INCREMENTS } from './rules/period.ts';

export const STATS_MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD',
  increment: 'Choose Day, Month or Year',
} as const;

const date = z.string({ error: STATS_MESSAGES.date }).refine(isIsoDate, STATS_MESSAGES.date);

/** `?startDate=` of the pickups and samples series (twelve months back when absent). */
export const seriesQuery = z.object({ startDate: date.optional() });

/** `?timeIncrement=&time=` of the results by period (today's day when absent). */
export const periodQuery = z.object({
  timeIncrement: z.enum(TIME_INCREMENTS, { error: STATS_MESSAGES.increment }).optional(),
  time: date.optional(),
});
