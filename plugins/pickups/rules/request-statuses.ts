/**
 * The statuses of a customer's pickup request (decision 205). The request sets Requested, the
 * office's Confirm or Decline and the customer's Cancel move it on: the pickup form never sets
 * one nor leaves one, so a decline always has its reason and the customer always hears.
 */
export const REQUEST_STATUS_CODES: readonly string[] = ['requested', 'declined', 'cancelled'];

export const isRequestStatus = (code: string | undefined): boolean => code !== undefined && REQUEST_STATUS_CODES.includes(code);
