import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { fieldExpression } from '../../core/table/model.ts';
import { breaksService } from '../breaks/index.ts';
import { pickupsForStats } from '../pickups/index.ts';
import type { TimeIncrement } from './rules/period.ts';
import type { StatsDatabase } from './stats.table.ts';

/** A period of a series: `YYYY-MM-DD`, `YYYY-MM` or `YYYY` by its increment. */
export interface PeriodCount {
  period: string;
  count: number;
}

/** Completed results of a period, in all and by their status (Passed, Failed, ...). */
export interface PeriodStatuses extends PeriodCount {
  statuses: Record<string, number>;
}

const PATTERN = { day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' } as const;
const field = pickupsForStats.receivedSpecimenFields;
const bucket = (increment: TimeIncrement, date: ReturnType<typeof sql.ref>) =>
  sql<string>`to_char(${date}, ${sql.lit(PATTERN[increment])})`;
const specimens = (db: Kysely<StatsDatabase>) => pickupsForStats.receivedSpecimens(db);

/**
 * `GET /api/stats/overdue-results`: the specimens of received pickups still untested after their
 * test date, by the period of that date, from `startDate` up to yesterday.
 */
export async function overdueByPeriod(
  db: Kysely<StatsDatabase>,
  range: { increment: TimeIncrement; startDate: string; today: string },
): Promise<PeriodCount[]> {
  const testDate = sql.ref(field.testDate.column);
  const period = bucket(range.increment, testDate);
  const rows = (await specimens(db)
    .select([period.as('period'), sql<string>`count(*)`.as('count')])
    // The condition itself, not compared with true, so the planner reads the partial index of untested specimens.
    .where(fieldExpression(pickupsForStats.overdueField(range.today)) as Expression<SqlBool>)
    .where(testDate, '>=', range.startDate)
    .groupBy(period)
    .orderBy(period)
    .execute()) as Array<{ period: string; count: string }>;
  return rows.map((row) => ({ period: row.period, count: Number(row.count) }));
}

/**
 * `GET /api/stats/completed-results`: the test results by the period of their test date from
 * `startDate` on, each period with its count per status.
 */
export async function completedByPeriod(
  db: Kysely<StatsDatabase>,
  range: { increment: TimeIncrement; startDate: string },
): Promise<PeriodStatuses[]> {
  const testDate = sql.ref(breaksService.columns.testDate);
  const status = sql.ref(breaksService.columns.status);
  const period = bucket(range.increment, testDate);
  const rows = (await breaksService
    .joinTestResults(specimens(db), pickupsForStats.specimenKey)
    .select([period.as('period'), sql<string>`${status}`.as('status'), sql<string>`count(*)`.as('count')])
    .where(testDate, '>=', range.startDate)
    .groupBy([period, status])
    .orderBy(period)
    .orderBy(status)
    .execute()) as Array<{ period: string; status: string; count: string }>;
  const periods = new Map<string, PeriodStatuses>();
  for (const row of rows) {
    const entry = periods.get(row.period) ?? { period: row.period, count: 0, statuses: {} };
    entry.count += Number(row.count);
    entry.statuses[row.status] = Number(row.count);
    periods.set(row.period, entry);
  }
  return [...periods.values()];
}
