import { customersService } from '../customers/index.ts';
import { sampleTypesService } from '../sample-types/index.ts';
import { findPickup, parentPickupOf, statusById, subPickupsOf, type Db, type PickupScope } from './pickups.repository.ts';
import { samplesOf, specimensOf } from './samples.repository.ts';
import type { PickupRow } from './pickups.table.ts';
import { presentPickup, presentSample, presentSpecimen } from './present.ts';
import type { SampleSetForStatus } from './rules/status.ts';

/** A pickup's sample sets with their type and specimens, as the pickup page shows them. */
export async function samplesWithSpecimens(db: Db, pickupId: number) {
  const samples = await samplesOf(db, pickupId);
  const specimens = await specimensOf(
    db,
    samples.map((sample) => sample.id),
  );
  const typeIds = [...new Set(samples.map((sample) => sample.sampleTypeId).filter((id): id is number => id !== null))];
  const types = await sampleTypesService.findSampleTypes(db, typeIds);
  const order = new Map(types.map((type, index) => [type.id, index]));
  return (
    samples
      .map((sample) => ({
        ...presentSample(sample),
        SampleType: types.find((type) => type.id === sample.sampleTypeId) ?? null,
        specimens: specimens.filter((specimen) => specimen.sampleId === sample.id).map(presentSpecimen),
      }))
      // Non-specimen sample types sort after specimen types; within a kind, by sample number.
      .sort((a, b) => (order.get(a.sampleTypeId ?? -1) ?? 1e9) - (order.get(b.sampleTypeId ?? -1) ?? 1e9) || a.id - b.id)
  );
}

/** The pickup with `Customer`, its status, `samples` (with `SampleType` and `specimens`), `SubPickups` and `ParentPickup`. */
export async function pickupDetail(db: Db, row: PickupRow) {
  // One after another: inside a transaction there is one connection to share.
  const customer = await customersService.companySummary(db, row.customerId);
  const status = await statusById(db, row.pickupStatusId);
  const samples = await samplesWithSpecimens(db, row.id);
  const subPickups = await subPickupsOf(db, row.id);
  const parent = await parentPickupOf(db, row.parentPickupId);
  return {
    ...presentPickup(row),
    Customer: customer ?? null,
    PickupStatus: status ?? null,
    samples,
    SubPickups: subPickups,
    ParentPickup: parent ?? null,
  };
}

export async function findPickupDetail(db: Db, id: number, scope: PickupScope) {
  const row = await findPickup(db, id, scope);
  return row ? pickupDetail(db, row) : undefined;
}

/** What the status rules need to know of a pickup's sample sets. */
export async function setsForStatus(db: Db, pickupId: number): Promise<SampleSetForStatus[]> {
  const samples = await samplesWithSpecimens(db, pickupId);
  const exempt = new Set(await sampleTypesService.testTypeIdsWithoutTestDate(db));
  return samples.map((sample) => ({
    nonSpecimen: sample.SampleType?.nonSpecimen ?? false,
    specimens: sample.specimens.map((specimen) => ({
      testDate: specimen.testDate,
      testDateExempt: specimen.testTypeId !== null && exempt.has(specimen.testTypeId),
    })),
  }));
}
