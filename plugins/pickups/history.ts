import type { AuditService } from '../../core/plugin/define-plugin.ts';
import { customersService } from '../customers/index.ts';
import { AUDIT_ENTITY, PICKUP_RELATED } from './audit.ts';
import { formOptions } from './form-options.ts';
import { historyLines, type HistoryNames } from './history-text.ts';
import type { Db } from './pickups.repository.ts';

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

/** The pickup's history for its screen: names, labels and record numbers, in the lab's time zone. */
export async function readablePickupHistory(db: Db, audit: Pick<AuditService, 'history'>, pickupId: number, timeZone: string) {
  const entries = await audit.history(db, AUDIT_ENTITY.pickup, pickupId, PICKUP_RELATED);
  const options = await formOptions(db);
  const idsOf = (entity: string) => entries.filter((entry) => entry.entity === entity).map((entry) => Number(entry.recordId));
  const customerIds = new Set(
    entries.flatMap((entry) =>
      entry.changes.filter((change) => change.field === 'customerId').flatMap((change) => [change.before, change.after]),
    ),
  );
  const customers = await Promise.all(
    [...customerIds].filter((id): id is number => typeof id === 'number').map((id) => customersService.companySummary(db, id)),
  );
  const names: HistoryNames = {
    pickupStatusId: byId(options.statuses.map((status) => ({ id: status.id, label: status.description }))),
    driverId: byId(options.drivers),
    inspectorId: byId(options.inspectors),
    sampleTypeId: byId(options.sampleTypes.map((type) => ({ id: type.id, label: type.description }))),
    testTypeId: byId(options.testTypes),
    customerId: byId(customers.flatMap((customer) => (customer ? [{ id: customer.id, label: customer.companyName }] : []))),
  };
  const [pickups, samples, specimens] = await Promise.all([
    db.selectFrom('pickups').select(['id', 'pickupNumber as label']).where('id', '=', pickupId).execute(),
    idsOf('sample').length === 0
      ? []
      : db.selectFrom('samples').select(['id', 'sampleNum as label']).where('id', 'in', idsOf('sample')).execute(),
    idsOf('specimen').length === 0
      ? []
      : db.selectFrom('specimens').select(['id', 'specimenNum as label']).where('id', 'in', idsOf('specimen')).execute(),
  ]);
  const numbers = {
    pickup: byId(pickups.map((row) => ({ id: row.id, label: String(row.label) }))),
    sample: byId(samples),
    specimen: byId(specimens),
  };
  return historyLines(entries, names, numbers, timeZone);
}
