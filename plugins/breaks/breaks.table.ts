import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { FieldChange } from '../../core/audit/audit.ts';
import type { CoreDatabase } from '../../core/db/core-database.ts';
import type { VersionColumn } from '../../core/db/versioned.ts';

/** `numeric` comes back as a decimal string; writes take a number or a string. */
type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type Json<T> = ColumnType<T, string, string>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** The status the templates engine gives a result. */
export type TestResultStatus = 'Pending' | 'Passed' | 'Failed';

/** A review rule a result breaks (from the engine), kept with the result. */
export interface StoredRemark {
  rule: string;
  text: string;
  accepted: boolean;
}

export interface TestResultsTable {
  id: Generated<number>;
  version: VersionColumn;
  specimenId: number;
  sampleId: number;
  pickupId: number;
  sampleTypeId: number | null;
  templateId: string;
  templateVersion: string;
  /** The entered fields and the stored values (technician, testDate, time, calculatedPsi, pctAge, failedStatus, testsComplete). */
  results: Json<Record<string, unknown>>;
  /** Every computed value of the template, as the server computed it. */
  computed: ColumnType<Record<string, unknown>, string | undefined, string>;
  remarks: ColumnType<StoredRemark[], string | undefined, string>;
  status: TestResultStatus;
  /** Why the status is what it is (the engine's message), or null. */
  message: string | null;
  calculatedPsi: Numeric;
  testDate: string | null;
  testsComplete: WithDefault<boolean>;
  createdBy: number | null;
  updatedBy: number | null;
  /** When the non-compliance alert went to the outbox; null until the result first fails. */
  failureAlertSentAt: ColumnType<Date | null, never, Date | null>;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

/** One save of a result, never updated nor deleted. */
export interface TestResultChangesTable {
  id: Generated<number>;
  testResultId: number;
  version: number;
  action: 'create' | 'update';
  changedBy: number | null;
  changedByName: string;
  changedAt: ColumnType<Date, never, never>;
  templateId: string;
  templateVersion: string;
  statusBefore: TestResultStatus | null;
  statusAfter: TestResultStatus;
  before: Json<Record<string, unknown> | null>;
  after: Json<Record<string, unknown>>;
  changes: Json<FieldChange[]>;
}

/** A compression machine's column mapping: which CSV header goes to which target. */
export interface ResultImportMappingsTable {
  id: Generated<number>;
  version: VersionColumn;
  machine: string;
  columns: Json<Record<string, string>>;
  updatedBy: number | null;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

/** What this plugin's queries see: its own tables and core's. Pickups' records come through its read model. */
export type BreaksDatabase = CoreDatabase & {
  testResults: TestResultsTable;
  testResultChanges: TestResultChangesTable;
  resultImportMappings: ResultImportMappingsTable;
};

export type TestResultRow = Selectable<TestResultsTable>;
export type NewTestResultRow = Insertable<TestResultsTable>;
export type TestResultChangeRow = Selectable<TestResultChangesTable>;
export type ResultImportMappingRow = Selectable<ResultImportMappingsTable>;
