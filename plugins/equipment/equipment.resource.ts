import type { CrudResource } from '../../lib/records/crud.ts';
import type { SearchRoute } from '../../lib/records/search.ts';
import type { EquipmentRow } from './equipment.table.ts';
import { equipmentTableModel } from './equipment.model.ts';
import { EQUIPMENT_PERMISSION } from './permissions.ts';
import { equipmentInputSchema, equipmentUpdateSchema } from './schema.ts';

/** One piece of test equipment as the API answers it. */
export function presentEquipment(row: EquipmentRow) {
  return {
    id: row.id,
    name: row.name,
    calibration: row.calibration,
    lastCalibrated: row.lastCalibrated,
    calibrationDue: row.calibrationDue,
    detailsLabel: row.detailsLabel,
    details: row.details,
    version: row.version,
  };
}

export type Equipment = ReturnType<typeof presentEquipment>;

/** The CRUD routes; the list judges overdue calibration by the lab's today. */
export const equipmentResource = (labTimeZone: string): CrudResource => ({
  entity: 'equipment',
  table: 'testEquipment',
  names: { one: 'piece of test equipment', many: 'test equipment' },
  path: '/api/test-equipment',
  model: equipmentTableModel(labTimeZone),
  permissions: { read: EQUIPMENT_PERMISSION.read, write: EQUIPMENT_PERMISSION.manage },
  createSchema: equipmentInputSchema,
  updateSchema: equipmentUpdateSchema,
  present: (row) => presentEquipment(row as EquipmentRow),
  messages: {
    notFound: 'Test equipment not found',
    duplicate: 'This test equipment already exists',
    inUse: 'This test equipment is used on reports and cannot be deleted',
  },
});

export const equipmentSearch: SearchRoute = {
  path: '/api/test-equipment/search',
  permission: EQUIPMENT_PERMISSION.read,
  summary: 'Test equipment whose name, calibration or details have every word of the query',
  table: 'testEquipment',
  columns: ['name', 'calibration', 'detailsLabel', 'details'],
  orderBy: ['name'],
  answer: 'equipment',
  present: (row) => presentEquipment(row as EquipmentRow),
};
