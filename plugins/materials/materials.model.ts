import { sql } from 'kysely';
import { defineTableModel } from '../../core/table/model.ts';

/** The materials list, by manufacturer then type. */
export const materialsTableModel = defineTableModel({
  name: 'materials',
  fields: {
    id: { column: 'materials.id', type: 'number', label: 'ID' },
    manufacturer: { column: 'materials.manufacturer', type: 'text', label: 'Manufacturer' },
    type: { column: 'materials.type', type: 'text', label: 'Type' },
    numPlies: { column: 'materials.numPlies', type: 'number', label: 'Num Plies' },
    thickness: { column: sql`cast(${sql.ref('materials.thickness')} as double precision)`, type: 'number', label: 'Thickness' },
  },
  search: ['manufacturer', 'type'],
  defaultSort: { field: 'manufacturer', dir: 'asc' },
  key: 'id',
  query: (db) => db.selectFrom('materials'),
});
