import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { AnyDatabase } from '../../core/db/database.ts';
import { escapeLike } from '../../core/table/query.ts';
import type { LocationRow, NewLocationRow, SavedLocationsDatabase } from './location.table.ts';
import { SEARCH_LIMIT } from './messages.ts';
import type { LabCharges, LocationScope } from './service.ts';

type Db = Kysely<SavedLocationsDatabase>;
// oxlint-disable-next-line typescript/no-explicit-any -- the restriction serves the plugin's queries and the generic table's
type AnyLocationQuery = SelectQueryBuilder<any, any, any>;

export const asDb = (db: AnyDatabase) => db as Db;

/** The reuse rule's key of one address part, as the unique index computes it. */
const key = (value: string | null | undefined) => sql<string>`saved_location_key(${value ?? null})`;
const keyOf = (column: string) => sql<string>`saved_location_key(${sql.ref(column)})`;

/** Narrows a query on `saved_locations` to what the scope may see, in the query itself. */
export function restrictToScope<Q extends AnyLocationQuery>(query: Q, scope: LocationScope): Q {
  if (scope.all) return query;
  if (scope.customerId === null) return query.where(sql<boolean>`false`) as Q;
  return query.where('savedLocations.customerId', '=', scope.customerId) as Q;
}

export function findLocation(db: AnyDatabase, id: number, scope: LocationScope): Promise<LocationRow | undefined> {
  return restrictToScope(
    asDb(db).selectFrom('savedLocations').selectAll('savedLocations').where('savedLocations.id', '=', id),
    scope,
  ).executeTakeFirst();
}

/** The customer's location at this address (line 1, city and zip, ignoring case and spacing), if any. */
export function findByAddress(
  db: AnyDatabase,
  address: { customerId: number; pickupAddr1: string; pickupCity: string; pickupZip: string | null },
): Promise<LocationRow | undefined> {
  return asDb(db)
    .selectFrom('savedLocations')
    .selectAll()
    .where('customerId', '=', address.customerId)
    .where(keyOf('pickupAddr1'), '=', key(address.pickupAddr1))
    .where(keyOf('pickupCity'), '=', key(address.pickupCity))
    .where(keyOf('pickupZip'), '=', key(address.pickupZip))
    .executeTakeFirst();
}

export function insertLocation(db: AnyDatabase, values: NewLocationRow): Promise<LocationRow> {
  return asDb(db).insertInto('savedLocations').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Inserts unless the customer already has a location at the address (another save got there first): then nothing. */
export function insertLocationUnlessTaken(db: AnyDatabase, values: NewLocationRow): Promise<LocationRow | undefined> {
  return asDb(db)
    .insertInto('savedLocations')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateLocation(db: AnyDatabase, id: number, values: NewLocationRow): Promise<LocationRow> {
  return asDb(db)
    .updateTable('savedLocations')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteLocation(db: AnyDatabase, id: number): Promise<void> {
  await asDb(db).deleteFrom('savedLocations').where('id', '=', id).execute();
}

/** What a customer's new location starts with: no trip charge (the lab sets it) and the company's fuel charge. */
export async function companyCharges(db: AnyDatabase, customerId: number): Promise<LabCharges> {
  const company = await asDb(db).selectFrom('customers').select('fuelCharge').where('id', '=', customerId).executeTakeFirst();
  return { tripCharge: null, fuelCharge: company?.fuelCharge ?? false };
}

/**
 * The autosuggest: locations whose address, city, zip or job name contains the query
 * (ignoring case), by address; with a customer, only that customer's.
 */
export function searchLocations(db: AnyDatabase, query: string, customerId: number | null, scope: LocationScope): Promise<LocationRow[]> {
  const pattern = `%${escapeLike(query)}%`;
  let select = asDb(db)
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
