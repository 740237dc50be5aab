import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { SIGNED_IN } from '../../core/plugin/permissions.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { landingPath } from '../../core/roles.ts';
import { Island } from '../../core/ssr/island.tsx';
import ProfileForm from './islands/ProfileForm.tsx';

/**
 * Where the profile form is served. Core still answers `/profile` with a read-only page;
 * once core drops it, this becomes `/profile`.
 */
export const PROFILE_PATH = '/profile';

/** Your own user, for every signed-in role: the profile form with Change Password. */
export function registerProfilePage(router: PortalRouter, ctx: PluginContext): void {
  router.get(PROFILE_PATH, SIGNED_IN, (c) => {
    const auth = c.get('auth')!;
    const { firstName, lastName, email, role } = auth.user;
    return ctx.render(
      c,
      <>
        <PageHeader title="Profile" />
        <Island
          name="users.ProfileForm"
          component={ProfileForm}
          props={{ user: { firstName, lastName, email }, landing: landingPath(role), impersonating: auth.session.impersonatorId !== null }}
        />
      </>,
      { title: 'Profile' },
    );
  });
}
