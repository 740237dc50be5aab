import { sql, type CompiledQuery } from 'kysely';
import type { AnyDatabase } from '../core/db/database.ts';
import { parseTableParams } from '../core/table/params.ts';
import { filteredQuery, rowsQuery } from '../core/table/query.ts';
import { pickupsTableModel } from '../plugins/pickups/pickups.model.ts';

/** The pickups list request the benchmark sends: a page of 50, sorted, with a search. */
export const PICKUPS_API_QUERY = 'limit=50&sort=schedPickupDate:desc&search=mill';
export const PICKUPS_API_PATH = `/api/pickups?${PICKUPS_API_QUERY}`;

/**
 * The statements the table helper runs for a pickups list request, compiled by the same code
 * (page, then count over the same filters), so the bare SQL timing measures exactly them.
 */
export function pickupsListStatements(
  db: AnyDatabase,
  query: string = PICKUPS_API_QUERY,
): { page: CompiledQuery; count: CompiledQuery; limit: number } {
  const params = parseTableParams(pickupsTableModel, Object.fromEntries(new URLSearchParams(query)));
  const filtered = filteredQuery(db, pickupsTableModel, params);
  const count = db
    .selectFrom(filtered.clearSelect().select(sql`1`.as('one')).as('matched'))
    .select((eb) => eb.fn.countAll().as('count'))
    .compile();
  return { page: rowsQuery(filtered, pickupsTableModel, params).compile(), count, limit: params.limit };
}
