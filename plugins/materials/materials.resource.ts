import type { CrudResource } from '../../lib/records/crud.ts';
import { decimalToNumber } from '../../lib/records/decimal.ts';
import type { SearchRoute } from '../../lib/records/search.ts';
import type { MaterialRow } from './materials.table.ts';
import { materialsTableModel } from './materials.model.ts';
import { MATERIALS_PERMISSION } from './permissions.ts';
import { materialInputSchema, materialUpdateSchema } from './schema.ts';

/** A material as the API answers it: thickness as a number of inches. */
export function presentMaterial(row: MaterialRow) {
  return {
    id: row.id,
    manufacturer: row.manufacturer,
    type: row.type,
    numPlies: row.numPlies,
    thickness: decimalToNumber(row.thickness, 4),
    version: row.version,
  };
}

export type Material = ReturnType<typeof presentMaterial>;

export const materialResource: CrudResource = {
  entity: 'material',
  table: 'materials',
  names: { one: 'material', many: 'materials' },
  path: '/api/materials',
  model: materialsTableModel,
  permissions: { read: MATERIALS_PERMISSION.read, write: MATERIALS_PERMISSION.manage },
  createSchema: materialInputSchema,
  updateSchema: materialUpdateSchema,
  present: (row) => presentMaterial(row as MaterialRow),
  messages: {
    notFound: 'Material not found',
    duplicate: 'This material already exists',
    inUse: 'This material is used on reports and cannot be deleted',
  },
};

export const materialSearch: SearchRoute = {
  path: '/api/materials/search',
  permission: MATERIALS_PERMISSION.read,
  summary: 'Materials whose manufacturer or type has every word of the query',
  table: 'materials',
  columns: ['manufacturer', 'type'],
  orderBy: ['manufacturer', 'type'],
  answer: 'materials',
  present: (row) => presentMaterial(row as MaterialRow),
};
