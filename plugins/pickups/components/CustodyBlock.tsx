import type { PickupDetail } from '../detail.ts';

/** The lab's clock for an instant, as the office reads it: 11/27/2026 09:20. */
function labTime(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(instant))
    .replace(',', '');
}

/** The chain of custody the driver recorded: who released the samples, their signature, when, and the driver. */
export function CustodyBlock({ pickup, driverName, timeZone }: { pickup: PickupDetail; driverName: string | null; timeZone: string }) {
  if (!pickup.releasedBy || !pickup.releasedAt) return null;
  return (
    <section aria-labelledby="custody" className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="custody" className="text-lg font-semibold text-slate-900">
        Chain of Custody
      </h2>
      <dl className="mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Released By</dt>
          <dd className="font-medium">{pickup.releasedBy}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Time</dt>
          <dd className="font-medium">{labTime(pickup.releasedAt, timeZone)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Driver</dt>
          <dd className="font-medium">{driverName ?? '—'}</dd>
        </div>
      </dl>
      {pickup.hasReleaseSignature && (
        <img
          className="mt-3 h-24 max-w-full border border-slate-200"
          src={`/api/pickups/${pickup.id}/signature`}
          alt={`Signature of ${pickup.releasedBy}`}
        />
      )}
    </section>
  );
}
