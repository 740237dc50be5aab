import { addressList } from '../../../core/mail/address.ts';

/** The dashboard's badges of a report that was not sent (section 4), and the answer's `reason`. */
export const UNSENT_REASONS = ['Location Report Off', 'Customer Report Off', 'Customer Pay', 'Error'] as const;
export type UnsentReason = (typeof UNSENT_REASONS)[number];

/** The customer status that holds reports until the customer has paid. */
export const MUST_PAY_BEFORE_REPORT = 'Must pay before report';

export interface SendParties {
  customer: { sendReports: boolean; status: string; reportEmail: string | null };
  /** The report's project address, when it is a saved location. */
  location: { sendReports: boolean; reportEmail: string | null } | null;
}

export type SendDecision = { send: true; to: string[] } | { send: false; reason: UnsentReason; detail: string };

/** The report e-mails of the customer and of the project address: split on commas and semicolons, trimmed, each once. */
export function reportRecipients(parties: SendParties): string[] {
  return addressList(parties.customer.reportEmail, parties.location?.reportEmail);
}

/**
 * Whether a report goes out, in the badges' order: the location's switch, the customer's, the
 * customer's payment status; with nobody to send it to, it is held as an Error.
 */
export function sendDecision(parties: SendParties): SendDecision {
  if (parties.location && !parties.location.sendReports)
    return { send: false, reason: 'Location Report Off', detail: 'The project address does not receive reports' };
  if (!parties.customer.sendReports) return { send: false, reason: 'Customer Report Off', detail: 'The customer does not receive reports' };
  if (parties.customer.status === MUST_PAY_BEFORE_REPORT)
    return { send: false, reason: 'Customer Pay', detail: 'The customer must pay before reports are sent' };
  const to = reportRecipients(parties);
  if (to.length === 0) return { send: false, reason: 'Error', detail: 'Neither the customer nor the project address has a report e-mail' };
  return { send: true, to };
}
