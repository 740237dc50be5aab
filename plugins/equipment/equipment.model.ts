import { defineTableModel } from '../../core/table/model.ts';

/** The test equipment list, by name. */
export const equipmentTableModel = defineTableModel({
  name: 'test-equipment',
  fields: {
    id: { column: 'testEquipment.id', type: 'number', label: 'ID' },
    name: { column: 'testEquipment.name', type: 'text', label: 'Name' },
    calibration: { column: 'testEquipment.calibration', type: 'text', label: 'Calibration Dates' },
    detailsLabel: { column: 'testEquipment.detailsLabel', type: 'text', label: 'Details Label' },
    details: { column: 'testEquipment.details', type: 'text', label: 'Details', sortable: false },
  },
  search: ['name', 'calibration', 'detailsLabel', 'details'],
  defaultSort: { field: 'name', dir: 'asc' },
  key: 'id',
  query: (db) => db.selectFrom('testEquipment'),
});
