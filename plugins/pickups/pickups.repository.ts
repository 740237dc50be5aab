import type { Kysely } from 'kysely';
import type { PickupRow, PickupsDatabase, SampleRow, SpecimenRow } from './pickups.table.ts';

/** Plain queries; each takes the database or the caller's transaction first. */
export type Db = Kysely<PickupsDatabase>;

/** Whose pickups a user may see: staff every one, a customer-role user only its company's. */
export type PickupScope = { all: true } | { all: false; customerId: number | null };

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

/** One pickup the scope may see; `lock` holds it for the rest of the transaction (numbering, receive). */
export function findPickup(db: Db, id: number, scope: PickupScope, lock = false): Promise<PickupRow | undefined> {
  let query = db.selectFrom('pickups').selectAll().where('id', '=', id);
  if (!scope.all) query = query.where('customerId', '=', scope.customerId ?? -1);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function samplesOf(db: Db, pickupId: number): Promise<SampleRow[]> {
  return db.selectFrom('samples').selectAll().where('pickupId', '=', pickupId).orderBy('n').execute();
}

export function specimensOf(db: Db, sampleIds: readonly number[]): Promise<SpecimenRow[]> {
  if (sampleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('specimens')
    .selectAll()
    .where('sampleId', 'in', [...sampleIds])
    .orderBy('sampleId')
    .orderBy('n')
    .execute();
}

export function subPickupsOf(db: Db, pickupId: number) {
  return db.selectFrom('pickups').select(['id', 'pickupNumber']).where('parentPickupId', '=', pickupId).orderBy('pickupNumber').execute();
}

/** The next free position under a pickup (sample sets) or a sample set (specimens); call with the parent locked. */
export async function nextSampleN(db: Db, pickupId: number): Promise<number> {
  const row = await db
    .selectFrom('samples')
    .select((eb) => eb.fn.max('n').as('n'))
    .where('pickupId', '=', pickupId)
    .executeTakeFirst();
  return (row?.n ?? 0) + 1;
}

export async function nextSpecimenN(db: Db, sampleId: number): Promise<number> {
  const row = await db
    .selectFrom('specimens')
    .select((eb) => eb.fn.max('n').as('n'))
    .where('sampleId', '=', sampleId)
    .executeTakeFirst();
  return (row?.n ?? 0) + 1;
}

export function customerOf(db: Db, id: number) {
  return db.selectFrom('customers').select(['id', 'companyName', 'fuelCharge']).where('id', '=', id).executeTakeFirst();
}

export async function customerRate(db: Db, customerId: number, sampleTypeId: number): Promise<string | null> {
  const row = await db
    .selectFrom('customerSampleRates')
    .select('rate')
    .where('customerId', '=', customerId)
    .where('sampleTypeId', '=', sampleTypeId)
    .executeTakeFirst();
  return row?.rate ?? null;
}

export function driverExists(db: Db, id: number) {
  return db.selectFrom('users').select('id').where('id', '=', id).where('role', '=', 'driver').executeTakeFirst();
}
