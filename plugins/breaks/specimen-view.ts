import type { Kysely } from 'kysely';
import { decimalToNumber } from '../../core/crud/decimal.ts';
import { NotFoundError } from '../../core/errors.ts';
import { customersService } from '../customers/index.ts';
import { pickupsService } from '../pickups/index.ts';
import { sampleTypesService } from '../sample-types/index.ts';
import { findTestResultOfSpecimen } from './breaks.repository.ts';
import type { BreaksDatabase } from './breaks.table.ts';
import { BREAKS_MESSAGE as M } from './messages.ts';
import { presentTestResult } from './present.ts';
import { templateIdFor } from './template-choice.ts';

/** A specimen as the break form reads it: the second document's Specimen, with its result. */
export async function specimenView(db: Kysely<BreaksDatabase>, specimenId: number) {
  const specimen = await pickupsService.findSpecimenForBreak(db, specimenId);
  if (!specimen) throw new NotFoundError(M.specimenNotFound);
  const [sampleType, testType, customer, result] = await Promise.all([
    specimen.sample.sampleTypeId === null ? undefined : sampleTypesService.findSampleType(db, specimen.sample.sampleTypeId),
    specimen.testTypeId === null ? undefined : sampleTypesService.findTestType(db, specimen.testTypeId),
    customersService.findCustomer(db, specimen.pickup.customerId),
    findTestResultOfSpecimen(db, specimenId),
  ]);
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
        specimen.testDate ?? pickupsService.defaultTestDate(specimen.castDate ?? specimen.sample.castDate, testType?.dateVariance),
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

export type SpecimenView = Awaited<ReturnType<typeof specimenView>>['view'];
