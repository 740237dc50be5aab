import type { Kysely } from 'kysely';
import { own } from './caller-db.ts';
import { specimensOf } from './pickup-samples.ts';
import { findPickupSummary, pickupSummaries } from './pickup-summaries.ts';
import type { SampleRow } from './pickups.table.ts';
import { samplesOf } from './samples.repository.ts';

/** The chain of custody the driver recorded at the stop: who released the samples, when, and the driver. */
export interface Custody {
  releasedBy: string;
  releasedAt: Date;
  /** The signature of who released the samples, as a PNG. */
  signature: Uint8Array | null;
  /** The driver's name, or null when the pickup has no driver. */
  driver: string | null;
}

/** The chain of custody of a pickup, or null before the pickup was recorded. */
async function custodyOf<D>(db: Kysely<D>, pickupId: number): Promise<Custody | null> {
  const row = await own(db)
    .selectFrom('pickups')
    .leftJoin('users', 'users.id', 'pickups.driverId')
    .select(['pickups.releasedBy', 'pickups.releasedAt', 'pickups.releaseSignature', 'users.firstName', 'users.lastName'])
    .where('pickups.id', '=', pickupId)
    .executeTakeFirst();
  if (!row?.releasedBy || !row.releasedAt) return null;
  return {
    releasedBy: row.releasedBy,
    releasedAt: row.releasedAt,
    signature: row.releaseSignature,
    driver: row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
  };
}

/** The sample sets having a specimen to test on the date (`YYYY-MM-DD`). */
async function sampleIdsTestedOn<D>(db: Kysely<D>, date: string): Promise<number[]> {
  const rows = await own(db).selectFrom('specimens').select('sampleId').distinct().where('testDate', '=', date).execute();
  return rows.map((row) => row.sampleId);
}

/**
 * What the reports plugin uses of pickups: a pickup's summary (in a company's scope, or any
 * company's for a list), its sample sets and their specimens to report on, the sets tested on a
 * day, and the chain of custody a report prints. Each takes the caller's `db` or transaction first.
 */
export const pickupsForReports = {
  findPickupSummary,
  pickupSummaries,
  /** A pickup's sample sets, in their order. */
  samplesOf: <D>(db: Kysely<D>, pickupId: number): Promise<SampleRow[]> => samplesOf(own(db), pickupId),
  /** The given sample sets by id. */
  samplesByIds: <D>(db: Kysely<D>, ids: readonly number[]): Promise<SampleRow[]> =>
    ids.length === 0 ? Promise.resolve([]) : own(db).selectFrom('samples').selectAll().where('id', 'in', ids).orderBy('id').execute(),
  specimensOf,
  sampleIdsTestedOn,
  custodyOf,
};
