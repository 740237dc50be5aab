import type { PickupFormProps } from '../islands/props.ts';
import { isRequestStatus } from '../rules/request-statuses.ts';

export interface StatusFieldProps {
  statuses: PickupFormProps['statuses'];
  value: string;
  onChange(value: string): void;
  /** Offered on a received pickup without sub-pickups: back to open. */
  onReopen?: (() => void) | undefined;
}

/** What the form never offers: received (receiving has its own dialog), invoiced (only invoicing sets it) and a request's statuses. */
const notChosenByHand = (code: string) => code === 'received' || code === 'invoiced' || isRequestStatus(code);

/**
 * The pickup status: a choice that leaves out received, invoiced and the statuses of a
 * customer's request (the API refuses them from a form); a pickup in one of them shows its
 * status as text, a received one with Re-open Pickup when allowed.
 */
export function StatusField({ statuses, value, onChange, onReopen }: StatusFieldProps) {
  const status = statuses.find((candidate) => String(candidate.id) === value);
  if (status && notChosenByHand(status.code)) {
    return (
      <div>
        <p className="text-sm font-medium text-slate-700">Status</p>
        <p>{status.description}</p>
        {status.code === 'received' && onReopen && (
          <button type="button" className="link" onClick={onReopen}>
            Re-open Pickup
          </button>
        )}
      </div>
    );
  }
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      Status
      <select
        name="pickupStatusId"
        className="rounded-md border border-slate-300 px-3 py-2"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {statuses
          .filter((candidate) => !notChosenByHand(candidate.code))
          .map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.description}
            </option>
          ))}
      </select>
    </label>
  );
}
