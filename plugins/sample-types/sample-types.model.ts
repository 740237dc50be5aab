import { sql } from 'kysely';
import { defineTableModel } from '../../core/table/model.ts';

/** Money and percentages leave the list as JSON numbers; the column keeps exact cents. */
const asNumber = (column: string) => sql`cast(${sql.ref(column)} as double precision)`;

/**
 * The sample types list. Non-specimen types always come after the specimen types (a business
 * constant of the spec), whatever column the user sorts by: the base query orders by that first.
 */
export const sampleTypesTableModel = defineTableModel({
  name: 'sample-types',
  fields: {
    id: { column: 'sampleTypes.id', type: 'number', label: 'ID' },
    description: { column: 'sampleTypes.description', type: 'text', label: 'Description' },
    sku: { column: 'sampleTypes.sku', type: 'number', label: 'SKU' },
    defaultRate: { column: asNumber('sampleTypes.defaultRate'), type: 'number', label: 'Default Rate', format: 'money' },
    maxPsiPct: { column: asNumber('sampleTypes.maxPsiPct'), type: 'number', label: 'Max PSI %' },
    nonSpecimen: { column: 'sampleTypes.nonSpecimen', type: 'boolean', label: 'Non-Specimen' },
    defaultTestTypeId: { column: 'sampleTypes.defaultTestTypeId', type: 'number', label: 'Default Test Type ID' },
    defaultTestType: { column: 'testTypes.description', type: 'text', label: 'Default Test Type' },
    defaultReportTemplate: { column: 'sampleTypes.defaultReportTemplate', type: 'text', label: 'Report Template' },
    quickbooksId: { column: 'sampleTypes.quickbooksId', type: 'text', label: 'QuickBooks ID' },
  },
  search: ['description', 'defaultReportTemplate', 'quickbooksId'],
  defaultSort: { field: 'description', dir: 'asc' },
  key: 'id',
  query: (db) =>
    db
      .selectFrom('sampleTypes')
      .leftJoin('testTypes', 'testTypes.id', 'sampleTypes.defaultTestTypeId')
      .orderBy('sampleTypes.nonSpecimen', 'asc'),
});

/** The test types list, shortest wait first (Hold, 7 Day, 28 Day, 56 Day). */
export const testTypesTableModel = defineTableModel({
  name: 'test-types',
  fields: {
    id: { column: 'testTypes.id', type: 'number', label: 'ID' },
    description: { column: 'testTypes.description', type: 'text', label: 'Description' },
    dateVariance: { column: 'testTypes.dateVariance', type: 'number', label: 'Date Variance (days)' },
    noTestDateRequired: { column: 'testTypes.noTestDateRequired', type: 'boolean', label: 'No Test Date Required' },
  },
  search: ['description'],
  defaultSort: { field: 'dateVariance', dir: 'asc' },
  key: 'id',
  query: (db) => db.selectFrom('testTypes'),
});
