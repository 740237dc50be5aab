import { ownTables } from '../../core/db/own-tables.ts';
import { sql, type Kysely } from 'kysely';
import { listUnsentReports } from './send.service.tsx';
import type { ReportsDatabase } from './reports.table.ts';

/** Another plugin's database, read through this plugin's tables (they share one database). */
const own = <D>(db: Kysely<D>) => ownTables<ReportsDatabase, D>(db);

/** What a sample set's report tells the figures: its id, its data sheet's mix and its state. */
export interface SampleSetReport {
  reportId: number;
  sampleId: number;
  sampleNum: string;
  pickupNumber: number;
  mixDesignNum: string;
  reportInfoComplete: boolean;
  finalized: boolean;
  sent: boolean;
}

const mixOf = (dataSheetInfo: string): string => {
  const value = (JSON.parse(dataSheetInfo) as { mixDesignNum?: unknown }).mixDesignNum;
  return value === undefined || value === null ? '' : String(value).trim();
};

const count = (expression: ReturnType<typeof sql<boolean>>) => sql<string>`count(*) filter (where ${expression})`;
const done = sql<boolean>`(finalized or report_info_complete)`;

/** A report's dashboard state, each report in exactly one: open (info incomplete), complete (not yet sent), sent. */
const stateCounts = [
  count(sql`sent_at is null and not ${done}`).as('open'),
  count(sql`sent_at is null and ${done}`).as('complete'),
  count(sql`sent_at is not null`).as('sent'),
];
const statesOf = (row: { open: string; complete: string; sent: string }) => ({
  open: Number(row.open),
  complete: Number(row.complete),
  sent: Number(row.sent),
});

/**
 * What stats and the dashboards read of reports, in one query each. Each takes the caller's `db` first.
 * @example const reports = await reportsSummary.ofSampleSets(ctx.db, [12, 13]);
 */
export const reportsSummary = {
  /** The report of each of these sample sets that has one, by sample set id. */
  async ofSampleSets<D>(db: Kysely<D>, sampleIds: readonly number[]): Promise<Map<number, SampleSetReport>> {
    if (sampleIds.length === 0) return new Map();
    const rows = await own(db)
      .selectFrom('reports')
      .select(['id', 'sampleId', 'sampleNum', 'pickupNumber', 'dataSheetInfo', 'reportInfoComplete', 'finalized', 'sentAt'])
      .where('sampleId', 'in', [...sampleIds])
      .execute();
    return new Map(
      rows.map((row) => [
        row.sampleId,
        {
          reportId: row.id,
          sampleId: row.sampleId,
          sampleNum: row.sampleNum,
          pickupNumber: row.pickupNumber,
          mixDesignNum: mixOf(row.dataSheetInfo),
          reportInfoComplete: row.reportInfoComplete,
          finalized: row.finalized,
          sent: row.sentAt !== null,
        },
      ]),
    );
  },

  /**
   * `reportsThisMonth`: the reports made in [start, end) of the lab's calendar, how many, and
   * in the same three states as `byState` (so a report counts once, and "Complete" means the
   * same on both cards): open, complete (not yet sent), sent.
   */
  async madeBetween<D>(db: Kysely<D>, range: { start: string; end: string; timeZone: string }) {
    const day = sql<string>`(created_at at time zone ${range.timeZone})::date`;
    const row = await own(db)
      .selectFrom('reports')
      .select([sql<string>`count(*)`.as('created'), ...stateCounts])
      .where('createdAt', '>=', sql<Date>`(${range.start}::date - interval '1 day')`)
      .where(day, '>=', range.start)
      .where(day, '<', range.end)
      .executeTakeFirstOrThrow();
    return { created: Number(row.created), ...statesOf(row) };
  },

  /** `reports`: every report once, as open (info incomplete), complete (not yet sent) or sent. */
  async byState<D>(db: Kysely<D>) {
    const row = await own(db)
      .selectFrom('reports')
      .select([sql<string>`count(*)`.as('total'), ...stateCounts])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), ...statesOf(row) };
  },

  /** Pickups with reports whose general info is incomplete, oldest pickup first, with how many. */
  async incompleteInfoPickups<D>(db: Kysely<D>, limit: number) {
    const rows = await own(db)
      .selectFrom('reports')
      .select(['pickupId', 'pickupNumber', 'customerId', sql<string>`count(*)`.as('reports')])
      .where('reportInfoComplete', '=', false)
      .where('finalized', '=', false)
      .groupBy(['pickupId', 'pickupNumber', 'customerId'])
      .orderBy('pickupNumber')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, reports: Number(row.reports) }));
  },

  /** A company's latest reports, newest first. */
  recentOf<D>(db: Kysely<D>, customerId: number, limit: number) {
    return own(db)
      .selectFrom('reports')
      .select(['id', 'sampleNum', 'pickupNumber', 'projectAddress', 'reportDate', 'finalized', 'sentAt'])
      .where('customerId', '=', customerId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  /** The reports held instead of sent, newest first, with their reasons (the badges). */
  unsent<D>(db: Kysely<D>) {
    return listUnsentReports(own(db));
  },
};
