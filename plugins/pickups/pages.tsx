import type { Context } from 'hono';
import { Fragment } from 'react';
import { pickupForCustomer } from './customer-view.ts';
import { labToday } from '../../shared/dates.ts';
import { NotFoundError } from '../../core/errors.ts';
import type { SignedInEnv } from '../../core/http/env.ts';
import { idParams } from '../../core/http/params.ts';
import { actorOf, companyScopeOf } from '../../core/http/request.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import { customersService } from '../customers/index.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { DataTable } from '../../core/pages/islands.ts';
import { HistoryList } from './components/HistoryList.tsx';
import { PickupView } from './components/PickupView.tsx';
import { pickupPagePanels } from './extension-points.ts';
import { formOptions } from './form-options.ts';
import { driverName, pickupLookups } from './request-lookups.ts';
import { readablePickupHistory } from './history.ts';
import * as DriverOffline from './islands/DriverOffline.tsx';
import * as PickupForm from './islands/PickupForm.tsx';
import * as PickupRecordForm from './islands/PickupRecordForm.tsx';
import * as RoadDetailsForm from './islands/RoadDetailsForm.tsx';
import { MANIFEST_PATH, TODAY_PATH } from './offline/paths.ts';
import { driverAppRoutes } from './offline/routes.ts';
import { CustodyBlock } from './components/CustodyBlock.tsx';
import { TodayView } from './components/TodayView.tsx';
import { findPickupDetail, type PickupDetail } from './detail.ts';
import { pickupsTable } from './list-table.ts';
import { todaysPickups } from './lookups.ts';
import { PICKUP_MESSAGES as M } from './messages.ts';
import type { PickupsDatabase } from './pickups.table.ts';
import { PICKUPS_PERMISSION as P } from './permissions.ts';
import { buttonClass } from '../../shared/ui-styles.ts';
import { loadRequestedPickups, pickupRequestPages, RequestedPickups } from './requests/pages.tsx';
import { Island } from '../../core/ssr/island.tsx';

const roadValues = (pickup: PickupDetail) => {
  const { actualPickupDate, arrivalTime, departureTime, odomStart, odomFinish, driverNotes, droppedOff, version } = pickup;
  return { actualPickupDate, arrivalTime, departureTime, odomStart, odomFinish, driverNotes, droppedOff, version };
};

