import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { VersionColumn } from '../../core/db/versioned.ts';

/** `numeric` comes back as a decimal string; writes take a number or a string. */
type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface SavedLocationsTable {
  version: VersionColumn;
  id: Generated<number>;
  customerId: number;
  pickupAddr1: string;
  pickupAddr2: string | null;
  pickupCity: string;
  pickupZip: string | null;
  mapPage: string | null;
  jobName: string | null;
  tripCharge: Numeric;
  reportEmail: string | null;
  cellPhone: string | null;
  crossStreet: string | null;
  sendReports: WithDefault<boolean>;
  fuelCharge: WithDefault<boolean>;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

/** What this plugin's queries see (camelCase through CamelCasePlugin). */
export interface SavedLocationsDatabase {
  savedLocations: SavedLocationsTable;
}

export type LocationRow = Selectable<SavedLocationsTable>;
export type NewLocationRow = Insertable<SavedLocationsTable>;
export type LocationUpdate = Updateable<SavedLocationsTable>;
