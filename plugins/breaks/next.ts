import type { Kysely } from 'kysely';
import { parseTableParams } from '../../core/table/params.ts';
import { runTableQuery } from '../../core/table/query.ts';
import type { BreaksDatabase } from './breaks.table.ts';
import { dueListPage } from './due-list.ts';
import { breakListModel, isDueList } from './list.model.ts';
import { rowLayout } from './rules/set.ts';
import { specimenView } from './specimen-view.ts';
import { loadTemplate } from './template-choice.ts';

/** How far down the list Save & Next looks for the specimen it is on. */
export const NEXT_WINDOW = 500;
/**
 * The rows Save & Next reads first. After a save the specimen has most often left the list (it
 * is tested) and the next is at its top: a short read, then the whole window only when the
 * specimen is further down, or the next is too near the read's end to see its set.
 */
const FIRST_LOOK = 30;
/** Rows past the next one that its set's other specimens may take (a set is at most a few rows). */
const SET_ROOM = 12;

type Row = Record<string, unknown>;

/**
 * Save & Next: the first specimen after `id` in the break list's order, with the list's filters
 * and sort (`query`, as `GET /api/break-report` takes it), that is not one of `saved` (the
 * specimen, or the set, being saved). A specimen no longer in the list (already tested) goes
 * on to the list's first. Also answers the rows looked at, for the set screen's choice.
 */
export async function nextInList(
  db: Kysely<BreaksDatabase>,
  today: string,
  query: Record<string, string>,
  id: number,
  saved: ReadonlySet<number>,
): Promise<{ next: Row | null; rows: Row[] }> {
  const model = breakListModel(today);
  const params = parseTableParams(model, { ...query, limit: String(NEXT_WINDOW), offset: '0', count: 'false' });
  // The list's own order: grouped when it is the due list.
  const read = async (limit: number) =>
    (isDueList(params) ? await dueListPage(db, today, { ...params, limit }) : await runTableQuery(db, model, { ...params, limit })).rows;
  const inList = async () =>
    (await runTableQuery(db, model, { ...params, conditions: [...params.conditions, { field: 'id', op: 'eq', value: id }], limit: 1 })).rows
      .length > 0;
  const nextOf = (rows: Row[]) => {
    const at = rows.findIndex((row) => row.id === id);
    const index = rows.findIndex((row, position) => position > at && !saved.has(row.id as number));
    return { at, index };
  };
  let rows = await read(FIRST_LOOK);
  let { at, index } = nextOf(rows);
  const whole = rows.length < FIRST_LOOK;
  const enough = whole || (index !== -1 && index + SET_ROOM < rows.length && (at !== -1 || !(await inList())));
  if (!enough) {
    rows = await read(NEXT_WINDOW);
    ({ at, index } = nextOf(rows));
  }
  return { next: index === -1 ? null : rows[index]!, rows };
}

/**
 * Whether the next specimen opens on the set screen: another specimen of its sample set due the
 * same day is in the list too, and its template's fields fit in a row.
 */
export async function opensAsSet(db: Kysely<BreaksDatabase>, next: Row, rows: readonly Row[]): Promise<boolean> {
  const siblings = rows.filter((row) => row.sampleId === next.sampleId && row.testDate === next.testDate);
  if (siblings.length < 2) return false;
  const { templateId } = await specimenView(db, next.id as number);
  return rowLayout((await loadTemplate(templateId)).definition.fields).fits;
}
