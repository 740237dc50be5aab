import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { SIGNED_IN } from '../../core/plugin/permissions.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { landingPath } from '../../core/roles.ts';
import * as ProfileForm from './islands/ProfileForm.tsx';
import { findUser } from './users.repository.ts';
import { Island } from '../../core/ssr/island.tsx';

/**
 * Where the profile form is served. Core still answers `/profile` with a read-only page;
 * once core drops it, this becomes `/profile`.
 */
export const PROFILE_PATH = '/profile';

/** Your own user, for every signed-in role: the profile form with Change Password. */
export function registerProfilePage(router: PortalRouter, ctx: PluginContext): void {
  router.get(PROFILE_PATH, { permission: SIGNED_IN, summary: 'Your profile', answers: 'page' }, async (c) => {
    const { user, session } = c.get('auth');
    const { firstName, lastName, email, role, id } = user;
    const version = (await findUser(ctx.db, id))?.version;
    return ctx.http.render(
      c,
      <>
        <PageHeader title="Profile" />
        <Island
          of={ProfileForm}
          user={{ firstName, lastName, email, version }}
          landing={landingPath(role)}
          impersonating={session.impersonatorId !== null}
        />
      </>,
      { title: 'Profile' },
    );
  });
}
