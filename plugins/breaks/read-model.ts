import { ownTables } from '../../core/db/own-tables.ts';
import type { Kysely } from 'kysely';
import type { AnySelectQuery } from '../../core/table/model.ts';
import { pickupsForBreaks, type PausedSampleSet } from '../pickups/index.ts';
import {
  failedResultsOfSamples,
  findTestResultOfSpecimen,
  testResultsOfPickup,
  testResultsOfSample,
  testResultsOfSpecimens,
} from './breaks.repository.ts';
import type { BreaksDatabase } from './breaks.table.ts';
import { presentTestResult, type TestResult } from './present.ts';

/** Another plugin's database or transaction, read through this plugin's tables (they share one database). */
const own = <D>(db: Kysely<D>) => ownTables<BreaksDatabase, D>(db);

/** A paused sample set with its failed results. */
export interface PausedBreak extends PausedSampleSet {
  failedResults: TestResult[];
}

/** The sample sets paused after a failed test, each with its failed results. */
export async function pausedBreaks<D>(db: Kysely<D>): Promise<PausedBreak[]> {
  const sets = await pickupsForBreaks.pausedSampleSets(db);
  const failed = await failedResultsOfSamples(
    own(db),
    sets.map((set) => set.sampleId),
  );
  return sets.map((set) => ({
    ...set,
    failedResults: failed.filter((row) => row.sampleId === set.sampleId).map(presentTestResult),
  }));
}

/**
 * Joins the current test result onto a list query that holds specimens (`specimenKey`, for
 * example pickups' `receivedSpecimens`), left: an untested specimen has none.
 */
function joinTestResults(query: AnySelectQuery, specimenKey: string): AnySelectQuery {
  return query.leftJoin('testResults', (join) => join.onRef('testResults.specimenId', '=', specimenKey));
}

/**
 * What other plugins (reports, stats, dashboards) read of test results. Each lookup takes the
 * caller's `db` or transaction first and answers results as the API does (`TestResult`).
 * @example const results = await breaksService.resultsOfSample(db, sampleId);
 */
export const breaksService = {
  /** The result of one specimen, or undefined. */
  resultOfSpecimen: async <D>(db: Kysely<D>, specimenId: number) => {
    const row = await findTestResultOfSpecimen(own(db), specimenId);
    return row && presentTestResult(row);
  },
  /** The results of these specimens, by specimen id. */
  resultsOfSpecimens: async <D>(db: Kysely<D>, specimenIds: readonly number[]) =>
    new Map((await testResultsOfSpecimens(own(db), specimenIds)).map((row) => [row.specimenId, presentTestResult(row)])),
  resultsOfSample: async <D>(db: Kysely<D>, sampleId: number) => (await testResultsOfSample(own(db), sampleId)).map(presentTestResult),
  resultsOfPickup: async <D>(db: Kysely<D>, pickupId: number) => (await testResultsOfPickup(own(db), pickupId)).map(presentTestResult),
  pausedBreaks,
  joinTestResults,
  /** Columns of a query that `joinTestResults`, for list fields and conditions. */
  columns: {
    id: 'testResults.id',
    status: 'testResults.status',
    testDate: 'testResults.testDate',
    testsComplete: 'testResults.testsComplete',
    calculatedPsi: 'testResults.calculatedPsi',
    updatedAt: 'testResults.updatedAt',
  },
};
