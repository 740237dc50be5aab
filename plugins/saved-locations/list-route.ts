import type { AnyDatabase } from '../../core/db/database.ts';
import { ok } from '../../core/http/respond.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { exportTable } from '../../core/table/export.ts';
import type { AnySelectQuery, TableModel } from '../../core/table/model.ts';
import { parseTableParams } from '../../core/table/params.ts';
import { runTableQuery } from '../../core/table/query.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../../core/http/env.ts';

export interface CallerTable {
  model: TableModel;
  restrict(query: AnySelectQuery): AnySelectQuery;
}

/**
 * The generic table's list route with a model chosen per caller: core's `serveTable` takes one
 * model, and a customer's list must not carry (nor sort or filter by) the trip charge.
 * Answers `{ status: 'ok', rows, count }`, or with `format=csv|xlsx` the whole filtered list.
 */
export function serveCallerTable(
  router: PortalRouter,
  path: string,
  permission: string,
  db: AnyDatabase,
  tableFor: (c: Context<AppEnv>) => CallerTable,
): PortalRouter {
  return router.get(path, permission, async (c) => {
    const { model, restrict } = tableFor(c);
    const params = parseTableParams(model, c.req.query());
    if (params.format) {
      const file = await exportTable(db, model, params, params.format, restrict);
      c.header('Content-Type', file.contentType);
      c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
      c.header('Cache-Control', 'no-store');
      if (file.truncated) c.header('X-Export-Truncated', 'true');
      return c.body(typeof file.body === 'string' ? file.body : (file.body as Uint8Array<ArrayBuffer>));
    }
    const { rows, count } = await runTableQuery(db, model, params, restrict);
    return ok(c, count === undefined ? { rows } : { rows, count });
  });
}
