import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { VersionColumn } from '../../core/db/versioned.ts';

export interface TestEquipmentTable {
  version: VersionColumn;
  id: Generated<number>;
  name: string;
  calibration: string;
  lastCalibrated: string | null;
  calibrationDue: string | null;
  detailsLabel: string | null;
  details: string | null;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

export interface EquipmentDatabase {
  testEquipment: TestEquipmentTable;
}

export type EquipmentRow = Selectable<TestEquipmentTable>;
export type NewEquipmentRow = Insertable<TestEquipmentTable>;
