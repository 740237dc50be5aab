import { ownTables } from '../../core/db/own-tables.ts';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AnySelectQuery, TableField } from '../../core/table/model.ts';
import { customersService } from '../customers/index.ts';
import { sampleTypesService } from '../sample-types/index.ts';
import type { CompanyScope } from '../../core/auth/company-scope.ts';
import { pickupDetail } from './detail.ts';
import { statusByCode, statusById } from './pickups.repository.ts';
import { findPickup } from './pickups.repository.ts';
import { samplesOf, specimensOf } from './samples.repository.ts';
import { SPECIMEN_TESTED, STATUS_CODE } from './rules/status.ts';
import type { PickupRow, PickupsDatabase, SampleRow, SpecimenRow } from './pickups.table.ts';

/** Another plugin's database or transaction, read through this plugin's tables (they share one database). */
const own = <D>(db: Kysely<D>) => ownTables<PickupsDatabase, D>(db);

export { SPECIMEN_TESTED };

/**
 * The specimens of received (or invoiced) pickups, each with its sample set, pickup, company,
 * sample type and test type: the rows of the break list and of a pickup's breaks. Another
 * plugin joins its own records on `specimenKey` and selects `receivedSpecimenFields`.
 * @example query: (db) => receivedSpecimens(db).leftJoin('testResults', 'testResults.specimenId', pickupsService.specimenKey)
 */
function receivedSpecimens<D>(db: Kysely<D>): AnySelectQuery {
  const base = own(db)
    .selectFrom('specimens')
    .innerJoin('samples', 'samples.id', 'specimens.sampleId')
    .innerJoin('pickups', 'pickups.id', 'samples.pickupId')
    .where('pickups.pickupStatusId', 'in', (eb) =>
      eb.selectFrom('pickupStatuses').select('id').where('code', 'in', [STATUS_CODE.received, STATUS_CODE.invoiced]),
    );
  const withTypes = sampleTypesService.joinTestTypes(
    sampleTypesService.joinSampleTypes(base, 'samples.sampleTypeId'),
    'specimens.testTypeId',
  );
  return customersService.joinCompanies(withTypes, 'pickups.customerId', 'inner');
}

/** The fields of `receivedSpecimens`, under the names the break list answers. */
const receivedSpecimenFields = {
  id: { column: 'specimens.id', type: 'number', label: 'ID' },
  specimenNum: { column: 'specimens.specimenNum', type: 'text', label: 'Specimen #' },
  testDate: { column: 'specimens.testDate', type: 'date', label: 'Test Date' },
  castDate: { column: 'specimens.castDate', type: 'date', label: 'Cast Date' },
  immediate: { column: 'specimens.immediate', type: 'boolean', label: 'Immediate' },
  // A literal, not a parameter: `tested = false` then matches the partial index of untested specimens.
  tested: { column: sql`(specimens.specimen_status = ${sql.lit(SPECIMEN_TESTED)})`, type: 'boolean', label: 'Tested' },
  // A specimen without a test date is held (a "Hold" break, or one not yet scheduled): it is not due.
  scheduled: { column: sql`(specimens.test_date is not null)`, type: 'boolean', label: 'Scheduled' },
  status: { column: 'specimens.status', type: 'text', label: 'Test Status' },
  specimenStatus: { column: 'specimens.specimenStatus', type: 'text', label: 'Specimen Status' },
  sampleId: { column: 'specimens.sampleId', type: 'number', label: 'Sample Set ID', sortable: false },
  sampleNum: { column: 'samples.sampleNum', type: 'text', label: 'Sample Set #' },
  allowTesting: { column: 'samples.allowTesting', type: 'boolean', label: 'Testing Allowed' },
  sampleTypeId: { column: 'samples.sampleTypeId', type: 'number', label: 'Sample Type ID', sortable: false },
  sampleType: sampleTypesService.sampleTypeField('samples.sampleTypeId'),
  testTypeId: { column: 'specimens.testTypeId', type: 'number', label: 'Test Type ID', sortable: false },
  testType: sampleTypesService.testTypeField('specimens.testTypeId'),
  testAge: sampleTypesService.testAgeField(),
  customerId: { column: 'pickups.customerId', type: 'number', label: 'Customer ID', sortable: false },
  companyName: customersService.companyNameField('pickups.customerId'),
  pickupId: { column: 'samples.pickupId', type: 'number', label: 'Pickup ID', sortable: false },
  pickupNumber: { column: 'pickups.pickupNumber', type: 'number', label: 'Pickup #' },
  pickupNumberText: { column: sql`cast(pickups.pickup_number as text)`, type: 'text', label: 'Pickup Number', sortable: false },
} satisfies Record<string, TableField>;

