import { sql } from 'kysely';
import { defineTableModel, type TableModel } from '../../core/table/model.ts';

/**
 * 'Overdue' once the due date is past in the lab's time zone (as `calibrationOverdue` judges),
 * else 'Calibrated'; empty without a due date. The list filters on it.
 */
const calibrationStatus = (labTimeZone: string) => {
  const due = sql.ref('testEquipment.calibrationDue');
  return sql`case when ${due} is null then null when ${due} < cast(now() at time zone ${labTimeZone} as date) then 'Overdue' else 'Calibrated' end`;
};

/** The test equipment list, by name, with its calibration due date and whether it is overdue. */
export function equipmentTableModel(labTimeZone: string): TableModel {
  return defineTableModel({
    name: 'test-equipment',
    fields: {
      id: { column: 'testEquipment.id', type: 'number', label: 'ID' },
      name: { column: 'testEquipment.name', type: 'text', label: 'Name' },
      calibration: { column: 'testEquipment.calibration', type: 'text', label: 'Calibration Dates' },
      lastCalibrated: { column: 'testEquipment.lastCalibrated', type: 'date', label: 'Last Calibrated', sortable: false },
      calibrationDue: { column: 'testEquipment.calibrationDue', type: 'date', label: 'Calibration Due' },
      calibrationStatus: {
        column: calibrationStatus(labTimeZone),
        type: 'text',
        label: 'Calibration Status',
        sortable: false,
      },
      detailsLabel: { column: 'testEquipment.detailsLabel', type: 'text', label: 'Details Label' },
      details: { column: 'testEquipment.details', type: 'text', label: 'Details', sortable: false },
    },
    search: ['name', 'calibration', 'detailsLabel', 'details'],
    dateField: 'calibrationDue',
    defaultSort: { field: 'name', dir: 'asc' },
    key: 'id',
    query: (db) => db.selectFrom('testEquipment'),
  });
}
