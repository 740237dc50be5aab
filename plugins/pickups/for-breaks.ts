import type { Kysely } from 'kysely';
import { customersService } from '../customers/index.ts';
import { own } from './caller-db.ts';
import { findPickupWithSamples } from './pickup-samples.ts';
import { overdueField, receivedSpecimenFields, receivedSpecimens, specimenKey } from './received-specimens.ts';
import { defaultTestDate } from './rules/sample-defaults.ts';
import { SPECIMEN_TESTED, STATUS_CODE } from './rules/status.ts';
import { lockSampleSet, recordSpecimenTests, scheduleSpecimen, setSampleTesting } from './specimen-results.service.ts';

/** A received specimen found by its number, with its pickup's number and company. */
export interface NumberedSpecimen {
  id: number;
  specimenNum: string;
  pickupNumber: number;
  companyName: string;
}

/** The received specimens with these numbers (a machine's results name specimens by number). */
async function receivedSpecimensByNumber<D>(db: Kysely<D>, numbers: readonly string[]): Promise<NumberedSpecimen[]> {
  if (numbers.length === 0) return [];
  return (await receivedSpecimens(db)
    .select([
      'specimens.id as id',
      'specimens.specimenNum as specimenNum',
      'pickups.pickupNumber as pickupNumber',
      'customers.companyName as companyName',
    ])
    .where('specimens.specimenNum', 'in', [...new Set(numbers)])
    .execute()) as NumberedSpecimen[];
}

/** A specimen with what a break form needs of its sample set, pickup and company. */
export interface SpecimenForBreak {
  id: number;
  version: number;
  specimenNum: string;
  castDate: string | null;
  testDate: string | null;
  immediate: boolean;
  tested: boolean;
  status: string;
  specimenStatus: string;
  testTypeId: number | null;
  sample: {
    id: number;
    sampleNum: string;
    minPsi: string | null;
    maxPsi: string | null;
    forInformationOnly: boolean;
    allowTesting: boolean;
    castDate: string | null;
    castLocation: string | null;
    pickupLocation: string | null;
    sampleTypeId: number | null;
    pickupId: number;
  };
  pickup: { id: number; pickupNumber: number; customerId: number; received: boolean };
}

/** The specimens with what their break form needs, joined once; `narrow` picks which. */
function specimensForBreakQuery<D>(db: Kysely<D>) {
  return own(db)
    .selectFrom('specimens')
    .innerJoin('samples', 'samples.id', 'specimens.sampleId')
    .innerJoin('pickups', 'pickups.id', 'samples.pickupId')
    .innerJoin('pickupStatuses', 'pickupStatuses.id', 'pickups.pickupStatusId')
    .selectAll('specimens')
    .select([
      'samples.sampleNum',
      'samples.minPsi',
      'samples.maxPsi',
      'samples.forInformationOnly',
      'samples.allowTesting',
      'samples.castDate as sampleCastDate',
      'samples.castLocation',
      'samples.pickupLocation',
      'samples.sampleTypeId',
      'samples.pickupId',
      'pickups.pickupNumber',
      'pickups.customerId',
      'pickupStatuses.code as pickupStatusCode',
    ])
    .orderBy('specimens.n');
}

type SpecimenForBreakRow = Awaited<ReturnType<ReturnType<typeof specimensForBreakQuery>['execute']>>[number];

function specimenForBreak(row: SpecimenForBreakRow): SpecimenForBreak {
  return {
    id: row.id,
    version: row.version,
    specimenNum: row.specimenNum,
    castDate: row.castDate,
    testDate: row.testDate,
    immediate: row.immediate,
    tested: row.specimenStatus === SPECIMEN_TESTED,
    status: row.status,
    specimenStatus: row.specimenStatus,
    testTypeId: row.testTypeId,
    sample: {
      id: row.sampleId,
      sampleNum: row.sampleNum,
      minPsi: row.minPsi,
      maxPsi: row.maxPsi,
      forInformationOnly: row.forInformationOnly,
      allowTesting: row.allowTesting,
      castDate: row.sampleCastDate,
      castLocation: row.castLocation,
      pickupLocation: row.pickupLocation,
      sampleTypeId: row.sampleTypeId,
      pickupId: row.pickupId,
    },
    pickup: {
      id: row.pickupId,
      pickupNumber: row.pickupNumber,
      customerId: row.customerId,
      received: row.pickupStatusCode === STATUS_CODE.received || row.pickupStatusCode === STATUS_CODE.invoiced,
    },
  };
}

