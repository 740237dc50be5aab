import { sql, type Kysely } from 'kysely';
import { own } from './caller-db.ts';

/** A count of one month. */
export interface MonthCount {
  /** YYYY-MM. */
  month: string;
  count: number;
}

const month = sql<string>`to_char(pickups.sched_pickup_date, 'YYYY-MM')`;

/** Pickups scheduled per month from `startDate` on. */
export async function pickupsByMonth<D>(db: Kysely<D>, startDate: string): Promise<MonthCount[]> {
  const rows = await own(db)
    .selectFrom('pickups')
    .select([month.as('month'), (eb) => eb.fn.countAll<string>().as('count')])
    .where('pickups.schedPickupDate', '>=', startDate)
    .groupBy(month)
    .orderBy(month)
    .execute();
  return rows.map((row) => ({ month: row.month, count: Number(row.count) }));
}

/** Sample sets per month of their pickup's scheduled date, from `startDate` on. */
export async function samplesByMonth<D>(db: Kysely<D>, startDate: string): Promise<MonthCount[]> {
  const rows = await own(db)
    .selectFrom('samples')
    .innerJoin('pickups', 'pickups.id', 'samples.pickupId')
    .select([month.as('month'), (eb) => eb.fn.countAll<string>().as('count')])
    .where('pickups.schedPickupDate', '>=', startDate)
    .groupBy(month)
    .orderBy(month)
    .execute();
  return rows.map((row) => ({ month: row.month, count: Number(row.count) }));
}
