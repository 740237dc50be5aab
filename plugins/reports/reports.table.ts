import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CoreDatabase } from '../../core/db/core-database.ts';
import type { VersionColumn } from '../../core/db/versioned.ts';

type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** JSON kept as text (parsed by the repository), so the keys inside keep their spelling. */
type JsonText = ColumnType<string, string | undefined, string>;

export interface ReportsTable {
  id: Generated<number>;
  sampleId: number;
  pickupId: number;
  pickupNumber: number;
  customerId: number;
  savedLocationId: number | null;
  sampleNum: string;
  projectAddress: WithDefault<string>;
  castDate: string | null;
  reportDate: string | null;
  type: string | null;
  template: string | null;
  reportInfoComplete: WithDefault<boolean>;
  finalized: WithDefault<boolean>;
  finalizedAt: Date | null;
  finalizedBy: string | null;
  amended: WithDefault<boolean>;
  pdfs: string | null;
  generalReportInfo: JsonText;
  dataSheetInfo: JsonText;
  images: JsonText;
  graph: string | null;
  equipment: JsonText;
  materials: JsonText;
  error: string | null;
  version: VersionColumn;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

/** What this plugin's queries see: its own table and core's. */
export type ReportsDatabase = CoreDatabase & { reports: ReportsTable };

export type ReportRow = Selectable<ReportsTable>;
export type NewReportRow = Insertable<ReportsTable>;
export type ReportUpdate = Updateable<ReportsTable>;
