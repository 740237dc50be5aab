import { sql } from 'kysely';
import { defineTableModel } from '../../core/table/model.ts';
import { pickupsService } from '../pickups/index.ts';
import { breaksService } from './read-model.ts';
import { specimenBadges } from './rules/badges.ts';
import { attentionFor } from './rules/result.ts';
import type { TestResultStatus } from './breaks.table.ts';

/**
 * The break list: specimens of received pickups with their result. The model depends on the
 * lab's day (Overdue); the default order is by test date, oldest first, so overdue and today's
 * specimens lead. `badges` is filled per row by the route (rules/badges.ts), not by SQL.
 */
export function breakListModel(today: string) {
  return defineTableModel({
    name: 'break-report',
    fields: {
      ...pickupsService.receivedSpecimenFields,
      overdue: pickupsService.overdueField(today),
      badges: { column: sql`null`, type: 'text', label: 'Status', sortable: false, filterable: false, exported: false },
      testResultId: { column: breaksService.columns.id, type: 'number', label: 'Test Result ID', sortable: false },
      resultStatus: { column: breaksService.columns.status, type: 'text', label: 'Result' },
      actions: { column: sql`'Edit'`, type: 'text', label: 'Actions', sortable: false, filterable: false, exported: false },
      enterSet: { column: sql`'Enter set'`, type: 'text', label: 'Set', sortable: false, filterable: false, exported: false },
    },
    // A specimen number starts with its pickup's number, so searching it finds a pickup's specimens too.
    search: ['specimenNum', 'companyName'],
    dateField: 'testDate',
    defaultSort: { field: 'testDate', dir: 'asc' },
    key: 'id',
    query: (db) => breaksService.joinTestResults(pickupsService.receivedSpecimens(db), pickupsService.specimenKey),
  });
}

/** The model's fields for the page's columns (the day does not change which fields there are). */
export const BREAK_LIST_FIELDS = breakListModel('2000-01-01');

type Row = Record<string, unknown>;

/**
 * A list row as the second document names it: the specimen with `TestType`, `Customer`,
 * `Pickup` and `TestResult`, beside the flat fields the generic table shows and sorts by.
 */
export function presentListRow(row: Row, today: string, results: Map<number, unknown>): Row {
  const result = results.get(row.id as number) as { status: TestResultStatus; message: string | null } | undefined;
  const flags = {
    immediate: row.immediate === true,
    tested: row.tested === true,
    testDate: (row.testDate as string | null) ?? null,
    unjudged: result?.status === 'Pending',
  };
  return {
    ...row,
    badges: specimenBadges(flags, today),
    attention: result && row.tested !== true ? attentionFor(result) : null,
    TestType: row.testTypeId === null ? null : { id: row.testTypeId, description: row.testType },
    Customer: { id: row.customerId, companyName: row.companyName },
    Pickup: { id: row.pickupId, pickupNumber: row.pickupNumber },
    TestResult: results.get(row.id as number) ?? null,
  };
}
