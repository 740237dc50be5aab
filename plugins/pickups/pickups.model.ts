import { sql } from 'kysely';
import { defineTableModel } from '../../core/table/model.ts';
import { customersService } from '../customers/index.ts';
import { inspectorsService } from '../inspectors/index.ts';

/**
 * The pickups list: the columns the lab sorts, searches and filters by. The ids are for filters;
 * the list sorts by the names they stand for. Every sortable pickup column has an index on
 * (column, id) (migration 202611251300_sort_indexes). The search looks in the pickup's stored
 * search text (migration 202701160900_search_text) and, through the foreign keys, in the
 * company's and the inspector's names. Every join is a left join, although each inner one would
 * find its row (a required foreign key): the database then leaves out those a query does not
 * read, so the search's alternatives and the count read the pickups alone (decision 234).
 */
export const pickupsTableModel = defineTableModel({
  name: 'pickups',
  fields: {
    id: { column: 'pickups.id', type: 'number', label: 'ID' },
    pickupNumber: { column: 'pickups.pickupNumber', type: 'number', label: 'Pickup #' },
    pickupNumberText: {
      column: sql`cast(pickups.pickup_number as text)`,
      type: 'text',
      label: 'Pickup Number',
      sortable: false,
      exported: false,
    },
    customerId: { column: 'pickups.customerId', type: 'number', label: 'Customer ID', sortable: false },
    companyName: customersService.companyNameField('pickups.customerId'),
    schedPickupDate: { column: 'pickups.schedPickupDate', type: 'date', label: 'Scheduled' },
    actualPickupDate: { column: 'pickups.actualPickupDate', type: 'date', label: 'Picked Up' },
    receiveDate: { column: 'pickups.receiveDate', type: 'date', label: 'Received' },
    priority: { column: 'pickups.priority', type: 'text', label: 'Priority' },
    caller: { column: 'pickups.caller', type: 'text', label: 'Caller' },
    pickupAddr1: { column: 'pickups.pickupAddr1', type: 'text', label: 'Pickup Address' },
    pickupCity: { column: 'pickups.pickupCity', type: 'text', label: 'City' },
    projectAddr1: { column: 'pickups.projectAddr1', type: 'text', label: 'Project Address' },
    pickupStatusId: { column: 'pickups.pickupStatusId', type: 'number', label: 'Status ID', sortable: false },
    status: { column: 'pickupStatuses.description', type: 'text', label: 'Status' },
    driverId: { column: 'pickups.driverId', type: 'number', label: 'Driver ID', sortable: false },
    driverName: { column: sql`concat_ws(' ', users.first_name, users.last_name)`, type: 'text', label: 'Driver', sortable: false },
    inspectorId: { column: 'pickups.inspectorId', type: 'number', label: 'Inspector ID', sortable: false },
    inspectorName: inspectorsService.inspectorNameField('pickups.inspectorId'),
    tripCharge: { column: sql`cast(pickups.trip_charge as double precision)`, type: 'number', label: 'Trip Charge', format: 'money' },
    droppedOff: { column: 'pickups.droppedOff', type: 'boolean', label: 'Dropped Off' },
    stopNum: { column: 'pickups.stopNum', type: 'number', label: 'Stop' },
    parentPickupId: { column: 'pickups.parentPickupId', type: 'number', label: 'Parent Pickup ID', sortable: false },
  },
  search: ['pickupNumberText', 'companyName', 'caller', 'pickupAddr1', 'pickupCity', 'projectAddr1', 'inspectorName'],
  searchColumn: 'pickups.searchText',
  dateField: 'schedPickupDate',
  defaultSort: { field: 'schedPickupDate', dir: 'desc' },
  key: 'id',
  query: (db) =>
    inspectorsService.joinInspectors(
      customersService
        .joinCompanies(db.selectFrom('pickups'), 'pickups.customerId', 'left')
        .leftJoin('pickupStatuses', 'pickupStatuses.id', 'pickups.pickupStatusId')
        .leftJoin('users', 'users.id', 'pickups.driverId'),
      'pickups.inspectorId',
    ),
});
