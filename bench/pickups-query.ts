import { CamelCasePlugin, Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import { Pool } from 'pg';
import { parseTableParams } from '../core/table/params.ts';
import { runTableQuery } from '../core/table/query.ts';
import { pickupsTableModel } from '../plugins/pickups/pickups.model.ts';

/** The pickups list request the benchmark sends: a page of 50, sorted, with a search. */
export const PICKUPS_API_QUERY = 'limit=50&sort=schedPickupDate:desc&search=mill';
export const PICKUPS_API_PATH = `/api/pickups?${PICKUPS_API_QUERY}`;

/**
 * The statements the table helper runs for a pickups list request (the search's look-ups in
 * joined tables, the page, the count), recorded as it runs them once on the database, so the
 * bare SQL timing replays exactly them.
 */
export async function pickupsListStatements(url: string, query: string = PICKUPS_API_QUERY): Promise<CompiledQuery[]> {
  const statements: CompiledQuery[] = [];
  const db = new Kysely({
    dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 1 }) }),
    plugins: [new CamelCasePlugin()],
    log: (event) => {
      if (event.level === 'query') statements.push(event.query);
    },
  });
  try {
    await runTableQuery(db, pickupsTableModel, parseTableParams(pickupsTableModel, Object.fromEntries(new URLSearchParams(query))));
  } finally {
    await db.destroy();
  }
  return statements;
}
