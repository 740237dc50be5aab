import { NotFoundError } from '../../core/errors.ts';
import type { SignedInEnv } from '../../core/http/env.ts';
import { idParams } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { DataTable } from '../../core/pages/islands.ts';
import { dataTableProps } from '../../core/table/data-table.ts';
import type { TableModel } from '../../core/table/model.ts';
import type { DataTableProps } from '../../shared/table-props.ts';
import { cancelTarget } from './components/back-link.ts';
import * as LocationForm from './islands/LocationForm.tsx';
import { callerOf } from './locations.service.ts';
import { ownLocationsModel, staffLocationsModel } from './locations.model.ts';
import { findLocation } from './locations.repository.ts';
import { LOCATION_MESSAGES } from './messages.ts';
import { LOCATIONS_PERMISSION as P } from './permissions.ts';
import type { SavedLocationsDatabase } from './locations.table.ts';
import { present, type Location } from './rules.ts';
import type { Context } from 'hono';
import { Fragment } from 'react';
import { locationPagePanels } from './extension-points.ts';
import { buttonClass } from '../../shared/ui-styles.ts';
import { Island } from '../../core/ssr/island.tsx';

/** The list's columns; staff see the customer and the trip charge too. */
export function locationsTable(base: string, staff: boolean): Omit<DataTableProps, 'userId'> {
  // A customer's model is the staff one without the trip charge; both name their fields as plain strings.
  return dataTableProps<TableModel>(staff ? staffLocationsModel : ownLocationsModel, {
    path: '/api/saved-locations',
    label: 'Project Addresses',
    columns: [
      { field: 'pickupAddr1', link: `${base}/{id}` },
      'pickupCity',
      'pickupZip',
      'jobName',
      'crossStreet',
      ...(staff ? ['companyName', 'tripCharge'] : []),
      'sendReports',
    ],
    filters: [
      { kind: 'text', field: 'pickupCity', label: 'City' },
      { kind: 'text', field: 'jobName', label: 'Job Name' },
      ...(staff ? [{ kind: 'text' as const, field: 'companyName', label: 'Customer' }] : []),
    ],
    searchPlaceholder: 'Search by address, city, zip, job or customer',
  });
}

/** The Project Addresses screens: for staff under /admin/project-addresses, for a customer its own under /customers/project-addresses. */
export function locationsPages(ctx: PluginContext<SavedLocationsDatabase>): PortalRouter {
  const router = ctx.http.pages();
  const caller = (c: Context<SignedInEnv>) => callerOf(ctx.http.permissions, actorOf(c));
  const areas = [
    { base: '/admin/project-addresses', permission: P.staffScreens },
    { base: '/customers/project-addresses', permission: P.ownScreens },
  ];
  for (const { base, permission } of areas) {
    router.get(base, { permission, summary: 'The project addresses list', answers: 'page' }, (c) => {
      const { charges } = caller(c);
      return ctx.http.render(
        c,
        <>
          <PageHeader title="Project Addresses">
            <a href={`${base}/new`} className={buttonClass()}>
              New Location
            </a>
          </PageHeader>
          <Island of={DataTable} {...locationsTable(base, charges)} userId={c.get('auth').user.id} />
        </>,
        { title: 'Project Addresses' },
      );
    });
    router.get(`${base}/new`, { permission, summary: 'The new location form', answers: 'page' }, (c) =>
      formPage(ctx, c, caller(c).charges, base, null),
    );
    router.get(`${base}/:id{[0-9]+}`, { permission, summary: 'The location form', answers: 'page', params: idParams }, async (c) => {
      const { scope, charges } = caller(c);
      const row = await findLocation(ctx.db, c.req.valid('param').id, scope);
      if (!row) throw new NotFoundError(LOCATION_MESSAGES.notFound);
      return formPage(ctx, c, charges, base, present(row, charges));
    });
  }
  return router;
}

async function formPage(
  ctx: PluginContext<SavedLocationsDatabase>,
  c: Context<SignedInEnv>,
  charges: boolean,
  base: string,
  location: Location | null,
) {
  const title = location ? 'Save Location' : 'Create Location';
  const props = { location, staff: charges, listPath: base, returnPath: cancelTarget(c.req.query('back'), base) };
  const panels = location ? await ctx.extensions.collect(locationPagePanels, { locationId: location.id, actor: actorOf(c), base }) : [];
  return ctx.http.render(
    c,
    <>
      <PageHeader title={title} />
      <Island of={LocationForm} {...props} />
      {panels.map((panel, index) => panel && <Fragment key={index}>{panel}</Fragment>)}
    </>,
    { title },
  );
}
