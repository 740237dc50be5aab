import { customersService } from '../customers/index.ts';
import { sampleTypesService } from '../sample-types/index.ts';
import { findPickup, parentPickupOf, subPickupsOf, type Db, type PickupScope } from './pickups.repository.ts';
import { samplesOf, specimensOf } from './samples.repository.ts';
import type { PickupRow } from './pickups.table.ts';
import { presentPickup, presentSample, presentSpecimen } from './present.ts';
import { pickupLookups, type PickupLookups } from './request-lookups.ts';
import type { SampleSetForStatus } from './rules/status.ts';

/** A pickup's sample sets with their type and specimens, as the pickup page shows them. */
export async function samplesWithSpecimens(db: Db, pickupId: number, lookups: PickupLookups = pickupLookups(db)) {
  const samples = await samplesOf(db, pickupId);
  const specimens = await specimensOf(
    db,
    samples.map((sample) => sample.id),
  );
  const typeIds = [...new Set(samples.map((sample) => sample.sampleTypeId).filter((id): id is number => id !== null))];
  const types = typeIds.length === 0 ? [] : (await lookups.sampleTypes()).filter((type) => typeIds.includes(type.id));
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

/**
 * The pickup with `Customer`, its status, `samples` (with `SampleType` and `specimens`),
 * `SubPickups` and `ParentPickup`; its status and sample types come from `lookups`, which a page
 * shares with its form and history.
 */
export async function pickupDetail(db: Db, row: PickupRow, lookups: PickupLookups = pickupLookups(db)) {
  // One after another: inside a transaction there is one connection to share.
  const customer = await customersService.companySummary(db, row.customerId);
  const status = (await lookups.statuses()).find((candidate) => candidate.id === row.pickupStatusId);
  const samples = await samplesWithSpecimens(db, row.id, lookups);
  const subPickups = await subPickupsOf(db, row.id);
  const parent = await parentPickupOf(db, row.parentPickupId);
  return {
    ...presentPickup(row),
    Customer: customer ?? null,
    PickupStatus: status ? { id: status.id, code: status.code, description: status.description } : null,
    samples,
    SubPickups: subPickups,
    ParentPickup: parent ?? null,
  };
}

/** A pickup as its page shows it. */
export type PickupDetail = Awaited<ReturnType<typeof pickupDetail>>;

export async function findPickupDetail(db: Db, id: number, scope: PickupScope, lookups?: PickupLookups) {
  const row = await findPickup(db, id, scope);
  return row ? pickupDetail(db, row, lookups) : undefined;
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
