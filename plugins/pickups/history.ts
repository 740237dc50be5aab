import type { AuditService } from '../../core/plugin/define-plugin.ts';
import { customersService } from '../customers/index.ts';
import { AUDIT_ENTITY, PICKUP_RELATED } from './audit.ts';
import { formOptions } from './form-options.ts';
import { historyLines, type HistoryNames } from './history-text.ts';
import type { Db } from './pickups.repository.ts';
import type { PickupLookups } from './request-lookups.ts';

/**
 * `GET /api/pickups/history/{id}`: every recorded change to the pickup, its sample sets and
 * their specimens (found by the pickup id each audit entry carries, so deleted and moved ones
 * count too), oldest first, with who made it and the before and after values.
 */
export async function pickupHistory(db: Db, audit: Pick<AuditService, 'history'>, pickupId: number) {
  const entries = await audit.history(db, AUDIT_ENTITY.pickup, pickupId, PICKUP_RELATED);
  // A photo's entry is named by its file; every other by its row id.
  return entries.map((entry) => ({ ...entry, recordId: /^\d+$/.test(entry.recordId) ? Number(entry.recordId) : entry.recordId }));
}

const byId = (rows: ReadonlyArray<{ id: number; label: string }>) => new Map(rows.map((row) => [row.id, row.label]));

/** What the pickup's page already read that its history names: the pickup, its company, its sets and specimens. */
export interface KnownPickup {
  id: number;
  pickupNumber: number;
  Customer: { id: number; companyName: string } | null;
  samples: ReadonlyArray<{ id: number; sampleNum: string; specimens: ReadonlyArray<{ id: number; specimenNum: string }> }>;
}

/**
 * The pickup's history for its screen: names, labels and record numbers, in the lab's time zone.
 * Names come from what the page read (`pickup`, `lookups`); only records it does not hold (a
 * former company, a deleted or moved set or specimen) are read, one statement for each kind.
 */
export async function readablePickupHistory(
  db: Db,
  audit: Pick<AuditService, 'history'>,
  pickup: KnownPickup,
  lookups: PickupLookups,
  timeZone: string,
) {
  const entries = await audit.history(db, AUDIT_ENTITY.pickup, pickup.id, PICKUP_RELATED);
  const options = await formOptions(lookups);
  const knownSamples = byId(pickup.samples.map((sample) => ({ id: sample.id, label: sample.sampleNum })));
  const knownSpecimens = byId(
    pickup.samples.flatMap((sample) => sample.specimens.map((specimen) => ({ id: specimen.id, label: specimen.specimenNum }))),
  );
  const knownCustomers = byId(pickup.Customer ? [{ id: pickup.Customer.id, label: pickup.Customer.companyName }] : []);
  const unknown = (known: ReadonlyMap<number, string>, ids: readonly unknown[]) =>
    [...new Set(ids)].filter((id): id is number => typeof id === 'number' && !known.has(id));
  const idsOf = (entity: string) => entries.filter((entry) => entry.entity === entity).map((entry) => Number(entry.recordId));
  const customerIds = unknown(
    knownCustomers,
    entries.flatMap((entry) =>
      entry.changes.filter((change) => change.field === 'customerId').flatMap((change) => [change.before, change.after]),
    ),
  );
  const sampleIds = unknown(knownSamples, idsOf('sample'));
  const specimenIds = unknown(knownSpecimens, idsOf('specimen'));
  // One after another: the caller may hold a transaction's one connection.
  const customers = await customersService.companyNames(db, customerIds);
  const samples =
    sampleIds.length === 0
      ? []
      : await db.selectFrom('samples').select(['id', 'sampleNum as label']).where('id', 'in', sampleIds).execute();
  const specimens =
    specimenIds.length === 0
      ? []
      : await db.selectFrom('specimens').select(['id', 'specimenNum as label']).where('id', 'in', specimenIds).execute();
  const names: HistoryNames = {
    pickupStatusId: byId(options.statuses.map((status) => ({ id: status.id, label: status.description }))),
    driverId: byId(options.drivers),
    inspectorId: byId(options.inspectors),
    sampleTypeId: byId(options.sampleTypes.map((type) => ({ id: type.id, label: type.description }))),
    testTypeId: byId(options.testTypes),
    customerId: new Map([...knownCustomers, ...customers]),
  };
  const numbers = {
    pickup: new Map([[pickup.id, String(pickup.pickupNumber)]]),
    sample: new Map([...knownSamples, ...byId(samples)]),
    specimen: new Map([...knownSpecimens, ...byId(specimens)]),
  };
  return historyLines(entries, names, numbers, timeZone);
}
