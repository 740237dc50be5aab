import type { Kysely } from 'kysely';
import type { CompanyScope } from '../../core/auth/company-scope.ts';
import { findPickup } from './pickups.repository.ts';
import type { PickupRow, PickupsDatabase, SampleRow, SpecimenRow } from './pickups.table.ts';
import { samplesOf, specimensOf } from './samples.repository.ts';

/** Another plugin's database or transaction, read through this plugin's tables (they share one database). */
const own = <D>(db: Kysely<D>) => db as unknown as Kysely<PickupsDatabase>;

/** A pickup as the plugins built on it read it: who ordered it, where the project is, whether it was received. */
export type PickupSummary = Pick<
  PickupRow,
  | 'id'
  | 'pickupNumber'
  | 'customerId'
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
  savedProjectLocationId: row.savedProjectLocationId,
  projectAddr1: row.projectAddr1,
  projectAddr2: row.projectAddr2,
  projectCity: row.projectCity,
  projectState: row.projectState,
  projectZip: row.projectZip,
  schedPickupDate: row.schedPickupDate,
  receiveDate: row.receiveDate,
});

/**
 * What other plugins read of pickups (reports, breaks): a pickup within a company scope, its
 * sample sets and their specimens. The lookups take the caller's `db` or transaction first.
 * @example const pickup = await pickupsService.findPickupSummary(trx, pickupId, { all: true });
 */
export const pickupsService = {
  /** The pickup, or undefined when it does not exist or lies outside the scope. */
  async findPickupSummary<D>(db: Kysely<D>, id: number, scope: CompanyScope): Promise<PickupSummary | undefined> {
    const row = await findPickup(own(db), id, scope);
    return row && summaryOf(row);
  },
  /** The given pickups by id (any company): for lists that name a pickup. */
  async pickupSummaries<D>(db: Kysely<D>, ids: readonly number[]): Promise<Map<number, PickupSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await own(db)
      .selectFrom('pickups')
      .selectAll()
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((row) => [row.id, summaryOf(row)]));
  },
  /** A pickup's sample sets, in their order. */
  samplesOf: <D>(db: Kysely<D>, pickupId: number): Promise<SampleRow[]> => samplesOf(own(db), pickupId),
  /** The given sample sets by id. */
  samplesByIds: <D>(db: Kysely<D>, ids: readonly number[]): Promise<SampleRow[]> =>
    ids.length === 0 ? Promise.resolve([]) : own(db).selectFrom('samples').selectAll().where('id', 'in', ids).orderBy('id').execute(),
  /** The sample sets having a specimen to test on the date (`YYYY-MM-DD`). */
  async sampleIdsTestedOn<D>(db: Kysely<D>, date: string): Promise<number[]> {
    const rows = await own(db).selectFrom('specimens').select('sampleId').distinct().where('testDate', '=', date).execute();
    return rows.map((row) => row.sampleId);
  },
  /** The specimens of the given sample sets, in their order. */
  specimensOf: <D>(db: Kysely<D>, sampleIds: readonly number[]): Promise<SpecimenRow[]> => specimensOf(own(db), sampleIds),
};
