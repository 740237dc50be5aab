import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { VersionColumn } from '../../core/db/versioned.ts';

export interface MaterialsTable {
  version: VersionColumn;
  id: Generated<number>;
  manufacturer: string;
  type: string;
  numPlies: number;
  /** `numeric`: a decimal string when read. */
  thickness: ColumnType<string, number | string, number | string>;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

export interface MaterialsDatabase {
  materials: MaterialsTable;
}

export type MaterialRow = Selectable<MaterialsTable>;
export type NewMaterialRow = Insertable<MaterialsTable>;
