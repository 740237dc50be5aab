import type { todaysPickups } from '../lookups.ts';
import { toDisplayDate } from '../../../core/dates.ts';

type Today = Awaited<ReturnType<typeof todaysPickups>>;
type Stop = {
  id: number;
  pickupNumber: number;
  stopNum: number | null;
  pickupAddr1: string | null;
  pickupCity: string;
  crossStreet: string | null;
  priority: string;
  status: string;
  Customer: { companyName: string };
};

/** Today's pickups grouped by driver, one card per stop: readable on a 375 px phone. */
export function TodayView({ today }: { today: Today }) {
  return (
    <div className="space-y-6">
      <p className="text-slate-600">{toDisplayDate(today.date)}</p>
      {today.groups.length === 0 && <p className="text-slate-500">No Data</p>}
      {today.groups.map((group) => (
        <section
          key={group.driver?.id ?? 'none'}
          aria-label={group.driver ? `${group.driver.firstName} ${group.driver.lastName}` : 'No driver'}
        >
          <h2 className="mb-2 text-lg font-semibold">
            {group.driver ? `${group.driver.firstName} ${group.driver.lastName}` : 'No driver'}
          </h2>
          <ul className="space-y-3">
            {(group.pickups as Stop[]).map((stop) => (
              <li key={stop.id} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
                <a className="block" href={`/admin/pickups/${stop.id}`}>
                  <span className="font-semibold">{`${stop.stopNum === null ? '' : `${stop.stopNum}. `}Pickup ${stop.pickupNumber}`}</span>{' '}
                  <span className="text-sm text-slate-600">{`${stop.priority} · ${stop.status}`}</span>
                  <span className="block break-words">{stop.Customer.companyName}</span>
                  <span className="block break-words text-sm">{[stop.pickupAddr1, stop.pickupCity].filter(Boolean).join(', ')}</span>
                  {stop.crossStreet && <span className="block text-sm text-slate-600">{`Gate Code: ${stop.crossStreet}`}</span>}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
