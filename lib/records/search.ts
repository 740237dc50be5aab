import { sql } from 'kysely';
import { z } from 'zod';
import { ok } from '../../core/http/respond.ts';
import type { Kysely } from 'kysely';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { escapeLike } from '../../core/table/query.ts';

/** How many records a search answers at most: enough for a picker, never the whole table. */
export const SEARCH_LIMIT = 50;

export interface SearchRoute {
  path: string;
  permission: string;
  summary: string;
  table: string;
  /** Columns (camelCase) a word may match. */
  columns: readonly string[];
  orderBy: readonly string[];
  /** The answer's array: `materials`. */
  answer: string;
  present(row: Record<string, unknown>): Record<string, unknown>;
}

/**
 * The request of a picker's search. `customerId` is part of the spec's call; reference records
 * belong to the lab, not to a customer, so it narrows nothing here.
 */
export const searchBodySchema = z.object({
  query: z.string().max(200, 'query must be at most 200 characters').optional().default(''),
  customerId: z.union([z.number(), z.string(), z.null()]).optional(),
});

/**
 * Serves `POST <path> { query }`: records where every word of the query appears in one of the
 * columns, in order, at most 50. An empty query answers the first 50, for a picker's first view.
 */
export function serveSearch<DB>(router: PortalRouter, db: Kysely<DB>, route: SearchRoute): PortalRouter {
  const response = z.object({
    status: z.literal('ok'),
    [route.answer]: z.array(z.object({ id: z.number().int() }).loose()).max(SEARCH_LIMIT),
  });
  return router.post(route.path, { permission: route.permission, summary: route.summary, body: searchBodySchema, response }, async (c) => {
    const { query } = c.req.valid('json');
    // The route names its table at run time: the query is built on core's view of any table.
    let select = (db as Kysely<Record<string, Record<string, unknown>>>).selectFrom(route.table).selectAll();
    for (const word of query.split(/\s+/).filter(Boolean).slice(0, 8)) {
      const pattern = `%${escapeLike(word)}%`;
      select = select.where((eb) => eb.or(route.columns.map((column) => eb(sql.ref(column), 'ilike', pattern))));
    }
    for (const column of route.orderBy) select = select.orderBy(sql.ref(column));
    const rows = (await select.orderBy('id').limit(SEARCH_LIMIT).execute()) as Record<string, unknown>[];
    return ok(c, { [route.answer]: rows.map(route.present) });
  });
}