/** These specimens for their break forms, in the order asked; an unknown id is left out. */
async function findSpecimensForBreak<D>(db: Kysely<D>, ids: readonly number[]): Promise<SpecimenForBreak[]> {
  if (ids.length === 0) return [];
  const rows = await specimensForBreakQuery(db)
    .where('specimens.id', 'in', [...new Set(ids)])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, specimenForBreak(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Every specimen of the sample set this specimen belongs to, in specimen order, in one statement;
 * empty when there is no such specimen. `lock` also holds the sample set's row for the rest of
 * the transaction, as `lockSampleSet` does, in the same statement: a set save saves a round trip.
 * The specimens it waited behind are then read as they were before the lock's holder committed,
 * so the holder's results must be read after it (the set save reads them next, and refuses rows
 * that became stale).
 */
async function sampleSetOfSpecimenForBreak<D>(
  db: Kysely<D>,
  specimenId: number,
  options: { lock?: boolean } = {},
): Promise<SpecimenForBreak[]> {
  const query = specimensForBreakQuery(db).where('specimens.sampleId', '=', (eb) =>
    eb.selectFrom('specimens').select('sampleId').where('id', '=', specimenId),
  );
  const rows = await (options.lock ? query.forUpdate('samples') : query).execute();
  return rows.map(specimenForBreak);
}

/** A sample set whose testing is paused after a failed test. */
export interface PausedSampleSet {
  sampleId: number;
  sampleNum: string;
  sampleTypeId: number | null;
  pickupId: number;
  pickupNumber: number;
  customerId: number;
  companyName: string;
}

/** The sample sets whose testing is paused, newest pickup first. */
async function pausedSampleSets<D>(db: Kysely<D>): Promise<PausedSampleSet[]> {
  const rows = await own(db)
    .selectFrom('samples')
    .innerJoin('pickups', 'pickups.id', 'samples.pickupId')
    .select([
      'samples.id as sampleId',
      'samples.sampleNum',
      'samples.sampleTypeId',
      'samples.pickupId',
      'pickups.pickupNumber',
      'pickups.customerId',
    ])
    .where('samples.allowTesting', '=', false)
    .orderBy('pickups.pickupNumber', 'desc')
    .orderBy('samples.n')
    .execute();
  const names = await customersService.companyNames(
    db,
    rows.map((row) => row.customerId),
  );
  return rows.map((row) => ({ ...row, companyName: names.get(row.customerId) ?? '' }));
}

/**
 * What the breaks plugin uses of pickups: the received specimens as a list to join its results
 * onto, the specimens of a break form or a set, the sample sets paused after a failure, and the
 * writes a result makes to its specimens and sample set (pickups' own writes, each in the
 * pickup's history). Each takes the caller's `db` or transaction first.
 */
export const pickupsForBreaks = {
  receivedSpecimens,
  receivedSpecimenFields,
  overdueField,
  specimenKey,
  receivedSpecimensByNumber,
  findSpecimensForBreak,
  sampleSetOfSpecimenForBreak,
  /** A pickup with its sample sets and specimens (the labels of a pickup). */
  findPickupWithSamples,
  /** A specimen's scheduled test date from its cast date and test type: cast date + dateVariance days. */
  defaultTestDate,
  pausedSampleSets,
  lockSampleSet,
  recordSpecimenTests,
  scheduleSpecimen,
  setSampleTesting,
};
