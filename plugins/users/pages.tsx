import { NotFoundError } from '../../core/errors.ts';
import { idParams } from '../../core/http/params.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { ROLES } from '../../core/roles.ts';
import { dataTableProps } from '../../core/table/data-table.ts';
import { DataTable } from '../../core/pages/islands.ts';
import * as UserForm from './islands/UserForm.tsx';
import { USER_NOT_FOUND } from './messages.ts';
import { ROLE_LABELS } from './role-labels.ts';
import { USERS_PERMISSION } from './permissions.ts';
import { registerProfilePage } from './profile.pages.tsx';
import { usersTableModel } from './users.model.ts';
import { findUser } from './users.repository.ts';
import { buttonClass } from '../../shared/ui-styles.ts';
import { Island } from '../../core/ssr/island.tsx';

/** The table's columns and filters; the user's id is added per request. */
export const USERS_TABLE = dataTableProps(usersTableModel, {
  path: '/api/users',
  label: 'Users',
  columns: [
    { field: 'firstName', link: '/admin/users/{id}' },
    { field: 'lastName', link: '/admin/users/{id}' },
    'email',
    { field: 'role', valueLabels: ROLE_LABELS },
    'activeInd',
  ],
  filters: [
    { kind: 'select', field: 'role', label: 'Role', options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })) },
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
  searchPlaceholder: 'Search by name or email',
});

/** The users pages: the list at /admin/users, the user form (new and edit) and your profile. */
export function usersPages(ctx: PluginContext): PortalRouter {
  const router = ctx.http.pages();
  router.get('/admin/users', { permission: USERS_PERMISSION.list, summary: 'The users list', answers: 'page' }, (c) =>
    ctx.http.render(
      c,
      <>
        <PageHeader title="Users">
          <a href="/admin/users/new" className={buttonClass()}>
            New User
          </a>
        </PageHeader>
        <Island of={DataTable} {...USERS_TABLE} userId={c.get('auth').user.id} />
      </>,
      { title: 'Users' },
    ),
  );

  router.get('/admin/users/new', { permission: USERS_PERMISSION.create, summary: 'The new user form', answers: 'page' }, (c) =>
    ctx.http.render(
      c,
      <>
        <PageHeader title="New User" />
        <Island of={UserForm} user={null} isSelf={false} />
      </>,
      { title: 'New User' },
    ),
  );

  router.get(
    '/admin/users/:id{[0-9]+}',
    { permission: USERS_PERMISSION.read, summary: 'The user form', answers: 'page', params: idParams },
    async (c) => {
      const user = await findUser(ctx.db, c.req.valid('param').id);
      if (!user) throw new NotFoundError(USER_NOT_FOUND);
      const title = `${user.firstName} ${user.lastName}`.trim();
      return ctx.http.render(
        c,
        <>
          <PageHeader title={title} />
          <Island of={UserForm} user={user} isSelf={user.id === c.get('auth').user.id} />
        </>,
        { title },
      );
    },
  );
  registerProfilePage(router, ctx);
  return router;
}
