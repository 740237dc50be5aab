import type { todaysPickups } from '../lookups.ts';
import { toDisplayDate } from '../../../shared/dates.ts';
import * as ActionButton from '../../../web/islands/ActionButton.tsx';
import { mapLinks, telHref } from '../driver/links.ts';
import { PICKUP_MESSAGES as M } from '../messages.ts';
import { Island } from '../../../core/ssr/island.tsx';

type Today = Awaited<ReturnType<typeof todaysPickups>>;
type Stop = {
  id: number;
  pickupNumber: number;
  stopNum: number | null;
  pickupAddr1: string | null;
  pickupAddr2: string | null;
  pickupCity: string;
  pickupState: string | null;
  pickupZip: string | null;
  crossStreet: string | null;
  mapPage: string | null;
  priority: string;
  status: string;
  caller: string;
  callerPhone: string | null;
  instructions: string | null;
  actualPickupDate: string | null;
  jobName: string | null;
  sitePhone: string | null;
  expectedSets: Array<{ description: string; qty: number }>;
  Customer: { companyName: string };
};

function Call({ label, phone }: { label: string; phone: string | null }) {
  const href = telHref(phone);
  return href ? (
    <a className="link" href={href}>
      {`${label} ${phone}`}
    </a>
  ) : null;
}

/** One stop as a driver reads it on a phone: where, who, what to collect, and the links to drive there and call. */
function StopCard({ stop, first, last, movable }: { stop: Stop; first: boolean; last: boolean; movable: boolean }) {
  const address = [stop.pickupAddr1, stop.pickupAddr2, stop.pickupCity, [stop.pickupState, stop.pickupZip].filter(Boolean).join(' ')];
  const maps = mapLinks(address);
  const urgent = stop.priority === 'Urgent(IM)';
  return (
    <li
      className={`min-w-0 rounded-lg border bg-white p-3 shadow-sm ${urgent ? 'border-red-400' : 'border-slate-200'}`}
      data-stop={stop.pickupNumber}
    >
      <div className="flex flex-wrap items-center gap-2">
        <a className="link font-semibold" href={`/admin/pickups/${stop.id}`}>
          {`${stop.stopNum === null ? '' : `${stop.stopNum}. `}Pickup ${stop.pickupNumber}`}
        </a>
        {urgent ? (
          <span className="rounded bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">Urgent(IM)</span>
        ) : (
          <span className="text-sm text-slate-600">{stop.priority}</span>
        )}
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">{stop.actualPickupDate ? 'Picked Up' : stop.status}</span>
      </div>
      <p className="mt-1 break-words font-medium">{stop.Customer.companyName}</p>
      {stop.jobName && <p className="break-words text-sm">{`Job: ${stop.jobName}`}</p>}
      <p className="break-words text-sm">{address.filter(Boolean).join(', ')}</p>
      <p className="text-sm text-slate-700">
        {[stop.crossStreet && `Gate Code: ${stop.crossStreet}`, stop.mapPage && `Map Page: ${stop.mapPage}`].filter(Boolean).join(' · ')}
      </p>
      <p className="break-words text-sm">{`Caller: ${stop.caller}`}</p>
      {stop.instructions && <p className="break-words text-sm text-slate-700">{`Instructions: ${stop.instructions}`}</p>}
      {stop.expectedSets.length > 0 && (
        <ul className="mt-1 list-inside list-disc text-sm" aria-label={`Expected sample sets of pickup ${stop.pickupNumber}`}>
          {stop.expectedSets.map((set, index) => (
            <li key={index}>{`${set.qty} × ${set.description}`}</li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {maps && (
          <>
            <a className="link" href={maps.geo}>
              Open in Maps
            </a>
            <a className="link" href={maps.web} rel="noreferrer" target="_blank">
              Map on the Web
            </a>
          </>
        )}
        <Call label="Call Caller" phone={stop.callerPhone} />
        <Call label="Call Site" phone={stop.sitePhone} />
      </div>
      {movable && (
        <div className="mt-2 flex gap-2">
          {!first && (
            <Island
              of={ActionButton}
              label="Move Up"
              path={`/api/pickups/stops/${stop.id}/up`}
              method="POST"
              successMessage={M.stopMoved}
            />
          )}
          {!last && (
            <Island
              of={ActionButton}
              label="Move Down"
              path={`/api/pickups/stops/${stop.id}/down`}
              method="POST"
              successMessage={M.stopMoved}
            />
          )}
        </div>
      )}
    </li>
  );
}

/** Today's pickups grouped by driver in stop order, one card per stop: made for a 375 px phone. */
export function TodayView({ today, movable }: { today: Today; movable: boolean }) {
  return (
    <div className="space-y-6">
      <p className="text-slate-600">{toDisplayDate(today.date)}</p>
      {today.groups.length === 0 && <p className="text-slate-600">No Data</p>}
      {today.groups.map((group) => {
        const stops = group.pickups as Stop[];
        return (
          <section
            key={group.driver?.id ?? 'none'}
            aria-label={group.driver ? `${group.driver.firstName} ${group.driver.lastName}` : 'No driver'}
          >
            <h2 className="mb-2 text-lg font-semibold">
              {group.driver ? `${group.driver.firstName} ${group.driver.lastName}` : 'No driver'}
            </h2>
            <ol className="space-y-3">
              {stops.map((stop, index) => (
                <StopCard
                  key={stop.id}
                  stop={stop}
                  first={index === 0}
                  last={index === stops.length - 1}
                  movable={movable && group.driver !== null}
                />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
