import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { VersionColumn } from '../../core/db/versioned.ts';

export interface InspectorsTable {
  version: VersionColumn;
  id: Generated<number>;
  fullName: string;
  mobilePhone: string | null;
  officePhone: string | null;
  fax: string | null;
  email: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  license: string | null;
  customerId: number | null;
  firm: string | null;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

/** What this plugin's queries see (camelCase through CamelCasePlugin). */
export interface InspectorsDatabase {
  inspectors: InspectorsTable;
}

export type InspectorRow = Selectable<InspectorsTable>;
export type NewInspectorRow = Insertable<InspectorsTable>;
export type InspectorUpdate = Updateable<InspectorsTable>;
