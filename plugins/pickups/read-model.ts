import type { Kysely } from 'kysely';
import { pickupDetail } from './detail.ts';
import { statusByCode, statusById } from './pickups.repository.ts';
import type { PickupsDatabase } from './pickups.table.ts';
import { STATUS_CODE } from './rules/status.ts';

/** Another plugin's database or transaction, read through this plugin's tables (they share one database). */
const own = <D>(db: Kysely<D>) => db as unknown as Kysely<PickupsDatabase>;

/** What an invoice or its audit row shows of a pickup. */
export interface PickupSummary {
  id: number;
  pickupNumber: number;
  customerId: number;
  actualPickupDate: string | null;
  receiveDate: string | null;
  /** The job site, as the pickup names it: its project address, else its pickup address. */
  jobName: string | null;
}

/** A received pickup not yet invoiced: what the daily invoicing needs to know of it. */
export interface UninvoicedPickup {
  id: number;
  customerId: number;
  actualPickupDate: string | null;
  receiveDate: string | null;
  schedPickupDate: string;
}

const summaryColumns = ['id', 'pickupNumber', 'customerId', 'actualPickupDate', 'receiveDate', 'projectAddr1', 'pickupAddr1'] as const;

/**
 * What other plugins use of pickups (invoicing): a pickup with its sample sets and specimens,
 * summaries for lists, the received pickups waiting for an invoice, and the one write they may
 * ask for: marking a pickup invoiced or back to received. Each takes the caller's `db` or
 * transaction first.
 */
export const pickupsService = {
  /** The pickup with `Customer`, `samples` (each with `SampleType` and `specimens`), or undefined. */
  async findPickupWithSamples<D>(db: Kysely<D>, id: number) {
    const row = await own(db).selectFrom('pickups').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? pickupDetail(own(db), row) : undefined;
  },

  /** The pickup locked for the rest of the transaction, with its status code; undefined when missing. */
  async lockPickup<D>(db: Kysely<D>, id: number) {
    // The pickup alone is locked: a join would be re-checked against the status it had before a concurrent write.
    const pickup = await own(db)
      .selectFrom('pickups')
      .select(['id', 'customerId', 'invoiced', 'pickupStatusId'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!pickup) return undefined;
    const status = await statusById(own(db), pickup.pickupStatusId);
    return { id: pickup.id, customerId: pickup.customerId, invoiced: pickup.invoiced, statusCode: status?.code };
  },

  async summaries<D>(db: Kysely<D>, ids: readonly number[]): Promise<Map<number, PickupSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await own(db)
      .selectFrom('pickups')
      .select(summaryColumns)
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          pickupNumber: row.pickupNumber,
          customerId: row.customerId,
          actualPickupDate: row.actualPickupDate,
          receiveDate: row.receiveDate,
          jobName: row.projectAddr1 ?? row.pickupAddr1,
        },
      ]),
    );
  },

  /** Specimens by id with their number, cast date, location and sample type id. */
  async specimenSummaries<D>(db: Kysely<D>, ids: readonly number[]) {
    if (ids.length === 0)
      return new Map<number, { specimenNum: string; castDate: string | null; location: string | null; sampleTypeId: number | null }>();
    const rows = await own(db)
      .selectFrom('specimens')
      .innerJoin('samples', 'samples.id', 'specimens.sampleId')
      .select(['specimens.id', 'specimens.specimenNum', 'specimens.castDate', 'specimens.location', 'samples.sampleTypeId'])
      .where('specimens.id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map(({ id, ...rest }) => [id, rest]));
  },

  /** Received pickups without an invoice yet, oldest first. */
  uninvoicedReceived<D>(db: Kysely<D>): Promise<UninvoicedPickup[]> {
    return own(db)
      .selectFrom('pickups')
      .innerJoin('pickupStatuses', 'pickupStatuses.id', 'pickups.pickupStatusId')
      .select(['pickups.id', 'pickups.customerId', 'pickups.actualPickupDate', 'pickups.receiveDate', 'pickups.schedPickupDate'])
      .where('pickupStatuses.code', '=', STATUS_CODE.received)
      .where('pickups.invoiced', '=', false)
      .orderBy('pickups.id')
      .execute();
  },

  /**
   * Marks a pickup invoiced (status invoiced, `invoiced` true) or, when its invoice is deleted,
   * back to received; raises its version so a form opened before is refused.
   */
  async setInvoiced<D>(db: Kysely<D>, pickupId: number, invoiced: boolean): Promise<void> {
    const status = await statusByCode(own(db), invoiced ? STATUS_CODE.invoiced : STATUS_CODE.received);
    await own(db)
      .updateTable('pickups')
      .set((eb) => ({ pickupStatusId: status.id, invoiced, changesInvoice: false, version: eb('version', '+', 1), updatedAt: new Date() }))
      .where('id', '=', pickupId)
      .execute();
  },
};
