import { idParam } from '../../core/crud/fields.ts';
import { NotFoundError } from '../../core/errors.ts';
import { parseParams } from '../../core/http/validate.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { ROLES } from '../../core/roles.ts';
import { Island } from '../../core/ssr/island.tsx';
import type { DataTableProps } from '../../web/table/props.ts';
import DataTableIsland from '../../web/islands/DataTableIsland.tsx';
import UserForm from './islands/UserForm.tsx';
import { USER_NOT_FOUND } from './messages.ts';
import { USERS_PERMISSION } from './permissions.ts';
import { registerProfilePage } from './profile-page.tsx';
import { findUser, type UsersDatabase } from './users.repository.ts';

/** The table's columns and filters; the user's id is added per request. */
export const USERS_TABLE: Omit<DataTableProps, 'userId'> = {
  path: '/api/users',
  label: 'Users',
  columns: [
    { field: 'firstName', label: 'First Name', type: 'text', link: '/admin/users/{id}' },
    { field: 'lastName', label: 'Last Name', type: 'text', link: '/admin/users/{id}' },
    { field: 'email', label: 'Email', type: 'text' },
    { field: 'role', label: 'Role', type: 'text' },
    { field: 'activeInd', label: 'Active', type: 'boolean' },
  ],
  filters: [
    { kind: 'select', field: 'role', label: 'Role', options: ROLES.map((role) => ({ value: role, label: role })) },
    {
      kind: 'select',
      field: 'activeInd',
      label: 'Active',
      options: [
        { value: true, label: 'Yes' },
        { value: false, label: 'No' },
      ],
    },
  ],
  defaultSort: { field: 'lastName', dir: 'asc' },
  searchPlaceholder: 'Search by name or email',
};

/** The users pages: the list at /admin/users, the user form (new and edit) and your profile. */
export function usersPages(ctx: PluginContext): PortalRouter {
  const router = ctx.pageRouter();
  router.get('/admin/users', USERS_PERMISSION.list, (c) =>
    ctx.render(
      c,
      <>
        <PageHeader title="Users">
          <a href="/admin/users/new" className="rounded-md bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800">
            New user
          </a>
        </PageHeader>
        <Island name="core.DataTable" component={DataTableIsland} props={{ ...USERS_TABLE, userId: c.get('auth')!.user.id }} />
      </>,
      { title: 'Users' },
    ),
  );

  router.get('/admin/users/new', USERS_PERMISSION.create, (c) =>
    ctx.render(
      c,
      <>
        <PageHeader title="New user" />
        <Island name="users.UserForm" component={UserForm} props={{ user: null, isSelf: false }} />
      </>,
      { title: 'New user' },
    ),
  );

  router.get('/admin/users/:id{[0-9]+}', USERS_PERMISSION.read, async (c) => {
    const user = await findUser(ctx.db as UsersDatabase, parseParams(c, idParam).id);
    if (!user) throw new NotFoundError(USER_NOT_FOUND);
    const title = `${user.firstName} ${user.lastName}`.trim();
    return ctx.render(
      c,
      <>
        <PageHeader title={title} />
        <Island name="users.UserForm" component={UserForm} props={{ user, isSelf: user.id === c.get('auth')!.user.id }} />
      </>,
      { title },
    );
  });
  registerProfilePage(router, ctx);
  return router;
}
