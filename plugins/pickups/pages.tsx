import type { Context } from 'hono';
import { pickupForCustomer } from './customer-view.ts';
import { z } from 'zod';
import { NotFoundError } from '../../core/errors.ts';
import type { AppEnv } from '../../core/http/env.ts';
import { parseParams } from '../../core/http/validate.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { Island } from '../../core/ssr/island.tsx';
import DataTableIsland from '../../web/islands/DataTableIsland.tsx';
import { HistoryList } from './components/HistoryList.tsx';
import { PickupView, type PickupDetail } from './components/PickupView.tsx';
import { formOptions } from './form-options.ts';
import { pickupHistory } from './history.ts';
import PickupForm from './islands/PickupForm.tsx';
import RoadDetailsForm from './islands/RoadDetailsForm.tsx';
import { TodayView } from './components/TodayView.tsx';
import { findPickupDetail } from './detail.ts';
import { pickupsTable } from './list-table.ts';
import { todaysPickups } from './lookups.ts';
import { PICKUP_MESSAGES as M } from './messages.ts';
import type { Db, PickupScope } from './pickups.repository.ts';
import { PICKUPS_PERMISSION as P } from './permissions.ts';

const idParam = z.object({
  id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id').max(2_147_483_647, 'Invalid id'),
});

const roadValues = (pickup: PickupDetail) => {
  const { actualPickupDate, arrivalTime, departureTime, odomStart, odomFinish, driverNotes, droppedOff } = pickup;
  return { actualPickupDate, arrivalTime, departureTime, odomStart, odomFinish, driverNotes, droppedOff };
};

function scopeOf(c: Context<AppEnv>): PickupScope {
  const user = c.get('auth')!.user;
  return user.role === 'customer' ? { all: false, customerId: user.customerId } : { all: true };
}

/** The PickUps screens: the list, today's pickups, a pickup; a customer's own pickup read-only. */
export function pickupsPages(ctx: PluginContext): PortalRouter {
  const router = ctx.pageRouter();
  const db = ctx.db as Db;

  router.get('/admin/pickups', P.staffScreens, async (c) => {
    const user = c.get('auth')!.user;
    return ctx.render(
      c,
      <>
        <PageHeader title="PickUps">
          <div className="flex gap-2">
            <a className="rounded border border-slate-300 px-3 py-2 text-sm" href="/admin/pickups/today">
              Today's Pickups
            </a>
            {user.role !== 'driver' && (
              <a className="rounded bg-blue-700 px-3 py-2 text-sm text-white" href="/admin/pickups/new">
                New Pickup
              </a>
            )}
          </div>
        </PageHeader>
        <Island name="core.DataTable" component={DataTableIsland} props={{ ...pickupsTable(), userId: user.id }} />
      </>,
      { title: 'PickUps' },
    );
  });

  router.get('/admin/pickups/today', P.staffScreens, async (c) => {
    const user = c.get('auth')!.user;
    const today = await todaysPickups(db, ctx.config.labTimeZone, { driverId: user.role === 'driver' ? user.id : undefined });
    return ctx.render(
      c,
      <>
        <PageHeader title="Today's Pickups" />
        <TodayView today={today} />
      </>,
      { title: "Today's Pickups" },
    );
  });

  router.get('/admin/pickups/new', P.write, async (c) =>
    ctx.render(
      c,
      <>
        <PageHeader title="Create Pickup" />
        <Island name="pickups.PickupForm" component={PickupForm} props={{ ...(await formOptions(db)), pickup: null }} />
      </>,
      { title: 'Create Pickup' },
    ),
  );

  const pickupPage = (base: string) => async (c: Context<AppEnv>) => {
    const pickup = await findPickupDetail(db, parseParams(c, idParam).id, scopeOf(c));
    if (!pickup) throw new NotFoundError(M.notFound);
    const role = c.get('auth')!.user.role;
    const office = role === 'admin' || role === 'customer-service';
    const title = office ? 'Save Pickup' : `Pickup ${pickup.pickupNumber}`;
    return ctx.render(
      c,
      <>
        <PageHeader title={title}>
          {base === '/admin/pickups' && <span className="text-slate-600">{`Pickup ${pickup.pickupNumber}`}</span>}
        </PageHeader>
        <div className="space-y-6">
          {office ? (
            <Island name="pickups.PickupForm" component={PickupForm} props={{ ...(await formOptions(db)), pickup }} />
          ) : (
            <>
              {role === 'driver' && pickup.driverId === c.get('auth')!.user.id && (
                <Island
                  name="pickups.RoadDetailsForm"
                  component={RoadDetailsForm}
                  props={{ pickupId: pickup.id, values: roadValues(pickup) }}
                />
              )}
              <PickupView pickup={role === 'customer' ? pickupForCustomer(pickup) : pickup} base={base} />
            </>
          )}
          {role !== 'customer' && <HistoryList history={await pickupHistory(db, ctx.audit, pickup.id)} />}
        </div>
      </>,
      { title },
    );
  };
  router.get('/admin/pickups/:id{[0-9]+}', P.staffScreens, pickupPage('/admin/pickups'));
  router.get('/customers/pickups/:id{[0-9]+}', P.ownScreens, pickupPage('/customers/pickups'));
  return router;
}
