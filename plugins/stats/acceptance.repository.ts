import type { Kysely } from 'kysely';
import type { StatsDatabase } from './stats.table.ts';

/** The test type whose breaks are the strength tests: ACI 318's design age unless the mix says otherwise. */
export const DESIGN_AGE_TEST_TYPE = '28 Day';

export interface DesignAgeBreak {
  reportId: number;
  sampleNum: string;
  castDate: string | null;
  dataSheetInfo: string;
  minPsi: string | null;
  calculatedPsi: string;
}

/**
 * Every cylinder broken at the design age in the reports of a project address (of one company
 * when `customerId` is given), in casting order.
 */
export function designAgeBreaks(db: Kysely<StatsDatabase>, locationId: number, customerId: number | null): Promise<DesignAgeBreak[]> {
  let query = db
    .selectFrom('reports')
    .innerJoin('samples', 'samples.id', 'reports.sampleId')
    .innerJoin('specimens', 'specimens.sampleId', 'samples.id')
    .innerJoin('testTypes', 'testTypes.id', 'specimens.testTypeId')
    .innerJoin('testResults', 'testResults.specimenId', 'specimens.id')
    .select(['reports.id as reportId', 'reports.sampleNum', 'reports.castDate', 'reports.dataSheetInfo', 'samples.minPsi'])
    .select('testResults.calculatedPsi')
    .$narrowType<{ calculatedPsi: string }>()
    .where('reports.savedLocationId', '=', locationId)
    .where('testTypes.description', '=', DESIGN_AGE_TEST_TYPE)
    .where('testResults.calculatedPsi', 'is not', null);
  if (customerId !== null) query = query.where('reports.customerId', '=', customerId);
  return query.orderBy('reports.castDate').orderBy('reports.sampleNum').orderBy('reports.id').orderBy('specimens.n').execute();
}
