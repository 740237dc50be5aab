import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import { USERS_PERMISSION } from './permissions.ts';
import { usersTableModel } from './users.model.ts';

/** The users calls: for now the list, `GET /api/users`, with the generic table's parameters. */
export function usersApi(ctx: PluginContext): PortalRouter {
  const router = ctx.apiRouter();
  serveTable(router, '/api/users', USERS_PERMISSION.list, usersTableModel, { db: ctx.db });
  return router;
}
