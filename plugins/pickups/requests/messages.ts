/** The texts of a customer's pickup request and of the office's answer to it. */
export const REQUEST_MESSAGES = {
  requested: 'Your pickup request has been sent',
  cancelled: 'Your pickup request has been cancelled',
  confirmed: 'The pickup request has been confirmed',
  declined: 'The pickup request has been declined',
  notFound: 'Pickup request not found',
  location: 'Choose one of your project addresses',
  address: 'Enter the pickup address',
  window: 'The end of the window must be after its start',
  reason: 'Say why the request is declined',
  past: 'The date cannot be in the past',
  forbiddenField: (fields: readonly string[]) => `A pickup request cannot set ${fields.join(', ')}: the lab sets them`,
  noCompany: 'Only a customer user can request a pickup',
  notRequested: (status: string) => `This pickup is no longer a request (it is ${status})`,
} as const;

/** A company in one of these statuses may not request a pickup; the refusal names the status. */
export const REQUEST_REFUSING_STATUSES = ['Frozen Debt', 'Must pay before P/U'] as const;

/** Why a company in the given status cannot request, or null. */
export function companyRefusal(status: string): string | null {
  return (REQUEST_REFUSING_STATUSES as readonly string[]).includes(status)
    ? `Your account's status is '${status}': please call the lab to arrange a pickup`
    : null;
}

/**
 * Why the wanted date cannot be had, or null: never a past day, and today only before the lab's
 * cut-off time (`HH:mm`, the lab's clock).
 * @example dateRefusal('2026-11-27', '2026-11-27', '13:05', '12:00') // 'Same-day pickups must be requested before 12:00'
 */
export function dateRefusal(date: string, today: string, now: string, cutoff: string): string | null {
  if (date < today) return REQUEST_MESSAGES.past;
  if (date === today && now >= cutoff) return `Same-day pickups must be requested before ${cutoff}`;
  return null;
}
