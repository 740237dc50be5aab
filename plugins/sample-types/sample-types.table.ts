import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { VersionColumn } from '../../core/db/versioned.ts';

/** `numeric` comes back as a decimal string; writes take a number or a string. */
type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type Timestamps = {
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
};

export interface TestTypesTable extends Timestamps {
  version: VersionColumn;
  id: Generated<number>;
  description: string;
  dateVariance: ColumnType<number, number | undefined, number>;
  noTestDateRequired: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SampleTypesTable extends Timestamps {
  version: VersionColumn;
  id: Generated<number>;
  description: string;
  sku: number | null;
  defaultRate: Numeric;
  maxPsiPct: Numeric;
  nonSpecimen: ColumnType<boolean, boolean | undefined, boolean>;
  defaultTestTypeId: number | null;
  defaultReportTemplate: string | null;
  quickbooksId: string | null;
  /** The default break schedule, `[{ qty, testTypeId }]` (read parsed, written as JSON text); null: none. */
  breakSchedule: ColumnType<Array<{ qty: number; testTypeId: number }> | null, string | null | undefined, string | null>;
}

/** The tables this plugin owns, as Kysely sees them (camelCase through CamelCasePlugin). */
export interface SampleTypesDatabase {
  sampleTypes: SampleTypesTable;
  testTypes: TestTypesTable;
}

export type SampleTypeRow = Selectable<SampleTypesTable>;
export type NewSampleTypeRow = Insertable<SampleTypesTable>;
export type SampleTypeUpdate = Updateable<SampleTypesTable>;
export type TestTypeRow = Selectable<TestTypesTable>;
export type NewTestTypeRow = Insertable<TestTypesTable>;
export type TestTypeUpdate = Updateable<TestTypesTable>;
