import { sql } from 'kysely';
import { defineTableModel, type TableField } from '../../core/table/model.ts';
import { customersService } from '../customers/index.ts';

const FIELDS: Record<string, TableField> = {
  id: { column: 'savedLocations.id', type: 'number', label: 'ID' },
  pickupAddr1: { column: 'savedLocations.pickupAddr1', type: 'text', label: 'Address' },
  pickupAddr2: { column: 'savedLocations.pickupAddr2', type: 'text', label: 'Address 2', sortable: false },
  pickupCity: { column: 'savedLocations.pickupCity', type: 'text', label: 'City' },
  pickupZip: { column: 'savedLocations.pickupZip', type: 'text', label: 'Zip' },
  jobName: { column: 'savedLocations.jobName', type: 'text', label: 'Job Name' },
  mapPage: { column: 'savedLocations.mapPage', type: 'text', label: 'Map Page', sortable: false },
  crossStreet: { column: 'savedLocations.crossStreet', type: 'text', label: 'Gate Code', sortable: false },
  cellPhone: { column: 'savedLocations.cellPhone', type: 'text', label: 'Cell Phone', sortable: false },
  reportEmail: { column: 'savedLocations.reportEmail', type: 'text', label: 'Report Email', sortable: false },
  sendReports: { column: 'savedLocations.sendReports', type: 'boolean', label: 'Send Reports', sortable: false },
  fuelCharge: { column: 'savedLocations.fuelCharge', type: 'boolean', label: 'Fuel Charge', sortable: false },
  customerId: { column: 'savedLocations.customerId', type: 'number', label: 'Customer ID' },
  companyName: customersService.companyNameField('savedLocations.customerId'),
};

/** Money leaves the list as a JSON number; the column keeps exact cents. */
const TRIP_CHARGE: TableField = {
  column: sql`cast(saved_locations.trip_charge as double precision)`,
  type: 'number',
  label: 'Trip Charge',
};

const base = {
  search: ['pickupAddr1', 'pickupCity', 'pickupZip', 'jobName', 'companyName'],
  defaultSort: { field: 'pickupAddr1', dir: 'asc' },
  key: 'id',
  query: (db) => customersService.joinCompanies(db.selectFrom('savedLocations'), 'savedLocations.customerId', 'inner'),
} satisfies Omit<Parameters<typeof defineTableModel>[0], 'name' | 'fields'>;

/** The project addresses list as staff see it, trip charge included. */
export const staffLocationsModel = defineTableModel({ name: 'project-addresses', fields: { ...FIELDS, tripCharge: TRIP_CHARGE }, ...base });

/**
 * The same list for a customer: no trip charge, not even to sort or filter by, so nothing
 * about it can be learnt from the answer.
 */
export const ownLocationsModel = defineTableModel({ name: 'project-addresses', fields: FIELDS, ...base });
