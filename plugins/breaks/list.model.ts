import { sql, type RawBuilder } from 'kysely';
import { planLiteral } from '../../core/db/prepared.ts';
import { defineTableModel, fieldExpression, type TableField } from '../../core/table/model.ts';
import type { TableParams } from '../../core/table/params.ts';
import { pickupsForBreaks } from '../pickups/index.ts';
import { breaksService } from './read-model.ts';
import { specimenBadges } from './rules/badges.ts';
import { DUE_GROUPS, type DueGroup } from './rules/due-group.ts';
import { attentionFor, fixedOnPickup } from './rules/result.ts';
import type { TestResultStatus } from './breaks.table.ts';

const { tested, testDate, immediate } = pickupsForBreaks.receivedSpecimenFields;

/** The fields the due groups read, as SQL. */
export const dueColumns = () => ({
  isTested: fieldExpression(tested),
  date: fieldExpression(testDate),
  isImmediate: fieldExpression(immediate),
});
/**
 * `dueGroup` (rules/due-group.ts) in SQL, as the group's name or its place in DUE_GROUPS (which
 * orders the list). The same branches in the same order as the rule; list-groups.test.ts checks
 * them against each other on both databases.
 */
function dueGroupSql(today: string, as: 'name' | 'rank'): RawBuilder<unknown> {
  const value = (group: DueGroup) => (as === 'name' ? sql.lit(group) : sql.lit(DUE_GROUPS.indexOf(group)));
  const { isTested, date, isImmediate } = dueColumns();
  const day = planLiteral(today);
  return sql`(case when ${isTested} then ${value('Not due')}
    when ${date} < ${day} then ${value('Overdue')}
    when ${date} = ${day} then ${value('Today')}
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
 * The break list's models by day and view, made once: a request reads the same model, whose
 * parameters' schema the table helper keeps per model instead of building it each time.
 */
const modelsOfTheDay = new Map<string, ReturnType<typeof defineBreakListModel>>();

/**
 * The break list: specimens of received pickups with their result, by the chosen sort (by test
 * date, oldest first, unless another is asked). `grouped`: what is due first (overdue, then
 * today's, then immediate; decision 227), each group in that sort. The model depends on the
 * lab's day. `badges` and the Needs attention note are filled per row by the route.
 */
export function breakListModel(today: string, { grouped = false } = {}) {
  const key = `${today} ${String(grouped)}`;
  let model = modelsOfTheDay.get(key);
  if (!model) {
    // Yesterday's models go when today's come: at most both views of two days are kept.
    if (modelsOfTheDay.size >= 4) modelsOfTheDay.clear();
    model = defineBreakListModel(today, grouped);
    modelsOfTheDay.set(key, model);
  }
  return model;
}

function defineBreakListModel(today: string, grouped: boolean) {
  return defineTableModel({
    name: 'break-report',
    fields: {
      ...pickupsForBreaks.receivedSpecimenFields,
      overdue: pickupsForBreaks.overdueField(today),
      dueGroup: { column: dueGroupSql(today, 'name'), type: 'text', label: 'Due', sortable: false },
      badges: presented('Status'),
      attentionNote: presented('Needs attention'),
      attentionHref: presented('Where to fix it'),
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
    ...(grouped ? { groupOrder: dueGroupSql(today, 'rank') } : {}),
    query: (db) => breaksService.joinTestResults(pickupsForBreaks.receivedSpecimens(db), pickupsForBreaks.specimenKey),
  });
}

/** The model's fields for the page's columns (the day does not change which fields there are). */
export const BREAK_LIST_FIELDS = breakListModel('2000-01-01');

/**
 * Whether a list request is the due list, which the groups order: its Tested filter on Not tested
 * (the page opens so). A list with tested specimens keeps its plain sort: grouping it would sort
 * every specimen the lab ever broke before taking a page (decision 227).
 */
export const isDueList = (params: TableParams): boolean =>
  params.conditions.some((condition) => condition.field === 'tested' && condition.op === 'eq' && condition.value === false);

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
