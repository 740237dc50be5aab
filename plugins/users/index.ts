import type { CoreDatabase } from '../../core/db/core-database.ts';
import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { usersApi } from './api.ts';
import { usersPages } from './pages.tsx';
import { USERS_PERMISSION, usersPermissions } from './permissions.ts';
import { seedDemoStaff } from './seed.ts';

/**
 * The portal's users: the list and the user form for admins, everyone's own profile, and the
 * drivers lookups of the pickup form.
 */
export default definePlugin<CoreDatabase>({
  id: 'users',
  // The user form picks a customer user's company with the customers plugin's picker; a user it
  // creates without a password chooses one on the account plugin's complete-registration page.
  dependsOn: ['customers', 'account'],
  permissions: usersPermissions,
  nav: [{ label: 'Users', href: '/admin/users', permission: USERS_PERMISSION.list, order: 80 }],
  api: usersApi,
  pages: usersPages,
  async seed(ctx, { demo }) {
    if (demo) await seedDemoStaff(ctx.db);
  },
});
