import { sql } from 'kysely';
import type { AnyDatabase } from '../core/db/database.ts';
import { fieldExpression, type TableModel } from '../core/table/model.ts';
import { searchDocument } from '../core/table/search-text.ts';

/**
 * How many rows of a list keep a search text other than its model's own search fields give: 0
 * when the migration that made the column (`addSearchText`) and the model name the same fields
 * in the same order. A plugin's test runs it over its seeded rows.
 * @example expect(await searchTextMismatches(db, pickupsTableModel)).toBe(0);
 */
export async function searchTextMismatches(db: AnyDatabase, model: TableModel): Promise<number> {
  if (model.searchColumn === undefined) throw new Error(`Table model "${model.name}" keeps no search text`);
  const own = (model.search ?? []).map((name) => model.fields[name]!).filter((field) => field.searchVia === undefined);
  const derived = sql`lower(${searchDocument(own.map(fieldExpression))})`;
  const row = (await model
    .query(db)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(sql.ref(model.searchColumn), 'is distinct from', derived)
    .executeTakeFirstOrThrow()) as { count: string | number };
  return Number(row.count);
}
