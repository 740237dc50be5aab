import type { Kysely } from 'kysely';
import type { CoreTables } from '../../core/auth/tables.ts';
import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { usersApi } from './api.ts';
import { usersPages } from './pages.tsx';
import { USERS_PERMISSION, usersPermissions } from './permissions.ts';
import { seedDemoStaff } from './seed.ts';

/** The portal's users: the list at /admin/users and `GET /api/users`, for admins. */
export default definePlugin({
  id: 'users',
  permissions: usersPermissions,
  nav: [{ label: 'Users', href: '/admin/users', permission: USERS_PERMISSION.list, order: 80 }],
  api: usersApi,
  pages: usersPages,
  async seed(ctx, { demo }) {
    if (demo) await seedDemoStaff(ctx.db as Kysely<CoreTables>);
  },
});
