import { toDisplayDate } from '../../../shared/dates.ts';
import { PageHeader } from '../../../core/pages/components.tsx';
import * as ActionButton from '../../../web/islands/ActionButton.tsx';
import { actorOf } from '../../../core/http/request.ts';
import type { PluginContext } from '../../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../../core/plugin/router.ts';
import { customersService } from '../../customers/index.ts';
import { inspectorsService } from '../../inspectors/index.ts';
import { sampleTypesService } from '../../sample-types/index.ts';
import { savedLocationsService } from '../../saved-locations/index.ts';
import * as PickupRequestForm from '../islands/PickupRequestForm.tsx';
import * as RequestAnswer from '../islands/RequestAnswer.tsx';
import { PICKUPS_PERMISSION as P } from '../permissions.ts';
import { listDrivers, type Db } from '../pickups.repository.ts';
import type { PickupsDatabase } from '../pickups.table.ts';
import { REQUEST_MESSAGES as R } from './messages.ts';
import { companyRequests, REQUEST_STATUS, waitingRequests } from './service.ts';
import { Island } from '../../../core/ssr/island.tsx';

const window = (from: string | null, to: string | null) => (from || to ? ` ${from?.slice(0, 5) ?? ''}–${to?.slice(0, 5) ?? ''}` : '');

/** The customer's page: the Request Pickup form and My Requests, each cancellable until the lab confirms it. */
export function pickupRequestPages(ctx: PluginContext<PickupsDatabase>, router: PortalRouter): void {
  router.get(
    '/customers/pickup-requests',
    { permission: P.request, summary: "A customer's Request Pickup form and its requests", answers: 'page' },
    async (c) => {
      const customerId = actorOf(c).customerId ?? -1;
      const locations = await savedLocationsService.companyLocations(ctx.db, customerId);
      const inspectors = await inspectorsService.companyInspectorChoices(ctx.db, customerId);
      const types = await sampleTypesService.listSampleTypes(ctx.db);
      const requests = await companyRequests(ctx.db, customerId);
      return ctx.http.render(
        c,
        <>
          <PageHeader title="Request Pickup" />
          <div className="space-y-6">
            <Island
              of={PickupRequestForm}
              locations={locations.map((location) => ({
                id: location.id,
                label: [location.jobName, location.pickupAddr1, location.pickupCity].filter(Boolean).join(', '),
              }))}
              inspectors={inspectors.map((inspector) => ({ id: inspector.id, label: inspector.fullName }))}
              sampleTypes={types.map((type) => ({ id: type.id, label: type.description }))}
              cutoff={ctx.config.sameDayRequestCutoff}
            />
            <section aria-labelledby="my-requests" className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
              <h2 id="my-requests" className="text-lg font-semibold text-slate-900">
                My Requests
              </h2>
              {requests.length === 0 ? (
                <p className="py-2 text-sm text-slate-600">No requests yet.</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {requests.map((request) => (
                    <li key={request.id} className="flex flex-wrap items-center gap-2 py-2" data-request={request.pickupNumber}>
                      <span className="font-medium">{`Pickup #${request.pickupNumber}`}</span>
                      <span className="text-sm text-slate-600">
                        {`${toDisplayDate(request.schedPickupDate)} ${[request.pickupAddr1, request.pickupCity].filter(Boolean).join(', ')}`}
                      </span>
                      <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{request.status}</span>
                      {request.declineReason && <span className="text-sm text-slate-700">{`Reason: ${request.declineReason}`}</span>}
                      {request.statusCode === REQUEST_STATUS.requested && (
                        <span className="ml-auto">
                          <Island
                            of={ActionButton}
                            label="Cancel Request"
                            path={`/api/pickup-requests/${request.id}/cancel`}
                            method="POST"
                            successMessage={R.cancelled}
                            confirm={`Cancel your request for pickup #${request.pickupNumber}?`}
                          />
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </>,
        { title: 'Request Pickup' },
      );
    },
  );
}

/** What the Requested Pickups block shows: the waiting requests, their companies and the drivers to choose from. */
export async function loadRequestedPickups(db: Db) {
  const requests = await waitingRequests(db);
  const companies = await customersService.companyNames(
    db,
    requests.map((request) => request.customerId),
  );
  const drivers = await listDrivers(db);
  return { requests, companies, drivers: drivers.map((driver) => ({ id: driver.id, label: `${driver.firstName} ${driver.lastName}` })) };
}

/** The requests waiting for the office, first on /admin/pickups, each with Confirm and Decline. */
export function RequestedPickups({ requests, companies, drivers }: Awaited<ReturnType<typeof loadRequestedPickups>>) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="requested-pickups" className="mb-6 min-w-0 rounded-lg border border-amber-300 bg-amber-50 p-4 shadow-sm">
      <h2 id="requested-pickups" className="text-lg font-semibold text-slate-900">
        {`Requested Pickups (${requests.length})`}
      </h2>
      <ul className="divide-y divide-amber-200">
        {requests.map((request) => (
          <li key={request.id} className="flex flex-wrap items-center gap-2 py-2" data-request={request.pickupNumber}>
            <a className="link font-medium" href={`/admin/pickups/${request.id}`}>
              {`#${request.pickupNumber} ${companies.get(request.customerId) ?? ''}`}
            </a>
            <span className="text-sm text-slate-700">
              {`${toDisplayDate(request.schedPickupDate)}${window(request.windowFrom, request.windowTo)}, ${[request.pickupAddr1, request.pickupCity].filter(Boolean).join(', ')}, ${request.caller}`}
            </span>
            <span className="ml-auto">
              <Island
                of={RequestAnswer}
                pickupId={request.id}
                pickupNumber={request.pickupNumber}
                version={request.version}
                schedPickupDate={request.schedPickupDate}
                drivers={drivers}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
