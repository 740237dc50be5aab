import { ownTables } from '../../core/db/own-tables.ts';
import type { Kysely } from 'kysely';
import { findLocation } from './locations.repository.ts';
import type { LocationRow, SavedLocationsDatabase } from './locations.table.ts';

/** Another plugin's database or transaction, read through this plugin's tables (they share one database). */
const own = <D>(db: Kysely<D>) => ownTables<SavedLocationsDatabase, D>(db);

/**
 * What other plugins read of saved locations (reports: the project address, where its reports
 * are mailed and whether they are sent). The lookups take the caller's `db` or transaction first.
 * @example const location = await savedLocationsService.findLocation(trx, id);
 */
export const savedLocationsService = {
  /** A saved location of any company, or undefined. */
  findLocation: <D>(db: Kysely<D>, id: number): Promise<LocationRow | undefined> => findLocation(own(db), id, { all: true }),
  /** The job name and site phone of the given locations, by id: a driver's stops show them. */
  siteDetails: async <D>(db: Kysely<D>, ids: readonly number[]) => {
    if (ids.length === 0) return new Map<number, { jobName: string | null; cellPhone: string | null }>();
    const rows = await own(db)
      .selectFrom('savedLocations')
      .select(['id', 'jobName', 'cellPhone'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((row) => [row.id, { jobName: row.jobName, cellPhone: row.cellPhone }]));
  },
  /** A company's saved addresses by address, for a choice (a customer's pickup request). */
  companyLocations: <D>(db: Kysely<D>, customerId: number) =>
    own(db)
      .selectFrom('savedLocations')
      .select(['id', 'pickupAddr1', 'pickupCity', 'jobName'])
      .where('customerId', '=', customerId)
      .orderBy('pickupAddr1')
      .orderBy('id')
      .limit(500)
      .execute(),
};
