import { NotFoundError } from '../../core/errors.ts';
import { idParams } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { messageAnswer } from '../../core/http/answers.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { SIGNED_IN } from '../../core/plugin/permissions.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import { userAnswer } from './answers.ts';
import { registerDriverRoutes } from './drivers.api.ts';
import { USER_DELETED, USER_NOT_FOUND } from './messages.ts';
import { USERS_PERMISSION as P } from './permissions.ts';
import { registerProfileRoutes } from './profile.api.ts';
import { createUserSchema, updateUserSchema } from './schema.ts';
import { createUser, editUser, removeUser } from './users.service.ts';
import { usersTableModel } from './users.model.ts';
import { findUser } from './users.repository.ts';

/** Only digits: `/api/users/me` and `/api/users/drivers` are other calls. */
const ONE_USER = '/api/users/:id{[0-9]+}';

/** The users calls of the call catalogue, for admins; the profile and driver calls beside them. */
export function usersApi(ctx: PluginContext): PortalRouter {
  const router = ctx.http.api();
  registerProfileRoutes(router, ctx);
  registerDriverRoutes(router, ctx.db);
  serveTable(router, '/api/users', { permission: P.list, summary: 'The users list' }, usersTableModel, { db: ctx.db });

  // Every signed-in user reads their own record (the profile's call); other users need users.user.read.
  router.get(
    ONE_USER,
    { permission: SIGNED_IN, summary: 'One user: your own, or any for an admin', params: idParams, response: userAnswer },
    async (c) => {
      const id = c.req.valid('param').id;
      const { user: me } = c.get('auth');
      // Another user's record is not there for someone who may not read users, as a record of another company is not.
      if (id !== me.id && !ctx.http.permissions.allows(me.role, P.read)) throw new NotFoundError(USER_NOT_FOUND);
      const user = await findUser(ctx.db, id);
      if (!user) throw new NotFoundError(USER_NOT_FOUND);
      return ok(c, { user });
    },
  );

  router.post(
    '/api/users',
    {
      permission: P.create,
      summary: 'Creates a user; without a password the user is mailed a link to choose one',
      body: createUserSchema,
      status: 201,
      response: userAnswer,
    },
    async (c) => ok(c, { user: await createUser(ctx, actorOf(c), c.req.valid('json')) }, 201),
  );

  router.put(
    ONE_USER,
    {
      permission: P.update,
      summary: 'Saves a user (a stale `version` is a 409)',
      params: idParams,
      body: updateUserSchema,
      response: userAnswer,
    },
    async (c) => ok(c, { user: await editUser(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('json')) }),
  );

  router.delete(
    ONE_USER,
    { permission: P.delete, summary: 'Deletes a user, never yourself', params: idParams, response: messageAnswer },
    async (c) => {
      await removeUser(ctx, actorOf(c), c.req.valid('param').id);
      return ok(c, { message: USER_DELETED });
    },
  );
  return router;
}
