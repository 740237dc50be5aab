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
  /** The reviewer's role as printed in the approval: Admin or Customer Service. */
  finalizedRole: string | null;
  /** The lab's statements confirmed at review ([{ key, text }]): "Specimen 1004.1.3 not tested: damaged in transport". */
  statements: JsonText;
  amended: WithDefault<boolean>;
  amendReason: string | null;
  issue: WithDefault<number>;
  pdfs: string | null;
  versions: JsonText;
  generalReportInfo: JsonText;
  dataSheetInfo: JsonText;
  images: JsonText;
  graph: string | null;
  equipment: JsonText;
  materials: JsonText;
  error: string | null;
  sentAt: Date | null;
  version: VersionColumn;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
  /** The list's search text, derived by the database from the sample set's number and the project's address (decision 234). */
  searchText: ColumnType<string, never, never>;
}

export interface UnsentReportsTable {
  id: Generated<number>;
  reportId: number;
  filename: string;
  reason: string;
  detail: string | null;
  createdAt: ColumnType<Date, never, never>;
}

/** One issued revision of a report: its one signed file, kept for good. */
export interface ReportIssuesTable {
  id: Generated<number>;
  reportId: number;
  revision: number;
  filename: string;
  sha256: string;
  /** The verification page's code: `/verify/{code}`. */
  code: string;
  issuedAt: ColumnType<Date, Date | undefined, never>;
  approvedBy: string;
  approvedRole: string;
  approvedAt: Date;
  amendReason: string | null;
}

/** A pickup's General Report Info, copied to its reports. */
export interface PickupReportInfoTable {
  pickupId: number;
  generalReportInfo: JsonText;
  version: ColumnType<number, number | undefined, number>;
  updatedAt: ColumnType<Date, never, Date>;
}

/** What this plugin's queries see: its own tables and core's. */
export type ReportsDatabase = CoreDatabase & {
  reports: ReportsTable;
  unsentReports: UnsentReportsTable;
  reportIssues: ReportIssuesTable;
  pickupReportInfo: PickupReportInfoTable;
};

export type ReportRow = Selectable<ReportsTable>;
export type NewReportRow = Insertable<ReportsTable>;
export type ReportUpdate = Updateable<ReportsTable>;
export type ReportIssueRow = Selectable<ReportIssuesTable>;