/** Overdue: the test date is before `today` (the lab's day) and the specimen is not tested. */
const overdueField = (today: string): TableField => ({
  column: sql`(specimens.test_date < ${today} and specimens.specimen_status <> ${sql.lit(SPECIMEN_TESTED)})`,
  type: 'boolean',
  label: 'Overdue',
  sortable: false,
});

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

const summaryColumns = ['id', 'pickupNumber', 'customerId', 'actualPickupDate', 'receiveDate', 'projectAddr1', 'pickupAddr1'] as const;
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

/**
 * What other plugins use of pickups. Breaks, reports and stats: the specimens of received pickups
 * as a list to join onto, one specimen for a break form, and the writes a test result makes to
 * its specimen and sample set. Invoicing: a pickup with its sample sets and specimens, summaries
 * for lists, the received pickups waiting for an invoice, and marking a pickup invoiced or back
 * to received. Each takes the caller's `db` or transaction first.
 */
export const pickupsService = {
  receivedSpecimens,
  receivedSpecimenFields,
  overdueField,
  /** The specimen id column of `receivedSpecimens`, to join another plugin's records on. */
  specimenKey: 'specimens.id',
  /** The pickup id column of `receivedSpecimens`. */
  pickupKey: 'samples.pickupId',
  /** The project address (saved location) column of `receivedSpecimens`. */
  projectLocationKey: 'pickups.savedProjectLocationId',
  /** The sample set's minimum psi (for concrete, the specified strength f'c) in `receivedSpecimens`. */
  minPsiKey: 'samples.minPsi',
  /**
   * The chain of custody the driver recorded at the stop (who released the samples, when, their
   * signature as a PNG, and the driver's name), or null before the pickup was recorded.
   */
  async custodyOf<D>(db: Kysely<D>, pickupId: number) {
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
  },

  /**
   * Narrows another plugin's query to rows whose `pickupColumn` names a pickup `driverId` drives
   * (a driver's own stops: the photos it may see).
   * @example whereDrivenBy(db.selectFrom('uploads').selectAll(), 'uploads.ownerId', 7)
   */
  whereDrivenBy<Q extends AnySelectQuery>(query: Q, pickupColumn: string, driverId: number): Q {
    return query.where(pickupColumn, 'in', (eb: ExpressionBuilder<PickupsDatabase, never>) =>
      eb.selectFrom('pickups').select('pickups.id').where('pickups.driverId', '=', driverId),
    ) as Q;
  },

  /** The pickup's driver (`driverId`, null when none is assigned), or undefined when there is no such pickup. */
  async driverOf<D>(db: Kysely<D>, pickupId: number): Promise<{ driverId: number | null } | undefined> {
    return own(db).selectFrom('pickups').select('driverId').where('id', '=', pickupId).executeTakeFirst();
  },

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

  async summaries<D>(db: Kysely<D>, ids: readonly number[]): Promise<Map<number, BilledPickup>> {
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

  /** How many received pickups wait for an invoice, and the latest `limit` of them, oldest first. */
  async uninvoicedReceivedLatest<D>(db: Kysely<D>, limit: number): Promise<{ waiting: number; latest: UninvoicedPickup[] }> {
    const waitingPickups = own(db)
      .selectFrom('pickups')
      .innerJoin('pickupStatuses', 'pickupStatuses.id', 'pickups.pickupStatusId')
      .where('pickupStatuses.code', '=', STATUS_CODE.received)
      .where('pickups.invoiced', '=', false);
    const [count, latest] = await Promise.all([
      waitingPickups.select((eb) => eb.fn.countAll<string>().as('waiting')).executeTakeFirstOrThrow(),
      waitingPickups
        .select(['pickups.id', 'pickups.customerId', 'pickups.actualPickupDate', 'pickups.receiveDate', 'pickups.schedPickupDate'])
        .orderBy('pickups.id', 'desc')
        .limit(limit)
        .execute(),
    ]);
    return { waiting: Number(count.waiting), latest: latest.reverse() };
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
