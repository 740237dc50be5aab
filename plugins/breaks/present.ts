import type { TestResultChangeRow, TestResultRow } from './breaks.table.ts';

/** A test result as the API answers it and other plugins read it. */
export interface TestResult {
  id: number;
  version: number;
  specimenId: number;
  sampleId: number;
  pickupId: number;
  sampleTypeId: number | null;
  status: TestResultRow['status'];
  /** The template that computed it: its id and the package version. */
  template: { id: string; version: string };
  results: Record<string, unknown>;
  computed: Record<string, unknown>;
  remarks: TestResultRow['remarks'];
  message: string | null;
  calculatedPsi: number | null;
  testDate: string | null;
  testsComplete: boolean;
  createdAt: string;
  updatedAt: string;
}

export function presentTestResult(row: TestResultRow): TestResult {
  return {
    id: row.id,
    version: row.version,
    specimenId: row.specimenId,
    sampleId: row.sampleId,
    pickupId: row.pickupId,
    sampleTypeId: row.sampleTypeId,
    status: row.status,
    template: { id: row.templateId, version: row.templateVersion },
    results: row.results,
    computed: row.computed,
    remarks: row.remarks,
    message: row.message,
    calculatedPsi: row.calculatedPsi === null ? null : Number(row.calculatedPsi),
    testDate: row.testDate,
    testsComplete: row.testsComplete,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One save of a result in its history. */
export interface TestResultChange {
  version: number;
  action: 'create' | 'update';
  changedBy: number | null;
  changedByName: string;
  changedAt: string;
  template: { id: string; version: string };
  statusBefore: TestResultRow['status'] | null;
  statusAfter: TestResultRow['status'];
  changes: TestResultChangeRow['changes'];
}

export function presentChange(row: TestResultChangeRow): TestResultChange {
  return {
    version: row.version,
    action: row.action,
    changedBy: row.changedBy,
    changedByName: row.changedByName,
    changedAt: row.changedAt.toISOString(),
    template: { id: row.templateId, version: row.templateVersion },
    statusBefore: row.statusBefore,
    statusAfter: row.statusAfter,
    changes: row.changes,
  };
}
