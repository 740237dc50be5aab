import { sql, type Kysely } from 'kysely';
import { fieldExpression } from '../../core/table/model.ts';
import { breaksService } from '../breaks/index.ts';
import { pickupsForStats } from '../pickups/index.ts';
import type { StatsDatabase } from './stats.table.ts';

/** At most this many results are listed for one period; the count says how many there are. */
export const PERIOD_ROWS = 500;

export interface PeriodResult {
  id: number;
  testDate: string;
  status: string;
  calculatedPsi: string | null;
  specimenNum: string;
  sampleId: number;
  sampleNum: string;
  pickupNumber: number;
  companyName: string;
  testType: string | null;
}

const field = pickupsForStats.receivedSpecimenFields;
const as = <T>(expression: ReturnType<typeof fieldExpression>, name: string) => sql<T>`${expression}`.as(name);
const results = breaksService.columns;

/** The test results dated in [start, end), newest first, and how many there are. */
export async function resultsInPeriod(
  db: Kysely<StatsDatabase>,
  period: { start: string; end: string },
): Promise<{ rows: PeriodResult[]; count: number }> {
  const base = breaksService
    .joinTestResults(pickupsForStats.receivedSpecimens(db), pickupsForStats.specimenKey)
    .where(sql.ref(results.testDate), '>=', period.start)
    .where(sql.ref(results.testDate), '<', period.end);
  const rows = (await base
    .select([
      as<number>(sql.ref(results.id), 'id'),
      as<string>(sql.ref(results.testDate), 'testDate'),
      as<string>(sql.ref(results.status), 'status'),
      as<string | null>(sql.ref(results.calculatedPsi), 'calculatedPsi'),
      as<string>(fieldExpression(field.specimenNum), 'specimenNum'),
      as<number>(fieldExpression(field.sampleId), 'sampleId'),
      as<string>(fieldExpression(field.sampleNum), 'sampleNum'),
      as<number>(fieldExpression(field.pickupNumber), 'pickupNumber'),
      as<string>(fieldExpression(field.companyName), 'companyName'),
      as<string | null>(fieldExpression(field.testType), 'testType'),
    ])
    .orderBy(sql.ref(results.testDate), 'desc')
    .orderBy(sql.ref(results.id), 'desc')
    .limit(PERIOD_ROWS)
    .execute()) as PeriodResult[];
  const counted = (await base.select(sql<string>`count(*)`.as('count')).executeTakeFirst()) as { count: string } | undefined;
  return { rows, count: Number(counted?.count ?? 0) };
}
