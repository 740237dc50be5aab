import type { Kysely } from 'kysely';
import type { Actor } from '../../core/auth/actor.ts';
import { assertCurrentVersion, STALE_RECORD_MESSAGE } from '../../core/db/versioned.ts';
import { BusinessRuleError, ConflictError, InputError, NotFoundError } from '../../core/errors.ts';
import { assertSampleSetsChangeable, pickupsService } from '../pickups/index.ts';
import { testResultsOfSpecimens } from './breaks.repository.ts';
import {
  changeTestResult,
  formTemplate,
  recordFirstResult,
  userName,
  type BreaksDeps,
  type SavedResult,
  type SetRowContext,
} from './breaks.service.ts';
import type { BreaksDatabase } from './breaks.table.ts';
import { BREAKS_MESSAGE as M } from './messages.ts';
import { assertTestingAllowed } from './rules/result.ts';
import { rowLayout } from './rules/set.ts';
import type { BreakSetInput } from './schema.ts';
import { specimenView, viewLookups } from './specimen-view.ts';
import { loadTemplate } from './template-choice.ts';

type Db = Kysely<BreaksDatabase>;

/** A specimen of a set, as the set's messages name it. */
interface Member {
  id: number;
  specimenNum: string;
}

/**
 * The set a specimen is entered with (issue 27): the specimens of its sample set due on its test
 * date, in specimen order, tested or not (a result entered is shown and may be corrected). A
 * held specimen (no test date) is a set of its own.
 */
export async function setMembers(db: Db, specimenId: number): Promise<{ sampleId: number; members: Member[] }> {
  const specimen = await pickupsService.findSpecimenForBreak(db, specimenId);
  if (!specimen) throw new NotFoundError(M.specimenNotFound);
  const sampleId = specimen.sample.id;
  if (specimen.testDate === null) return { sampleId, members: [{ id: specimen.id, specimenNum: specimen.specimenNum }] };
  const specimens = await pickupsService.specimensOf(db, [sampleId]);
  const members = specimens
    .filter((row) => row.testDate === specimen.testDate)
    .map((row) => ({ id: row.id, specimenNum: row.specimenNum }));
  return { sampleId, members };
}

/**
 * `GET /api/break-report/set/{id}`: every specimen of the set with its result, and the template
 * as the break form's contract gives it (`template.fields`, each row's inputs); `rowEntry` says
 * whether those fields fit in a row, and why not (the composite templates keep the single form).
 */
export async function breakSet(deps: BreaksDeps, specimenId: number) {
  const { members } = await setMembers(deps.db, specimenId);
  const lookups = viewLookups();
  const views = await Promise.all(members.map((member) => specimenView(deps.db, member.id, lookups)));
  // One sample set, one customer, one sample type: one template for every row.
  const template = await loadTemplate(views[0]!.templateId);
  const layout = rowLayout(template.definition.fields);
  return {
    specimens: views.map(({ view }) => view),
    template: formTemplate(template),
    rowEntry: layout.fits ? { fits: true } : { fits: false, reason: layout.reason },
  };
}

/** A save's answer for the set: each row's record, and the warnings (out of specification, no min psi) of the rows that have one. */
export interface SavedSet {
  testResults: SavedResult['testResult'][];
  warnings: Array<{ specimenId: number; specimenNum: string; warning: string }>;
}

/** A row's refusal, naming the row: its message prefixed, its field messages keyed `rows.<index>.<field>`. */
function namedRow(error: unknown, index: number, member: Member): unknown {
  const row = M.setRow(member.specimenNum, index + 1);
  if (error instanceof InputError) {
    const fields = Object.fromEntries(Object.entries(error.fields ?? {}).map(([name, text]) => [`rows.${index}.${name}`, text]));
    return new InputError(`${row}: ${error.message}`, fields);
  }
  if (error instanceof BusinessRuleError) return new BusinessRuleError(`${row}: ${error.message}`, error.level);
  return error;
}

/**
 * `PUT /api/break-report/set/{id}`: every row recorded in one transaction, or none. Each row is
 * the single save's body and is judged, recorded and kept in its result's history exactly as
 * the single save does. A row whose specimen has a result carries that result's version: a
 * version other than the record's, or none while a result exists, is a stale row and refuses
 * the whole set (409). The sample set's pause and finalized reports are checked once, before the
 * first row: a row that fails pauses the set for the office, and the rows broken with it are
 * still recorded.
 */
export async function saveBreakSet(deps: BreaksDeps, actor: Actor, specimenId: number, input: BreakSetInput): Promise<SavedSet> {
  return deps.db.transaction().execute(async (trx) => {
    const { sampleId, members } = await setMembers(trx, specimenId);
    const byId = new Map(members.map((member) => [member.id, member]));
    const fields: Record<string, string> = {};
    const seen = new Set<number>();
    input.rows.forEach((row, index) => {
      if (!byId.has(row.specimenId)) fields[`rows.${index}.specimenId`] = M.notInSet;
      else if (seen.has(row.specimenId)) fields[`rows.${index}.specimenId`] = M.twiceInSet;
      seen.add(row.specimenId);
    });
    if (Object.keys(fields).length > 0) throw new InputError(M.correctFields, fields);
    // Held first, so no single save of this set runs between the checks and the rows.
    const sampleSet = await pickupsService.lockSampleSet(trx, sampleId);
    if (!sampleSet) throw new NotFoundError(M.sampleSetNotFound);
    const existing = new Map(
      (
        await testResultsOfSpecimens(
          trx,
          input.rows.map((row) => row.specimenId),
        )
      ).map((result) => [result.specimenId, result]),
    );
    for (const row of input.rows) {
      const result = existing.get(row.specimenId);
      if (result === undefined) continue;
      if (row.version === undefined) throw new ConflictError(STALE_RECORD_MESSAGE);
      assertCurrentVersion(result, row.version);
    }
    if (input.rows.some((row) => !existing.has(row.specimenId))) assertTestingAllowed(sampleSet);
    await assertSampleSetsChangeable(deps.extensions, trx, [sampleId]);
    const inSet: SetRowContext = { actorName: await userName(trx, actor.userId), lookups: viewLookups() };
    const saved: SavedSet = { testResults: [], warnings: [] };
    for (const [index, row] of input.rows.entries()) {
      const member = byId.get(row.specimenId)!;
      const result = existing.get(row.specimenId);
      const answer = await (
        result ? changeTestResult(deps, trx, actor, result.id, row, inSet) : recordFirstResult(deps, trx, actor, row, { inSet })
      ).catch((error: unknown) => {
        throw namedRow(error, index, member);
      });
      saved.testResults.push(answer.testResult);
      if (answer.warning) saved.warnings.push({ specimenId: member.id, specimenNum: member.specimenNum, warning: answer.warning });
    }
    return saved;
  });
}
