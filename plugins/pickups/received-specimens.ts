import { sql, type Kysely } from 'kysely';
import { planLiteral } from '../../core/db/prepared.ts';
import type { AnySelectQuery, TableField } from '../../core/table/model.ts';
import { customersService } from '../customers/index.ts';
import { sampleTypesService } from '../sample-types/index.ts';
import { own } from './caller-db.ts';
import { SPECIMEN_TESTED, STATUS_CODE } from './rules/status.ts';

/**
 * The specimens of received (or invoiced) pickups, each with its sample set, pickup, company,
 * sample type and test type: the rows of the break list, of a pickup's breaks and of the lab's
 * statistics. Another plugin joins its own records on `specimenKey` and selects `receivedSpecimenFields`.
 * @example query: (db) => receivedSpecimens(db).leftJoin('testResults', 'testResults.specimenId', specimenKey)
 */
export function receivedSpecimens<D>(db: Kysely<D>): AnySelectQuery {
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

/** The specimen id column of `receivedSpecimens`, to join another plugin's records on. */
export const specimenKey = 'specimens.id';

/** The fields of `receivedSpecimens`, under the names the break list answers. */
export const receivedSpecimenFields = {
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
export const overdueField = (today: string): TableField => ({
  column: sql`(specimens.test_date < ${planLiteral(today)} and specimens.specimen_status <> ${sql.lit(SPECIMEN_TESTED)})`,
  type: 'boolean',
  label: 'Overdue',
  sortable: false,
});
