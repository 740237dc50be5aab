import type { Kysely } from 'kysely';
import type { CompanyScope } from '../../core/auth/company-scope.ts';
import { updateVersioned } from '../../core/db/versioned.ts';
import type { NewReportRow, ReportIssueRow, ReportRow, ReportsDatabase, ReportUpdate } from './reports.table.ts';

/** Plain query functions: the database or the caller's transaction first. */
export type Db = Kysely<ReportsDatabase>;

export function findReport(db: Db, id: number, scope: CompanyScope, lock = false): Promise<ReportRow | undefined> {
  let query = db.selectFrom('reports').selectAll('reports').where('reports.id', '=', id);
  if (!scope.all) query = query.where('reports.customerId', '=', scope.customerId ?? -1);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function reportsOfPickup(db: Db, pickupId: number, scope: CompanyScope): Promise<ReportRow[]> {
  let query = db.selectFrom('reports').selectAll('reports').where('reports.pickupId', '=', pickupId);
  if (!scope.all) query = query.where('reports.customerId', '=', scope.customerId ?? -1);
  return query.orderBy('reports.sampleNum').orderBy('reports.id').execute();
}

/** The sample sets of a pickup that already have a report. */
export async function reportedSampleIds(db: Db, pickupId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('reports').select('sampleId').where('pickupId', '=', pickupId).execute();
  return new Set(rows.map((row) => row.sampleId));
}

export function insertReports(db: Db, rows: readonly NewReportRow[]): Promise<ReportRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insertInto('reports')
    .values([...rows])
    .onConflict((conflict) => conflict.column('sampleId').doNothing())
    .returningAll()
    .execute();
}

/** Saves a report from a form opened at `version`: a newer save since is the 409. */
export function updateReport(
  db: Db,
  id: number,
  values: Omit<ReportUpdate, 'version' | 'updatedAt'>,
  version: number | undefined,
): Promise<ReportRow> {
  return updateVersioned(version, (guard) =>
    db
      .updateTable('reports')
      .set({ ...values, version: guard.next, updatedAt: new Date() })
      .where('id', '=', id)
      .where(guard.unchanged)
      .returningAll()
      .executeTakeFirst(),
  );
}

/** The pickups (within the scope) having a report whose general info is still incomplete, newest first. */
export async function pickupsWithIncompleteInfo(
  db: Db,
  scope: CompanyScope,
  limit: number,
): Promise<Array<{ pickupId: number; incomplete: number }>> {
  let query = db
    .selectFrom('reports')
    .select(['reports.pickupId', (eb) => eb.fn.countAll<string>().as('incomplete')])
    .where('reports.reportInfoComplete', '=', false)
    .where('reports.finalized', '=', false);
  if (!scope.all) query = query.where('reports.customerId', '=', scope.customerId ?? -1);
  const rows = await query.groupBy('reports.pickupId').orderBy('reports.pickupId', 'desc').limit(limit).execute();
  return rows.map((row) => ({ pickupId: row.pickupId, incomplete: Number(row.incomplete) }));
}

/** The name of the user who acts, as a report prints it. */
export async function userName(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', userId).executeTakeFirst();
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

/** A report's issued revisions, oldest first. */
export function issuesOf(db: Db, reportId: number): Promise<ReportIssueRow[]> {
  return db.selectFrom('reportIssues').selectAll().where('reportId', '=', reportId).orderBy('revision').execute();
}
