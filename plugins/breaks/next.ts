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
  const { rows } = isDueList(params) ? await dueListPage(db, today, params) : await runTableQuery(db, model, params);
  const at = rows.findIndex((row) => row.id === id);
  const next = rows.slice(at + 1).find((row) => !saved.has(row.id as number)) ?? null;
  return { next, rows };
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
