import type { Kysely } from 'kysely';
import type { CompanyScope } from '../../core/auth/company-scope.ts';
import { own } from './caller-db.ts';
import { findPickup } from './pickups.repository.ts';
import type { PickupRow } from './pickups.table.ts';

/** A pickup as the plugins built on it read it: who ordered it, where the project is, whether it was received. */
export type PickupSummary = Pick<
  PickupRow,
  | 'id'
  | 'pickupNumber'
  | 'customerId'
  | 'inspectorId'
  | 'savedProjectLocationId'
  | 'projectAddr1'
  | 'projectAddr2'
  | 'projectCity'
  | 'projectState'
  | 'projectZip'
  | 'schedPickupDate'
  | 'receiveDate'
>;

const summaryOf = (row: PickupRow): PickupSummary => ({
  id: row.id,
  pickupNumber: row.pickupNumber,
  customerId: row.customerId,
  inspectorId: row.inspectorId,
  savedProjectLocationId: row.savedProjectLocationId,
  projectAddr1: row.projectAddr1,
  projectAddr2: row.projectAddr2,
  projectCity: row.projectCity,
  projectState: row.projectState,
  projectZip: row.projectZip,
  schedPickupDate: row.schedPickupDate,
  receiveDate: row.receiveDate,
});

/** The pickup, or undefined when it does not exist or lies outside the scope. */
export async function findPickupSummary<D>(db: Kysely<D>, id: number, scope: CompanyScope): Promise<PickupSummary | undefined> {
  const row = await findPickup(own(db), id, scope);
  return row && summaryOf(row);
}

/** The given pickups by id (any company): for lists that name a pickup. */
export async function pickupSummaries<D>(db: Kysely<D>, ids: readonly number[]): Promise<Map<number, PickupSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await own(db)
    .selectFrom('pickups')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, summaryOf(row)]));
}
