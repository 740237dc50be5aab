import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { ROLES } from '../../core/roles.ts';
import { Island } from '../../core/ssr/island.tsx';
import type { DataTableProps } from '../../web/table/props.ts';
import DataTableIsland from '../../web/islands/DataTableIsland.tsx';
import { USERS_PERMISSION } from './permissions.ts';

/** The table's columns and filters; the user's id is added per request. */
export const USERS_TABLE: Omit<DataTableProps, 'userId'> = {
  path: '/api/users',
  label: 'Users',
  columns: [
    { field: 'firstName', label: 'First Name', type: 'text' },
    { field: 'lastName', label: 'Last Name', type: 'text' },
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

/** The users pages: for now the list at /admin/users (the user form comes with the users issue). */
export function usersPages(ctx: PluginContext): PortalRouter {
  const router = ctx.pageRouter();
  router.get('/admin/users', USERS_PERMISSION.list, (c) =>
    ctx.render(
      c,
      <>
        <PageHeader title="Users" />
        <Island name="core.DataTable" component={DataTableIsland} props={{ ...USERS_TABLE, userId: c.get('auth')!.user.id }} />
      </>,
      { title: 'Users' },
    ),
  );
  return router;
}
