import { sql, type Kysely } from 'kysely';
import { fieldExpression } from '../../core/table/model.ts';
import { breaksService, type TestResultStatus } from '../breaks/index.ts';
import { pickupsForStats } from '../pickups/index.ts';
import type { StatsDatabase } from './stats.table.ts';

/** The status of a test result that failed its pass rules. */
const FAILED: TestResultStatus = 'Failed';
const field = pickupsForStats.receivedSpecimenFields;
const specimens = (db: Kysely<StatsDatabase>) => pickupsForStats.receivedSpecimens(db);

/** A sample set with breaks due today, and whether any of its specimens is still untested. */
export interface SetDueToday {
  sampleId: number;
  hasUntested: boolean;
}

/** The sample sets (of received pickups) with a specimen whose test date is `today`, at most `limit`. */
export async function setsDueOn(db: Kysely<StatsDatabase>, today: string, limit: number): Promise<SetDueToday[]> {
  const sampleId = fieldExpression(field.sampleId);
  const due = specimens(db)
    .select(sql`${sampleId}`.as('sampleId'))
    .where(sql.ref(field.testDate.column), '=', today);
  const rows = (await specimens(db)
    .select([sql<number>`${sampleId}`.as('sampleId'), sql<boolean>`bool_or(not ${fieldExpression(field.tested)})`.as('hasUntested')])
    .where(sampleId, 'in', due)
    .groupBy(sampleId)
    .orderBy(sampleId)
    .limit(limit)
    .execute()) as SetDueToday[];
  return rows;
}

/** A failed test result of a company's specimen. */
export interface FailedResult {
  specimenNum: string;
  sampleId: number;
  sampleNum: string;
  pickupNumber: number;
  testDate: string | null;
}

/** A company's failed test results, newest test first, at most `limit`. */
export function failedResultsOf(db: Kysely<StatsDatabase>, customerId: number, limit: number): Promise<FailedResult[]> {
  const results = breaksService.columns;
  return breaksService
    .joinTestResults(specimens(db), pickupsForStats.specimenKey)
    .select([
      sql<string>`${fieldExpression(field.specimenNum)}`.as('specimenNum'),
      sql<number>`${fieldExpression(field.sampleId)}`.as('sampleId'),
      sql<string>`${fieldExpression(field.sampleNum)}`.as('sampleNum'),
      sql<number>`${fieldExpression(field.pickupNumber)}`.as('pickupNumber'),
      sql<string | null>`${sql.ref(results.testDate)}`.as('testDate'),
    ])
    .where(fieldExpression(field.customerId), '=', customerId)
    .where(sql.ref(results.status), '=', FAILED)
    .orderBy(sql.ref(results.testDate), 'desc')
    .orderBy(sql.ref(results.id), 'desc')
    .limit(limit)
    .execute() as Promise<FailedResult[]>;
}
