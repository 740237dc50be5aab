import { addDays } from '../../../shared/dates.ts';

/** The steps of the results-by-period table: the buttons Day, Month and Year. */
export const TIME_INCREMENTS = ['day', 'month', 'year'] as const;
export type TimeIncrement = (typeof TIME_INCREMENTS)[number];

export interface Period {
  /** First day, YYYY-MM-DD. */
  start: string;
  /** The day after the last, YYYY-MM-DD. */
  end: string;
  previous: string;
  /** Null when the period already reaches today: the next button is hidden. */
  next: string | null;
  /** The header: 'Results for: MM-DD-YYYY' of the selected date. */
  heading: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

function shiftMonths(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/** The period of `increment` holding `time`, its neighbours and its heading. */
export function periodOf(increment: TimeIncrement, time: string, today: string): Period {
  const [year, month, day] = time.split('-') as [string, string, string];
  const start = increment === 'day' ? time : increment === 'month' ? `${year}-${month}-01` : `${year}-01-01`;
  const step = (date: string, count: number) =>
    increment === 'day' ? addDays(date, count) : shiftMonths(date, increment === 'month' ? count : count * 12);
  const end = step(start, 1);
  return { start, end, previous: step(start, -1), next: end > today ? null : end, heading: `Results for: ${month}-${day}-${year}` };
}

/** How far back a series of periods starts when no start date is given: 30 days, 12 months or 5 years. */
const SERIES_SPAN = { day: 30, month: 12, year: 5 } as const;

/**
 * The first day of a series of `increment`s ending with today's, when the caller names none.
 * @example seriesStart('month', '2026-11-24') // '2025-12-01': twelve months with November 2026
 */
export function seriesStart(increment: TimeIncrement, today: string): string {
  if (increment === 'day') return addDays(today, 1 - SERIES_SPAN.day);
  const first = periodOf(increment, today, today).start;
  return shiftMonths(first, (1 - SERIES_SPAN[increment]) * (increment === 'year' ? 12 : 1));
}
