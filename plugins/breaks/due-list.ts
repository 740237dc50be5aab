import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AnyDatabase } from '../../core/db/database.ts';
import { planLiteral } from '../../core/db/prepared.ts';
import type { TableParams } from '../../core/table/params.ts';
import {
  cappedCount,
  countCap,
  countOf,
  executeListStatement,
  matchingQueries,
  pageQuery,
  type TableResult,
} from '../../core/table/query.ts';
import { breakListModel, dueColumns } from './list.model.ts';
import { COUNTED_GROUPS, DUE_GROUPS, type DueGroup } from './rules/due-group.ts';

/** A group of the list and how many rows it has, counted up to the list's cap (then `countCapped`). */
export interface GroupCount {
  group: DueGroup;
  /** Left out for 'Not due' when another count is capped. */
  count?: number;
  countCapped?: true;
}

/**
 * Each group as a condition the partial index of untested specimens (by test date) can serve,
 * rather than the `case` of the group's name, which the database would compute for every row.
 * The rule of rules/due-group.ts, branch for branch; the groups exclude each other.
 */
function groupWhere(today: string): Record<DueGroup, RawBuilder<SqlBool>> {
  const { isTested, date, isImmediate } = dueColumns();
  const untested = sql<SqlBool>`not ${isTested}`;
  const day = planLiteral(today);
  const later = sql<SqlBool>`(${date} > ${day} or ${date} is null)`;
  return {
    Overdue: sql<SqlBool>`${untested} and ${date} < ${day}`,
    Today: sql<SqlBool>`${untested} and ${date} = ${day}`,
    Immediate: sql<SqlBool>`${untested} and ${isImmediate} and ${later}`,
    'Not due': sql<SqlBool>`(${isTested} or (${later} and not ${isImmediate}))`,
  };
}

/**
 * A page of the due list (decision 227): overdue, today's, immediate, then the rest, each group
 * in the requested sort. The groups' counts and the list's come in one statement; then each
 * group's part of the page is read on its own, from where the page starts in it (the counts say
 * where), so every read is an index range in the requested order and no query sorts the whole
 * list. The counts stop at the list's cap, which is past the page's end, so a capped group holds
 * the rest of the page. A search reads each group as the union of its alternatives (decision 234).
 */
export async function dueListPage(db: AnyDatabase, today: string, params: TableParams): Promise<TableResult & { groups: GroupCount[] }> {
  const model = breakListModel(today);
  const matching = await matchingQueries(db, model, params);
  const where = groupWhere(today);
  const inGroup = (group: DueGroup) => matching.map((query) => query.where(where[group]));
  const cap = countCap(params);
  const countsQuery = db.selectNoFrom([
    ...COUNTED_GROUPS.map((group, index) => countOf(db, model, inGroup(group), cap).as(`group${index}`)),
    ...(params.count ? [countOf(db, model, matching, cap).as('total')] : []),
  ]);
  const found = (await executeListStatement(db, params, countsQuery))[0] as Record<string, number | string>;
  const counted = COUNTED_GROUPS.map((group, index) => {
    const { count, capped } = cappedCount(found[`group${index}`]!, cap);
    return capped ? { group, count, countCapped: true as const } : { group, count };
  });
  const rows: Record<string, unknown>[] = [];
  let before = 0;
  for (const group of DUE_GROUPS) {
    const known = counted.find((item) => item.group === group);
    const offset = Math.max(0, params.offset - before);
    const limit = params.limit - rows.length;
    if (limit <= 0) break;
    if (!known || known.count > offset) {
      const part = pageQuery(db, model, inGroup(group), { ...params, offset, limit });
      rows.push(...((await executeListStatement(db, params, part)) as Record<string, unknown>[]));
    }
    before += known?.count ?? 0;
  }
  const total = params.count ? cappedCount(found.total!, cap) : undefined;
  const exact = total !== undefined && !total.capped && counted.every((group) => !('countCapped' in group));
  const due = counted.reduce((sum, group) => sum + group.count, 0);
  const rest: GroupCount = exact ? { group: 'Not due', count: Math.max(0, total.count - due) } : { group: 'Not due' };
  return {
    rows,
    ...(total && { count: total.count }),
    ...(total?.capped && { countCapped: true as const }),
    groups: [...counted, rest],
  };
}
