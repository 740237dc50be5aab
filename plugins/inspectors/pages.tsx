import { NotFoundError } from '../../core/errors.ts';
import type { AnyRequest } from '../../core/http/env.ts';
import { idParams } from '../../core/http/params.ts';
import { companyScopeOf } from '../../core/http/request.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { DataTable } from '../../core/pages/islands.ts';
import { dataTableProps } from '../../core/table/data-table.ts';
import type { DataTableProps } from '../../shared/table-props.ts';
import * as InspectorForm from './islands/InspectorForm.tsx';
import * as NewInspectorButton from './islands/NewInspectorButton.tsx';
import { inspectorsTableModel } from './inspectors.model.ts';
import { findInspector } from './inspectors.repository.ts';
import { INSPECTOR_MESSAGES } from './messages.ts';
import { INSPECTORS_PERMISSION as P } from './permissions.ts';
import type { InspectorsDatabase } from './inspectors.table.ts';
import { present } from './rules.ts';
import { Island } from '../../core/ssr/island.tsx';

/** The list's columns; staff see each inspector's company too. */
export function inspectorsTable(base: string, staff: boolean): Omit<DataTableProps, 'userId'> {
  return dataTableProps(inspectorsTableModel, {
    path: '/api/inspectors',
    label: 'Inspectors',
    columns: [
      { field: 'fullName', link: `${base}/{id}` },
      'firm',
      'email',
      'mobilePhone',
      'officePhone',
      'city',
      ...(staff ? (['companyName'] as const) : []),
    ],
    filters: [
      { kind: 'text', field: 'firm', label: 'Firm' },
      { kind: 'text', field: 'city', label: 'City' },
      ...(staff ? [{ kind: 'text' as const, field: 'companyName', label: 'Customer' }] : []),
    ],
    searchPlaceholder: 'Search by name, firm, email or city',
  });
}

/** The Inspectors screens: for staff under /admin/inspectors, for a customer its own under /customers/inspectors. */
export function inspectorsPages(ctx: PluginContext<InspectorsDatabase>): PortalRouter {
  const router = ctx.http.pages();
  const areas = [
    { base: '/admin/inspectors', permission: P.staffScreens, staff: true },
    { base: '/customers/inspectors', permission: P.ownScreens, staff: false },
  ];
  for (const { base, permission, staff } of areas) {
    router.get(base, { permission, summary: 'The inspectors list', answers: 'page' }, (c) =>
      ctx.http.render(
        c,
        <>
          <PageHeader title="Inspectors">
            <Island of={NewInspectorButton} staff={staff} formPath={`${base}/new`} />
          </PageHeader>
          <Island of={DataTable} {...inspectorsTable(base, staff)} userId={c.get('auth').user.id} />
        </>,
        { title: 'Inspectors' },
      ),
    );
    router.get(`${base}/new`, { permission, summary: 'The new inspector form', answers: 'page' }, (c) =>
      formPage(ctx, c, { base, staff, inspector: null }),
    );
    router.get(`${base}/:id{[0-9]+}`, { permission, summary: 'The inspector form', answers: 'page', params: idParams }, async (c) => {
      const row = await findInspector(ctx.db, c.req.valid('param').id, companyScopeOf(c));
      if (!row) throw new NotFoundError(INSPECTOR_MESSAGES.notFound);
      return formPage(ctx, c, { base, staff, inspector: present(row) });
    });
  }
  return router;
}

function formPage(
  ctx: PluginContext<InspectorsDatabase>,
  c: AnyRequest,
  { base, staff, inspector }: { base: string; staff: boolean; inspector: ReturnType<typeof present> | null },
) {
  const title = inspector ? inspector.fullName : 'New Inspector';
  return ctx.http.render(
    c,
    <>
      <PageHeader title={title} />
      <Island of={InspectorForm} inspector={inspector} listPath={base} staff={staff} />
    </>,
    { title },
  );
}
