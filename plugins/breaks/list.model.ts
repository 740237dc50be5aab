import { sql, type RawBuilder } from 'kysely';
import type { AnyDatabase } from '../../core/db/database.ts';
import { defineTableModel, fieldExpression, type TableField } from '../../core/table/model.ts';
import type { TableParams } from '../../core/table/params.ts';
import { filteredQuery } from '../../core/table/query.ts';
import { pickupsService } from '../pickups/index.ts';
import { breaksService } from './read-model.ts';
import { specimenBadges } from './rules/badges.ts';
import { COUNTED_GROUPS, DUE_GROUPS, type DueGroup } from './rules/due-group.ts';
import { attentionFor, fixedOnPickup } from './rules/result.ts';
import type { TestResultStatus } from './breaks.table.ts';

const { tested, testDate, immediate } = pickupsService.receivedSpecimenFields;

/**
 * `dueGroup` (rules/due-group.ts) in SQL, as the group's name or its place in DUE_GROUPS (which
 * orders the list). The same branches in the same order as the rule; list-groups.test.ts checks
 * them against each other on both databases.
 */
function dueGroupSql(today: string, as: 'name' | 'rank'): RawBuilder<unknown> {
  const value = (group: DueGroup) => (as === 'name' ? sql.lit(group) : sql.lit(DUE_GROUPS.indexOf(group)));
  const [isTested, date, isImmediate] = [tested, testDate, immediate].map((field: TableField) => fieldExpression(field));
  return sql`(case when ${isTested} then ${value('Not due')}
    when ${date} < ${today} then ${value('Overdue')}
    when ${date} = ${today} then ${value('Today')}
    when ${isImmediate} then ${value('Immediate')}
    else ${value('Not due')} end)`;
}

/** A list row's cell filled by the route, not by SQL. */
const presented = (label: string): TableField => ({
  column: sql`null`,
  type: 'text',
  label,
  sortable: false,
  filterable: false,
  exported: false,
});

/**
 * The break list: specimens of received pickups with their result, what is due first (overdue,
 * then today's, then immediate; decision 227), each group by the chosen sort (by test date,
 * oldest first, unless another is asked). The model depends on the lab's day. `badges` and the
 * Needs attention note are filled per row by the route (rules/badges.ts, rules/result.ts).
 */
export function breakListModel(today: string) {
  return defineTableModel({
    name: 'break-report',
    fields: {
      ...pickupsService.receivedSpecimenFields,
      overdue: pickupsService.overdueField(today),
      dueGroup: { column: dueGroupSql(today, 'name'), type: 'text', label: 'Due', sortable: false },
      badges: presented('Status'),
      attentionNote: presented('Needs attention'),
      attentionHref: presented('Where to fix it'),
      testResultId: { column: breaksService.columns.id, type: 'number', label: 'Test Result ID', sortable: false },
      resultStatus: { column: breaksService.columns.status, type: 'text', label: 'Result' },
      actions: { column: sql`'Edit'`, type: 'text', label: 'Actions', sortable: false, filterable: false, exported: false },
    },
    // A specimen number starts with its pickup's number, so searching it finds a pickup's specimens too.
    search: ['specimenNum', 'companyName'],
    dateField: 'testDate',
    defaultSort: { field: 'testDate', dir: 'asc' },
    key: 'id',
    groupOrder: dueGroupSql(today, 'rank'),
    query: (db) => breaksService.joinTestResults(pickupsService.receivedSpecimens(db), pickupsService.specimenKey),
  });
}

/** The model's fields for the page's columns (the day does not change which fields there are). */
export const BREAK_LIST_FIELDS = breakListModel('2000-01-01');

/** A group of the list and how many rows it has; 'Not due' has no count when the list's count is capped. */
export interface GroupCount {
  group: DueGroup;
  count?: number;
}

/**
 * How many rows of the filtered list are in each due group. Only untested specimens are due, so
 * the count reads the untested ones alone (the partial index of untested specimens serves it
 * at any filter); 'Not due' is the list's count less those, when that count is exact.
 */
export async function dueGroupCounts(
  db: AnyDatabase,
  model: ReturnType<typeof breakListModel>,
  params: TableParams,
  listed: { count?: number; countCapped?: true },
): Promise<GroupCount[]> {
  const untested = (await filteredQuery(db, model, params)).where(sql<boolean>`${fieldExpression(tested)} = false`);
  const rows = (await db
    .selectFrom(untested.select(sql`${fieldExpression(model.fields.dueGroup)}`.as('dueGroup')).as('due'))
    .select((eb) => ['due.dueGroup', eb.fn.countAll<number | string>().as('count')])
    .groupBy('due.dueGroup')
    .execute()) as Array<{ dueGroup: DueGroup; count: number | string }>;
  const counted = COUNTED_GROUPS.map((group) => ({ group, count: Number(rows.find((row) => row.dueGroup === group)?.count ?? 0) }));
  const due = counted.reduce((sum, group) => sum + group.count, 0);
  const rest: GroupCount =
    listed.count === undefined || listed.countCapped ? { group: 'Not due' } : { group: 'Not due', count: Math.max(0, listed.count - due) };
  return [...counted, rest];
}

type Row = Record<string, unknown>;

/**
 * A list row as the second document names it: the specimen with `TestType`, `Customer`,
 * `Pickup` and `TestResult`, beside the flat fields the generic table shows and sorts by.
 * `linksToPickup`: the reader may open the pickup, where the office sets a missing min psi.
 */
export function presentListRow(row: Row, today: string, results: Map<number, unknown>, linksToPickup = false): Row {
  const result = results.get(row.id as number) as { status: TestResultStatus; message: string | null } | undefined;
  const flags = {
    immediate: row.immediate === true,
    tested: row.tested === true,
    testDate: (row.testDate as string | null) ?? null,
    unjudged: result?.status === 'Pending',
  };
  const attention = result && row.tested !== true ? attentionFor(result) : null;
  const onPickup = linksToPickup && fixedOnPickup(attention);
  return {
    ...row,
    badges: specimenBadges(flags, today),
    attention,
    attentionNote: attention && `${attention.reason} ${attention.fix}`,
    attentionHref: onPickup ? `/admin/pickups/${String(row.pickupId)}` : null,
    TestType: row.testTypeId === null ? null : { id: row.testTypeId, description: row.testType },
    Customer: { id: row.customerId, companyName: row.companyName },
    Pickup: { id: row.pickupId, pickupNumber: row.pickupNumber },
    TestResult: results.get(row.id as number) ?? null,
  };
}
