import type { Kysely } from 'kysely';
import { lockPickup, setInvoiced } from './billing.service.ts';
import { own } from './caller-db.ts';
import { findPickupWithSamples } from './pickup-samples.ts';
import { findPickupSummary } from './pickup-summaries.ts';
import { STATUS_CODE } from './rules/status.ts';

/** What an invoice or its audit row shows of a pickup. */
export interface BilledPickup {
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

/** A specimen as an invoice row names it. */
export interface BilledSpecimen {
  specimenNum: string;
  castDate: string | null;
  location: string | null;
  sampleTypeId: number | null;
}

/** The given pickups by id, as invoices show them. */
async function summaries<D>(db: Kysely<D>, ids: readonly number[]): Promise<Map<number, BilledPickup>> {
  if (ids.length === 0) return new Map();
  const rows = await own(db)
    .selectFrom('pickups')
    .select(['id', 'pickupNumber', 'customerId', 'actualPickupDate', 'receiveDate', 'projectAddr1', 'pickupAddr1'])
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
}

/** Specimens by id with their number, cast date, location and sample type id. */
async function specimenSummaries<D>(db: Kysely<D>, ids: readonly number[]): Promise<Map<number, BilledSpecimen>> {
  if (ids.length === 0) return new Map();
  const rows = await own(db)
    .selectFrom('specimens')
    .innerJoin('samples', 'samples.id', 'specimens.sampleId')
    .select(['specimens.id', 'specimens.specimenNum', 'specimens.castDate', 'specimens.location', 'samples.sampleTypeId'])
    .where('specimens.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}

/** Received pickups not yet invoiced, in the caller's `db`. */
const waitingPickups = <D>(db: Kysely<D>) =>
  own(db)
    .selectFrom('pickups')
    .innerJoin('pickupStatuses', 'pickupStatuses.id', 'pickups.pickupStatusId')
    .where('pickupStatuses.code', '=', STATUS_CODE.received)
    .where('pickups.invoiced', '=', false);

const uninvoicedColumns = [
  'pickups.id',
  'pickups.customerId',
  'pickups.actualPickupDate',
  'pickups.receiveDate',
  'pickups.schedPickupDate',
] as const;

/** Received pickups without an invoice yet, oldest first. */
function uninvoicedReceived<D>(db: Kysely<D>): Promise<UninvoicedPickup[]> {
  return waitingPickups(db).select(uninvoicedColumns).orderBy('pickups.id').execute();
}

/** How many received pickups wait for an invoice, and the latest `limit` of them, oldest first. */
async function uninvoicedReceivedLatest<D>(db: Kysely<D>, limit: number): Promise<{ waiting: number; latest: UninvoicedPickup[] }> {
  const [count, latest] = await Promise.all([
    waitingPickups(db)
      .select((eb) => eb.fn.countAll<string>().as('waiting'))
      .executeTakeFirstOrThrow(),
    waitingPickups(db).select(uninvoicedColumns).orderBy('pickups.id', 'desc').limit(limit).execute(),
  ]);
  return { waiting: Number(count.waiting), latest: latest.reverse() };
}

/**
 * What the invoicing plugin uses of pickups: a pickup with its sample sets and specimens to bill,
 * summaries of pickups and specimens for invoices and their audit rows, the received pickups
 * waiting for an invoice, and, inside invoicing's transaction, the pickup locked while its
 * invoice is made and marked invoiced (or back to received). Each takes the caller's `db` or
 * transaction first.
 */
export const pickupsForInvoicing = {
  findPickupWithSamples,
  findPickupSummary,
  summaries,
  specimenSummaries,
  uninvoicedReceived,
  uninvoicedReceivedLatest,
  lockPickup,
  setInvoiced,
};
