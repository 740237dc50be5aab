import type { Kysely } from 'kysely';
import type { Actor } from '../../core/auth/actor.ts';
import { InputError } from '../../core/errors.ts';
import type { BreaksDatabase } from './breaks.table.ts';
import { changeTestResult, type BreaksDeps } from './breaks.service.ts';
import { NO_MIN_PSI_MESSAGE } from '../templates/index.ts';
import { withReadingCopies } from './rules/entry.ts';
import { loadTemplate } from './template-choice.ts';

/**
 * A pickup saved from its form may give its sample sets what their results lacked to be judged
 * (the min psi, which the office sets): each such result of the pickup is judged again, as its
 * technician entered it (values, technician, test date and time, accepted remarks), inside the
 * save's transaction, so the break list, the dashboards and the report read the verdict at once
 * instead of "Needs attention". Each gets its history entry under the office user who saved. A
 * result the new facts still cannot judge, or that no longer passes the entry checks (a cast
 * date moved past its test date), stays as it was, for the technician.
 */
export async function rejudgeAfterPickupSave(
  deps: BreaksDeps,
  trx: Kysely<BreaksDatabase>,
  actor: Actor,
  pickupId: number,
): Promise<number> {
  const waiting = await trx
    .selectFrom('testResults')
    .select(['id', 'specimenId', 'version', 'templateId', 'results', 'remarks'])
    .where('pickupId', '=', pickupId)
    .where('status', '=', 'Pending')
    .where('message', '=', NO_MIN_PSI_MESSAGE)
    .orderBy('id')
    .execute();
  let judged = 0;
  for (const result of waiting) {
    // What was stored is what was typed, less the second typing of a verified field.
    const { definition } = await loadTemplate(result.templateId);
    const input = {
      specimenId: result.specimenId,
      version: result.version,
      results: withReadingCopies(definition.fields, result.results),
      acceptedRemarks: result.remarks.filter((remark) => remark.accepted).map((remark) => remark.rule),
    };
    try {
      const saved = await changeTestResult(deps, trx, actor, result.id, input);
      if (saved.testResult.message !== NO_MIN_PSI_MESSAGE) judged += 1;
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
    }
  }
  return judged;
}
