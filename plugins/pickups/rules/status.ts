import { BusinessRuleError, InputError } from '../../../core/errors.ts';
import { isRequestStatus } from './request-statuses.ts';

/** Pickup statuses are data; these are the codes the rules know by name. */
export const STATUS_CODE = { open: 'open', received: 'received', invoiced: 'invoiced' } as const;

/** The specimen status once its tests are complete (pickups' `specimenStatus`: Storage or Tested). */
export const SPECIMEN_TESTED = 'Tested';

export const STATUS_WARNING = {
  noSampleSet: "Pickup can't be received without a sample set",
  missingTestDate: "Pickup can't be received because a test date has been left off",
  manualInvoiced: 'You cannot manually change the pickup status to invoiced',
  afterInvoiced: 'You cannot manually change the pickup status after it has been invoiced',
  requestStatus: "You cannot manually change a pickup request's status: the office confirms or declines it, the customer cancels it",
} as const;

export interface SpecimenForStatus {
  testDate: string | null;
  /** The test type whose specimens need no test date (a hold, say). */
  testDateExempt: boolean;
}

export interface SampleSetForStatus {
  /** Non-specimen sample types (a trip, a field test) have no specimens to date. */
  nonSpecimen: boolean;
  specimens: readonly SpecimenForStatus[];
}

/**
 * Why a manual status change is refused, or null when it is allowed. The four warnings are the
 * spec's, the request statuses' decision 205's; receiving itself goes through the Receive Samples dialog, which checks the same.
 */
export function statusChangeWarning(current: string, next: string, sampleSets: readonly SampleSetForStatus[]): string | null {
  if (current === next) return null;
  if (current === STATUS_CODE.invoiced) return STATUS_WARNING.afterInvoiced;
  if (next === STATUS_CODE.invoiced) return STATUS_WARNING.manualInvoiced;
  if (isRequestStatus(current) || isRequestStatus(next)) return STATUS_WARNING.requestStatus;
  if (next === STATUS_CODE.received) return receiveWarning(sampleSets);
  return null;
}

/** Why a pickup cannot be received yet, or null. */
export function receiveWarning(sampleSets: readonly SampleSetForStatus[]): string | null {
  if (sampleSets.length === 0) return STATUS_WARNING.noSampleSet;
  const undated = sampleSets.some(
    (set) => !set.nonSpecimen && set.specimens.some((specimen) => !specimen.testDate && !specimen.testDateExempt),
  );
  return undated ? STATUS_WARNING.missingTestDate : null;
}

export interface ReceiveDates {
  schedPickupDate: string;
  actualPickupDate: string | null;
  receiveDate: string | null;
}

export const RECEIVE_DATE_AFTER_TODAY = 'The receive date cannot be after today';

/**
 * On received, an empty actual pickup date becomes the scheduled date and an empty receive date
 * today (the lab's); a receive date after today is refused on its field: samples not yet in the
 * lab cannot have been received.
 */
export function datesOnReceive(dates: ReceiveDates, today: string): { actualPickupDate: string; receiveDate: string } {
  if (dates.receiveDate && dates.receiveDate > today) {
    throw new InputError(RECEIVE_DATE_AFTER_TODAY, { receiveDate: RECEIVE_DATE_AFTER_TODAY });
  }
  return {
    actualPickupDate: dates.actualPickupDate || dates.schedPickupDate,
    receiveDate: dates.receiveDate || today,
  };
}

export const DELETE_REFUSED = 'A pickup cannot be deleted once it has been received or invoiced';

/**
 * Refuses deleting a pickup the lab must keep: one received or invoiced (a 422 with the
 * spec's reason). Passes silently otherwise.
 */
export function deleteRefusal(pickup: { invoiced: boolean; statusCode: string | undefined }): void {
  if (pickup.invoiced || pickup.statusCode === STATUS_CODE.received || pickup.statusCode === STATUS_CODE.invoiced) {
    throw new BusinessRuleError(DELETE_REFUSED);
  }
}
