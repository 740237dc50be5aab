import type { Kysely } from 'kysely';
import type { CompanyScope } from '../../core/auth/company-scope.ts';
import { updateVersioned } from '../../core/db/versioned.ts';
import type { NewPickupRow, PickupRow, PickupsDatabase, PickupUpdate } from './pickups.table.ts';

/** Plain queries; each takes the database or the caller's transaction first. */
export type Db = Kysely<PickupsDatabase>;

/** Whose pickups a user may see: staff every one, a customer-role user only its company's. */
export type PickupScope = CompanyScope;

export function listStatuses(db: Db) {
  return db.selectFrom('pickupStatuses').select(['id', 'code', 'description', 'isDefault']).orderBy('sortOrder').orderBy('id').execute();
}

export async function statusByCode(db: Db, code: string) {
  const status = await db.selectFrom('pickupStatuses').select(['id', 'code', 'description']).where('code', '=', code).executeTakeFirst();
  if (!status) throw new Error(`The pickup status "${code}" is missing from pickup_statuses`);
  return status;
}

export async function defaultStatus(db: Db) {
  const status = await db
    .selectFrom('pickupStatuses')
    .select(['id', 'code', 'description'])
    .where('isDefault', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  if (!status) throw new Error('No default pickup status');
  return status;
}

export function statusById(db: Db, id: number) {
  return db.selectFrom('pickupStatuses').select(['id', 'code', 'description']).where('id', '=', id).executeTakeFirst();
}

/** One pickup the scope may see; `lock` holds it for the rest of the transaction (numbering, receive, a versioned save). */
export function findPickup(db: Db, id: number, scope: PickupScope, lock = false): Promise<PickupRow | undefined> {
  let query = db.selectFrom('pickups').selectAll().where('id', '=', id);
  if (!scope.all) query = query.where('customerId', '=', scope.customerId ?? -1);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function subPickupsOf(db: Db, pickupId: number) {
  return db.selectFrom('pickups').select(['id', 'pickupNumber']).where('parentPickupId', '=', pickupId).orderBy('pickupNumber').execute();
}

/** The pickup a sub-pickup was split from (its remainder), or undefined for a pickup of its own. */
export function parentPickupOf(db: Db, parentPickupId: number | null) {
  if (parentPickupId === null) return Promise.resolve(undefined);
  return db.selectFrom('pickups').select(['id', 'pickupNumber']).where('id', '=', parentPickupId).executeTakeFirst();
}

/** The users who drive, by name: the pickup form's choices. */
export function listDrivers(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName'])
    .where('role', '=', 'driver')
    .orderBy('lastName')
    .orderBy('firstName')
    .execute();
}

/** A user's name, whatever their role now: a pickup keeps its driver after they stop driving. */
export function userName(db: Db, id: number) {
  return db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', id).executeTakeFirst();
}

export function driverExists(db: Db, id: number) {
  return db.selectFrom('users').select('id').where('id', '=', id).where('role', '=', 'driver').executeTakeFirst();
}

export function insertPickup(db: Db, values: NewPickupRow): Promise<PickupRow> {
  return db.insertInto('pickups').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Changes a pickup and raises its version: every write to a pickup (a save, a receive, the
 * driver's road details) does, so a form opened before it is refused; from a form opened at
 * an older `version`, the 409.
 */
export function updatePickup(
  db: Db,
  id: number,
  changes: Omit<PickupUpdate, 'version' | 'updatedAt'>,
  version?: number,
): Promise<PickupRow> {
  return updateVersioned(version, (guard) =>
    db
      .updateTable('pickups')
      .set({ ...changes, version: guard.next, updatedAt: new Date() })
      .where('id', '=', id)
      .where(guard.unchanged)
      .returningAll()
      .executeTakeFirst(),
  );
}

export async function deletePickup(db: Db, id: number): Promise<void> {
  await db.deleteFrom('pickups').where('id', '=', id).execute();
}
