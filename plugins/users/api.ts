import { idParam } from '../../core/crud/fields.ts';
import { NotFoundError } from '../../core/errors.ts';
import { ok } from '../../core/http/respond.ts';
import { parseJson, parseParams } from '../../core/http/validate.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import { registerDriverRoutes } from './drivers-api.ts';
import { USERS_PERMISSION } from './permissions.ts';
import { registerProfileRoutes } from './profile-api.ts';
import { createUserSchema, updateUserSchema } from './schema.ts';
import { USER_DELETED, USER_NOT_FOUND } from './messages.ts';
import { createUser, editUser, removeUser } from './user-actions.ts';
import { findUser, type UsersDatabase } from './users.repository.ts';
import { usersTableModel } from './users.model.ts';

/** Only digits: `/api/users/me` and `/api/users/drivers` are other calls. */
const ONE_USER = '/api/users/:id{[0-9]+}';

/** The users calls of the call catalogue, for admins; the profile and driver calls beside them. */
export function usersApi(ctx: PluginContext): PortalRouter {
  const router = ctx.apiRouter();
  const db = ctx.db as UsersDatabase;
  registerProfileRoutes(router, ctx);
  registerDriverRoutes(router, db);
  serveTable(router, '/api/users', USERS_PERMISSION.list, usersTableModel, { db: ctx.db });

  router.get(ONE_USER, USERS_PERMISSION.read, async (c) => {
    const user = await findUser(db, parseParams(c, idParam).id);
    if (!user) throw new NotFoundError(USER_NOT_FOUND);
    return ok(c, { user });
  });

  router.post('/api/users', USERS_PERMISSION.create, async (c) => {
    const user = await createUser(ctx, c, await parseJson(c, createUserSchema));
    return ok(c, { user }, 201);
  });

  router.put(ONE_USER, USERS_PERMISSION.update, async (c) => {
    const { id } = parseParams(c, idParam);
    return ok(c, { user: await editUser(ctx, c, id, await parseJson(c, updateUserSchema)) });
  });

  router.delete(ONE_USER, USERS_PERMISSION.delete, async (c) => {
    await removeUser(ctx, c, parseParams(c, idParam).id);
    return ok(c, { message: USER_DELETED });
  });
  return router;
}
