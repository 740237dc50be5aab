import type { Kysely } from 'kysely';
import type { KeptSource } from '../../lib/cache/kept-reference.ts';
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
type TemplateChoice = Awaited<ReturnType<typeof customersService.templateChoiceOf<BreaksDatabase>>>;
type TestType = Awaited<ReturnType<typeof sampleTypesService.findTestType<BreaksDatabase>>>;

/**
 * The sample type, test type and customer of the specimens of one set (the same for every row),
 * read once for all rows rather than once per row.
 */
export interface ViewLookups {
  sampleType(id: number): Promise<SampleType | undefined>;
  testType(id: number): Promise<TestType>;
  customer(id: number): Promise<TemplateChoice>;
}

function once<V>(load: (id: number) => Promise<V>): (id: number) => Promise<V> {
  const known = new Map<number, Promise<V>>();
  return (id) => {
    const value = known.get(id) ?? load(id);
    known.set(id, value);
    return value;
  };
}

/** Look-ups read through `db` (the caller's transaction, say), each id once. */
export const viewLookups = (db: Db): ViewLookups => ({
  sampleType: once(async (id) => (await sampleTypesService.findSampleTypes(db, [id]))[0]),
  testType: once((id) => sampleTypesService.findTestType(db, id)),
  customer: once((id) => customersService.templateChoiceOf(db, id)),
});

/**
 * Look-ups a break save and the break form keep a few seconds between requests (decision 243):
 * a technician's sets of the day share their sample type, test types and company, and reading
 * them again was three of a set save's statements.
 */
export const keptViewLookups = (source: KeptSource<BreaksDatabase>): ViewLookups => ({
  sampleType: (id) => sampleTypesService.keptSampleType(source, id),
  testType: (id) => sampleTypesService.keptTestType(source, id),
  customer: (id) => customersService.keptTemplateChoice(source, id),
});

/** A specimen as the break form reads it: the second document's Specimen, with its result. */
export async function specimenView(db: Db, specimenId: number, lookups: ViewLookups = viewLookups(db)) {
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
  const lookups = options.lookups ?? viewLookups(db);
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
        sampleTypeId === null ? undefined : lookups.sampleType(sampleTypeId),
        testTypeId === null ? undefined : lookups.testType(testTypeId),
        lookups.customer(specimen.pickup.customerId),
      ]);
      return viewOf(specimen, sampleType, testType, customer, results.get(specimen.id));
    }),
  );
}

function viewOf(
  specimen: SpecimenForBreak,
  sampleType: SampleType | undefined,
  testType: TestType,
  customer: TemplateChoice,
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
