import { MEDIA_TYPES } from '../http/media-types.ts';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { SignedInEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import type { RoutePermission } from '../plugin/permissions.ts';
import type { PortalRouter } from '../plugin/router.ts';
import { exportTable } from './export.ts';
import type { AnySelectQuery, FieldType, TableModel } from './model.ts';
import { parseTableParams } from './params.ts';
import { runTableQuery } from './query.ts';

export interface ServeTableOptions<DB> {
  db: Kysely<DB>;
  /** Narrows the rows for this request, in the query itself (a customer's own company). */
  restrict?: (query: AnySelectQuery, c: Context<SignedInEnv>) => AnySelectQuery;
  /** Parameters of this list beyond the table's (`outstanding=true`), checked by this schema; `restrict` reads them. */
  extraQuery?: z.ZodObject;
}

/** What a list route reads from its query string, for the OpenAPI document; `parseTableParams` checks it against the model, with its own messages. */
export const tableQuerySchema = z.object({
  sort: z.string().optional().describe('`field:asc` or `field:desc`'),
  conditions: z.string().optional().describe('JSON: `{ "field": value }` or `{ "field": { "op": value } }`'),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  limit: z.string().optional(),
  offset: z.string().optional(),
  search: z.string().optional(),
  count: z.string().optional(),
  format: z.string().optional().describe('csv or xlsx: the whole filtered list as a file'),
});

const FIELD_VALUE = {
  text: z.string().nullable(),
  // Money and other exact decimals (PostgreSQL numeric) are answered as their decimal text.
  number: z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).nullable(),
  date: z.string().nullable(),
  boolean: z.boolean().nullable(),
} satisfies Record<FieldType, z.ZodType>;

/** What a list route answers: a page of rows with the model's fields (less those the caller may not see), and their count. */
export function tableResponseSchema(model: TableModel | undefined) {
  const row = model
    ? z.object(Object.fromEntries(Object.entries(model.fields).map(([name, field]) => [name, FIELD_VALUE[field.type].optional()]))).loose()
    : z.record(z.string(), z.unknown());
  return z.object({
    status: z.literal('ok'),
    rows: z.array(row),
    count: z
      .number()
      .int()
      .optional()
      .describe('Left out with `count=false`; exact below the cap, where `countCapped` says the count went no further'),
    countCapped: z.literal(true).optional(),
  });
}

/**
 * Serves a model as a list route: `{ status: 'ok', rows, count }` (with `countCapped: true` when
 * counting stopped early), or with `format=csv|xlsx`
 * the whole filtered list as a download. The model may depend on the caller (a column only
 * some roles may see).
 * @example serveTable(router, '/api/users', { permission: P.list, summary: 'The users list' }, usersModel, { db: ctx.db })
 */
export function serveTable<DB>(
  router: PortalRouter,
  path: string,
  route: { permission: RoutePermission; summary: string },
  modelFor: TableModel | ((c: Context<SignedInEnv>) => TableModel),
  options: ServeTableOptions<DB>,
): PortalRouter {
  return router.get(
    path,
    {
      ...route,
      query: options.extraQuery ? tableQuerySchema.extend(options.extraQuery.shape) : tableQuerySchema,
      response: tableResponseSchema(typeof modelFor === 'function' ? undefined : modelFor),
      description: 'A paged list, or with `format` the whole filtered list as a file.',
      media: [MEDIA_TYPES.csv, MEDIA_TYPES.xlsx],
    },
    async (c) => {
      const model = typeof modelFor === 'function' ? modelFor(c) : modelFor;
      const extra = new Set(Object.keys(options.extraQuery?.shape ?? {}));
      const params = parseTableParams(model, Object.fromEntries(Object.entries(c.req.query()).filter(([key]) => !extra.has(key))));
      const restrict = options.restrict ? (query: AnySelectQuery) => options.restrict!(query, c) : undefined;
      if (params.format) {
        const file = await exportTable(options.db, model, params, params.format, restrict);
        c.header('Content-Type', file.contentType);
        c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
        c.header('Cache-Control', 'no-store');
        if (file.truncated) c.header('X-Export-Truncated', 'true');
        return c.body(typeof file.body === 'string' ? file.body : (file.body as Uint8Array<ArrayBuffer>));
      }
      return ok(c, { ...(await runTableQuery(options.db, model, params, restrict)) });
    },
  );
}
