import { sql, type Kysely } from 'kysely';
import { updateVersioned } from '../../core/db/versioned.ts';
import { customersService } from '../customers/index.ts';
import type { AnySelectQuery } from '../../core/table/model.ts';
import { escapeLike } from '../../core/table/query.ts';
import type { LocationRow, NewLocationRow, SavedLocationsDatabase } from './locations.table.ts';
import { SEARCH_LIMIT } from './messages.ts';
import type { LabCharges, LocationScope } from './rules.ts';

export type Db = Kysely<SavedLocationsDatabase>;

/** The reuse rule's key of one address part, as the unique index computes it. */
const key = (value: string | null | undefined) => sql<string>`saved_location_key(${value ?? null})`;
const keyOf = (column: string) => sql<string>`saved_location_key(${sql.ref(column)})`;

/** Narrows a query on `saved_locations` to what the scope may see, in the query itself. */
export function restrictToScope<Q extends AnySelectQuery>(query: Q, scope: LocationScope): Q {
  if (scope.all) return query;
  if (scope.customerId === null) return query.where(sql<boolean>`false`) as Q;
  return query.where('savedLocations.customerId', '=', scope.customerId) as Q;
}

export function findLocation(db: Db, id: number, scope: LocationScope): Promise<LocationRow | undefined> {
  return restrictToScope(
    db.selectFrom('savedLocations').selectAll('savedLocations').where('savedLocations.id', '=', id),
    scope,
  ).executeTakeFirst();
}

/** The customer's location at this address (line 1, city and zip, ignoring case and spacing), if any. */
export function findByAddress(
  db: Db,
  address: { customerId: number; pickupAddr1: string; pickupCity: string; pickupZip: string | null },
): Promise<LocationRow | undefined> {
  return db
    .selectFrom('savedLocations')
    .selectAll()
    .where('customerId', '=', address.customerId)
    .where(keyOf('pickupAddr1'), '=', key(address.pickupAddr1))
    .where(keyOf('pickupCity'), '=', key(address.pickupCity))
    .where(keyOf('pickupZip'), '=', key(address.pickupZip))
    .executeTakeFirst();
}

export function insertLocation(db: Db, values: NewLocationRow): Promise<LocationRow> {
  return db.insertInto('savedLocations').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Inserts unless the customer already has a location at the address (another save got there first): then nothing. */
export function insertLocationUnlessTaken(db: Db, values: NewLocationRow): Promise<LocationRow | undefined> {
  return db
    .insertInto('savedLocations')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Saves a location from a form opened at `version`; a newer save since is the 409. */
export function updateLocation(db: Db, id: number, values: NewLocationRow, version: number | undefined): Promise<LocationRow> {
  return updateVersioned(version, (guard) =>
    db
      .updateTable('savedLocations')
      .set({ ...values, version: guard.next, updatedAt: new Date() })
      .where('id', '=', id)
      .where(guard.unchanged)
      .returningAll()
      .executeTakeFirst(),
  );
}

export async function deleteLocation(db: Db, id: number): Promise<void> {
  await db.deleteFrom('savedLocations').where('id', '=', id).execute();
}

/** What a customer's new location starts with: no trip charge (the lab sets it) and the company's fuel charge. */
export async function companyCharges(db: Db, customerId: number): Promise<LabCharges> {
  const company = await customersService.companySummary(db, customerId);
  return { tripCharge: null, fuelCharge: company?.fuelCharge ?? false };
}

/**
 * The autosuggest: locations whose address, city, zip or job name contains the query
 * (ignoring case), by address; with a customer, only that customer's.
 */
export function searchLocations(db: Db, query: string, customerId: number | null, scope: LocationScope): Promise<LocationRow[]> {
  const pattern = `%${escapeLike(query)}%`;
  let select = db
    .selectFrom('savedLocations')
    .selectAll('savedLocations')
    .where((eb) =>
      eb.or([
        eb('pickupAddr1', 'ilike', pattern),
        eb('pickupCity', 'ilike', pattern),
        eb('pickupZip', 'ilike', pattern),
        eb('jobName', 'ilike', pattern),
      ]),
    );
  if (customerId !== null) select = select.where('customerId', '=', customerId);
  return restrictToScope(select, scope).orderBy('pickupAddr1').orderBy('id').limit(SEARCH_LIMIT).execute();
}
