import { BusinessRuleError } from '../../../core/errors.ts';
import { NO_MIN_PSI_MESSAGE, noRequirementAtAgeMessage, type ResultEvaluation } from '../../templates/client.ts';
import { verificationName } from './entry.ts';

/** What the technician states besides the template's fields. */
export interface EntryMeta {
  technician: string;
  /** The day it was broken, YYYY-MM-DD. */
  testDate: string;
  /** h:mm AM/PM. */
  time: string;
  testsComplete: boolean;
}

/** The keys of `results` that are not template fields. */
export const META_KEYS = ['technician', 'testDate', 'time', 'testsComplete', 'calculatedPsi', 'pctAge', 'failedStatus'] as const;

/**
 * The `results` a test result stores: the entered fields as the engine read them (numbers as
 * numbers, options as the option's value), the technician's statements, and the stored values
 * of the second document (calculatedPsi, pctAge, failedStatus), all from the server's evaluation.
 * Verification copies are not kept: they only prove the value was typed twice.
 */
export function storedResults(
  entered: Readonly<Record<string, unknown>>,
  evaluation: Pick<ResultEvaluation, 'fields' | 'computed' | 'status' | 'message'>,
  meta: EntryMeta,
  verifiedFields: readonly string[],
): Record<string, unknown> {
  const copies = new Set(verifiedFields.map(verificationName));
  const kept = Object.fromEntries(
    Object.entries(entered).filter(([key]) => !copies.has(key) && !(META_KEYS as readonly string[]).includes(key)),
  );
  return {
    ...kept,
    ...evaluation.fields,
    technician: meta.technician,
    testDate: meta.testDate,
    time: meta.time,
    calculatedPsi: evaluation.computed.calculatedPsi ?? null,
    pctAge: evaluation.computed.pctAge ?? null,
    failedStatus: evaluation.status === 'Failed' ? (evaluation.message ?? 'Failed') : null,
    testsComplete: meta.testsComplete,
  };
}

/**
 * The warning a save answers, shown as the error toast: the out-of-specification message of a
 * Failed result, or the no-min-psi alert of a result that waits for one. Nothing otherwise.
 */
export function saveWarning(evaluation: Pick<ResultEvaluation, 'status' | 'message'>): string | undefined {
  if (evaluation.status === 'Failed') return evaluation.message;
  if (evaluation.message === NO_MIN_PSI_MESSAGE) return evaluation.message;
  return undefined;
}

export const PAUSED_MESSAGE =
  'Testing of this sample set is paused after a failed test. Choose Allow testing after Failed Test on the pickup before entering new results.';

/** A new result for a paused set is refused (422); the failed result itself may still be corrected. */
export function assertTestingAllowed(sampleSet: { allowTesting: boolean }): void {
  if (!sampleSet.allowTesting) throw new BusinessRuleError(PAUSED_MESSAGE);
}

/** A Failed result pauses its sample set until the office allows testing again. */
export const pausesSampleSet = (status: ResultEvaluation['status']) => status === 'Failed';

/**
 * A specimen with a judged result that has a strength was broken, whatever the technician says
 * of the set: it is no longer due (nor Overdue), it counts as tested today and its report knows
 * it is tested. 'Tests complete' is the technician's statement that the set's testing is done,
 * and marks a result without a strength (a broken-in-transport note) tested as well. A result
 * that cannot be judged yet (no min psi, a review remark) keeps its specimen in the break list,
 * under Needs attention, until it is.
 * @example countsAsBroken({ calculatedPsi: 4120, testsComplete: false, status: 'Passed' }) // true
 */
export function countsAsBroken(result: {
  calculatedPsi: number | string | null;
  testsComplete: boolean;
  status: ResultEvaluation['status'];
}): boolean {
  return result.testsComplete || (result.calculatedPsi !== null && result.calculatedPsi !== '' && result.status !== 'Pending');
}

/** What every 'no strength requirement at this age' message starts with, whatever the age. */
const NO_REQUIREMENT_AT_AGE = noRequirementAtAgeMessage(0).replace(/\d+ days$/, '');

/** Who can settle a result that cannot be judged, as the Needs attention row says it (decision 193). */
export function attentionFor(result: {
  status: ResultEvaluation['status'];
  message: string | null;
}): { reason: string; fix: string } | null {
  if (result.status !== 'Pending') return null;
  if (result.message === NO_MIN_PSI_MESSAGE)
    return { reason: result.message, fix: 'The office (customer service) sets the min psi of the sample set on the pickup.' };
  if (result.message?.startsWith(NO_REQUIREMENT_AT_AGE))
    return {
      reason: result.message,
      fix: "A technician corrects the test date on the break form; if that age is right, the template's strength-at-age table needs a row for it (an admin's change).",
    };
  if (result.message?.startsWith('Review needed'))
    return { reason: result.message, fix: 'A technician accepts the remark on the break form, or corrects the values.' };
  return { reason: result.message ?? 'The result cannot be judged yet.', fix: 'A technician completes the break form.' };
}

/** The fix is made on the pickup: the sample set's min psi, which the office sets (the others are the break form's). */
export const fixedOnPickup = (attention: { reason: string } | null | undefined): boolean => attention?.reason === NO_MIN_PSI_MESSAGE;
