import { ok } from '../../core/http/respond.ts';
import { parseJson } from '../../core/http/validate.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { SIGNED_IN } from '../../core/plugin/permissions.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { changeOwnPassword, saveProfile } from './profile-actions.ts';
import { changePasswordSchema, profileSchema } from './schema.ts';

/** Your own user, for every signed-in role: `PUT /api/users/me` and `POST /api/users/me/password`. */
export function registerProfileRoutes(router: PortalRouter, ctx: PluginContext): void {
  router.put('/api/users/me', SIGNED_IN, async (c) => ok(c, { user: await saveProfile(ctx, c, await parseJson(c, profileSchema)) }));

  router.post('/api/users/me/password', SIGNED_IN, async (c) => {
    await changeOwnPassword(ctx, c, await parseJson(c, changePasswordSchema));
    return ok(c);
  });
}