/** The PickUps screens: the list, today's pickups, a pickup; a customer's own pickup read-only. */
export function pickupsPages(ctx: PluginContext<PickupsDatabase>): PortalRouter {
  const router = ctx.http.pages();
  const { db } = ctx;

  router.get('/admin/pickups', { permission: P.staffScreens, summary: 'The pickups list', answers: 'page' }, async (c) => {
    const user = c.get('auth').user;
    // The office answers customers' requests before anything else on the list.
    const requested = ctx.http.permissions.allows(user.role, P.answerRequest) ? await loadRequestedPickups(db) : null;
    return ctx.http.render(
      c,
      <>
        <PageHeader title="PickUps">
          <div className="flex gap-2">
            <a className={buttonClass('secondary')} href="/admin/pickups/today">
              Today's Pickups
            </a>
            {user.role !== 'driver' && (
              <a className={buttonClass()} href="/admin/pickups/new">
                New Pickup
              </a>
            )}
          </div>
        </PageHeader>
        {requested && <RequestedPickups {...requested} />}
        <Island of={DataTable} {...pickupsTable()} userId={user.id} />
      </>,
      { title: 'PickUps' },
    );
  });

  router.get('/admin/pickups/today', { permission: P.staffScreens, summary: "Today's pickups by driver", answers: 'page' }, async (c) => {
    const user = c.get('auth').user;
    const driver = user.role === 'driver';
    const today = await todaysPickups(db, ctx.config.labTimeZone, { driverId: driver ? user.id : undefined });
    // A driver's day is kept on the phone: this page and each stop's, for when the network is gone.
    const keep = [TODAY_PATH, ...today.groups.flatMap((group) => group.pickups.map((stop) => `/admin/pickups/${stop.id}`))];
    return ctx.http.render(
      c,
      <>
        <PageHeader title="Today's Pickups" />
        {driver && <Island of={DriverOffline} keep={keep} reloadAfterSend />}
        <TodayView today={today} movable={ctx.http.permissions.allows(user.role, P.update)} />
      </>,
      { title: "Today's Pickups", ...(driver && { manifest: MANIFEST_PATH }) },
    );
  });

  router.get('/admin/pickups/new', { permission: P.write, summary: 'The new pickup form', answers: 'page' }, async (c) =>
    ctx.http.render(
      c,
      <>
        <PageHeader title="Create Pickup" />
        <Island
          of={PickupForm}
          {...await formOptions(pickupLookups(db))}
          customerRates={[]}
          today={labToday(ctx.config.labTimeZone)}
          pickup={null}
        />
      </>,
      { title: 'Create Pickup' },
    ),
  );

  const pickupPage = (base: string) => async (c: Context<SignedInEnv, string, { out: { param: { id: number } } }>) => {
    // The pickup, its form, its panels and its history share one read of each look-up list.
    const lookups = pickupLookups(db);
    const pickup = await findPickupDetail(db, c.req.valid('param').id, companyScopeOf(c), lookups);
    if (!pickup) throw new NotFoundError(M.notFound);
    const role = c.get('auth').user.role;
    const office = role === 'admin' || role === 'customer-service';
    const title = office ? 'Save Pickup' : `Pickup ${pickup.pickupNumber}`;
    const ownStop = role === 'driver' && pickup.driverId === c.get('auth').user.id;
    return ctx.http.render(
      c,
      <>
        <PageHeader title={title}>
          {base === '/admin/pickups' && <span className="text-slate-600">{`Pickup ${pickup.pickupNumber}`}</span>}
        </PageHeader>
        <div className="space-y-6">
          {office ? (
            <Island
              of={PickupForm}
              {...await formOptions(lookups)}
              customerRates={await customersService.negotiatedRates(db, pickup.customerId)}
              today={labToday(ctx.config.labTimeZone)}
              pickup={pickup}
            />
          ) : (
            <>
              {ownStop && <Island of={DriverOffline} keep={[]} reloadAfterSend={false} />}
              {ownStop && !pickup.releasedAt && (
                <Island
                  of={PickupRecordForm}
                  pickupId={pickup.id}
                  pickupNumber={pickup.pickupNumber}
                  version={pickup.version}
                  values={roadValues(pickup)}
                  samples={pickup.samples.map((sample) => ({
                    id: sample.id,
                    label: `${sample.sampleNum} ${sample.SampleType?.description ?? ''}`.trim(),
                    qty: sample.collectedQty ?? sample.qty,
                  }))}
                />
              )}
              {ownStop && pickup.releasedAt && <Island of={RoadDetailsForm} pickupId={pickup.id} values={roadValues(pickup)} />}
              <PickupView pickup={role === 'customer' ? pickupForCustomer(pickup) : pickup} base={base} />
            </>
          )}
          {(await ctx.extensions.collect(pickupPagePanels, { pickup, actor: actorOf(c), base })).map(
            (panel, index) => panel && <Fragment key={index}>{panel}</Fragment>,
          )}
          {role !== 'customer' && (
            <CustodyBlock pickup={pickup} driverName={await driverName(db, lookups, pickup.driverId)} timeZone={ctx.config.labTimeZone} />
          )}
          {role !== 'customer' && (
            <HistoryList history={await readablePickupHistory(db, ctx.audit, pickup, lookups, ctx.config.labTimeZone)} />
          )}
        </div>
      </>,
      { title, ...(ownStop && { manifest: MANIFEST_PATH }) },
    );
  };
  router.get(
    '/admin/pickups/:id{[0-9]+}',
    { permission: P.staffScreens, summary: 'A pickup: the form for the office, read-only otherwise', answers: 'page', params: idParams },
    pickupPage('/admin/pickups'),
  );
  router.get(
    '/customers/pickups/:id{[0-9]+}',
    { permission: P.ownScreens, summary: "A customer's own pickup, read-only", answers: 'page', params: idParams },
    pickupPage('/customers/pickups'),
  );
  pickupRequestPages(ctx, router);
  driverAppRoutes(ctx, router);
  return router;
}
