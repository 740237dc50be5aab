import type { Context } from 'hono';
import type { AnyDatabase } from '../db/database.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import type { RoutePermission } from '../plugin/permissions.ts';
import type { PortalRouter } from '../plugin/router.ts';
import { exportTable } from './export.ts';
import type { AnySelectQuery, TableModel } from './model.ts';
import { parseTableParams } from './params.ts';
import { runTableQuery } from './query.ts';

export interface ServeTableOptions {
  db: AnyDatabase;
  /** Narrows the rows for this request, in the query itself (a customer's own company). */
  restrict?: (query: AnySelectQuery, c: Context<AppEnv>) => AnySelectQuery;
}

/**
 * Serves a model as a list route: `{ status: 'ok', rows, count }` (with `countCapped: true` when
 * counting stopped early), or with `format=csv|xlsx`
 * the whole filtered list as a download. The model may depend on the caller (a column only
 * some roles may see).
 * @example serveTable(router, '/api/users', 'users.user.list', usersModel, { db: ctx.db })
 */
export function serveTable(
  router: PortalRouter,
  path: string,
  permission: RoutePermission,
  modelFor: TableModel | ((c: Context<AppEnv>) => TableModel),
  options: ServeTableOptions,
): PortalRouter {
  return router.get(path, permission, async (c) => {
    const model = typeof modelFor === 'function' ? modelFor(c) : modelFor;
    const params = parseTableParams(model, c.req.query());
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
  });
}
