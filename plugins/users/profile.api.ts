import { actorOf } from '../../core/http/request.ts';
import { okAnswer } from '../../core/http/answers.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { SIGNED_IN } from '../../core/plugin/permissions.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { userAnswer } from './answers.ts';
import { changeOwnPassword, saveProfile } from './profile.service.ts';
import { changePasswordSchema, profileSchema } from './schema.ts';

/** Your own user, for every signed-in role: `PUT /api/users/me` and `POST /api/users/me/password`. */
export function registerProfileRoutes(router: PortalRouter, ctx: PluginContext): void {
  router.put(
    '/api/users/me',
    { permission: SIGNED_IN, summary: 'Saves your own names and e-mail', body: profileSchema, response: userAnswer },
    async (c) => ok(c, { user: await saveProfile(ctx, actorOf(c), c.req.valid('json')) }),
  );

  router.post(
    '/api/users/me/password',
    { permission: SIGNED_IN, summary: 'Changes your password; your other sessions end', body: changePasswordSchema, response: okAnswer },
    async (c) => {
      const { user, token } = c.get('auth');
      await changeOwnPassword(ctx, actorOf(c), user, token, c.req.valid('json'));
      return ok(c);
    },
  );
}
