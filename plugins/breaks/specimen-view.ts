import type { Kysely } from 'kysely';
import { decimalToNumber } from '../../lib/records/decimal.ts';
import { NotFoundError } from '../../core/errors.ts';
import { customersService } from '../customers/index.ts';
import { pickupsForBreaks, type SpecimenForBreak } from '../pickups/index.ts';
import { sampleTypesService, type SampleType } from '../sample-types/index.ts';
import { testResultsOfSpecimens } from './breaks.repository.ts';
import type { BreaksDatabase, TestResultRow } from './breaks.table.ts';
import { BREAKS_MESSAGE as M } from './messages.ts';
import { presentTestResult } from './present.ts';
import { templateIdFor } from './template-choice.ts';

type Db = Kysely<BreaksDatabase>;
type Found<F extends (db: Db, id: number) => Promise<unknown>> = ReturnType<F>;

/**
 * The sample type, test type and customer read once for the specimens of one set (they are the
 * same for every row), rather than once per row.
 */
export interface ViewLookups {
  sampleTypes: Map<number, Found<(db: Db, id: number) => Promise<SampleType | undefined>>>;
  testTypes: Map<number, Found<typeof sampleTypesService.findTestType<BreaksDatabase>>>;
  customers: Map<number, Found<typeof customersService.templateChoiceOf<BreaksDatabase>>>;
}

export const viewLookups = (): ViewLookups => ({ sampleTypes: new Map(), testTypes: new Map(), customers: new Map() });

function remembered<V>(known: Map<number, V>, id: number, load: () => V): V {
  const value = known.get(id) ?? load();
  known.set(id, value);
  return value;
}

async function oneSampleType(db: Db, id: number): Promise<SampleType | undefined> {
  return (await sampleTypesService.findSampleTypes(db, [id]))[0];
}

/** A specimen as the break form reads it: the second document's Specimen, with its result. */
export async function specimenView(db: Db, specimenId: number, lookups: ViewLookups = viewLookups()) {
  const [specimen] = await pickupsForBreaks.findSpecimensForBreak(db, [specimenId]);
  if (!specimen) throw new NotFoundError(M.specimenNotFound);
  return (await specimenViews(db, [specimen], { lookups }))[0]!;
}

/**
 * Specimens already read (a set's), as their break forms read them: the look-ups read once
 * for all, and their results in one statement unless the caller read them (`results`).
 */
export async function specimenViews(
  db: Db,
  specimens: readonly SpecimenForBreak[],
  options: { lookups?: ViewLookups; results?: readonly TestResultRow[] } = {},
) {
  const lookups = options.lookups ?? viewLookups();
  const results = new Map(
    (
      options.results ??
      (await testResultsOfSpecimens(
        db,
        specimens.map((specimen) => specimen.id),
      ))
    ).map((result) => [result.specimenId, result]),
  );
  return Promise.all(
    specimens.map(async (specimen) => {
      const { sampleTypeId } = specimen.sample;
      const { testTypeId } = specimen;
      const [sampleType, testType, customer] = await Promise.all([
        sampleTypeId === null ? undefined : remembered(lookups.sampleTypes, sampleTypeId, () => oneSampleType(db, sampleTypeId)),
        testTypeId === null ? undefined : remembered(lookups.testTypes, testTypeId, () => sampleTypesService.findTestType(db, testTypeId)),
        remembered(lookups.customers, specimen.pickup.customerId, () => customersService.templateChoiceOf(db, specimen.pickup.customerId)),
      ]);
      return viewOf(specimen, sampleType, testType, customer, results.get(specimen.id));
    }),
  );
}

function viewOf(
  specimen: SpecimenForBreak,
  sampleType: SampleType | undefined,
  testType: Awaited<Found<typeof sampleTypesService.findTestType<BreaksDatabase>>>,
  customer: Awaited<Found<typeof customersService.templateChoiceOf<BreaksDatabase>>>,
  result: TestResultRow | undefined,
) {
  const templateId = templateIdFor(specimen.sample.sampleTypeId, customer?.templates ?? [], sampleType?.defaultReportTemplate ?? null);
  return {
    raw: specimen,
    templateId,
    view: {
      id: specimen.id,
      version: specimen.version,
      specimenNum: specimen.specimenNum,
      castDate: specimen.castDate ?? specimen.sample.castDate,
      testDate: specimen.testDate,
      /** The day it is due: its stored test date, else cast date + its test type's dateVariance. */
      scheduledTestDate:
        specimen.testDate ?? pickupsForBreaks.defaultTestDate(specimen.castDate ?? specimen.sample.castDate, testType?.dateVariance),
      immediate: specimen.immediate,
      tested: specimen.tested,
      status: specimen.status,
      testTypeId: specimen.testTypeId,
      TestType: testType ? { id: testType.id, description: testType.description, dateVariance: testType.dateVariance } : null,
      sampleType: sampleType?.description ?? null,
      Sample: {
        id: specimen.sample.id,
        sampleNum: specimen.sample.sampleNum,
        minPsi: decimalToNumber(specimen.sample.minPsi),
        maxPsi: decimalToNumber(specimen.sample.maxPsi),
        forInformationOnly: specimen.sample.forInformationOnly,
        allowTesting: specimen.sample.allowTesting,
        castDate: specimen.sample.castDate,
        sampleTypeId: specimen.sample.sampleTypeId,
        pickupId: specimen.sample.pickupId,
        castLocation: specimen.sample.castLocation,
        pickupLocation: specimen.sample.pickupLocation,
        SampleType: sampleType ? { id: sampleType.id, description: sampleType.description, maxPsiPct: sampleType.maxPsiPct } : null,
        Pickup: {
          id: specimen.pickup.id,
          pickupNumber: specimen.pickup.pickupNumber,
          customerId: specimen.pickup.customerId,
          Customer: { id: specimen.pickup.customerId, companyName: customer?.companyName ?? '' },
        },
      },
      TestResult: result ? presentTestResult(result) : null,
    },
  };
}

export type SpecimenView = ReturnType<typeof viewOf>['view'];
