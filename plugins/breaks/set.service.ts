import type { Kysely } from 'kysely';
import type { Actor } from '../../core/auth/actor.ts';
import { withPreparedStatements } from '../../core/db/prepared.ts';
import { assertCurrentVersion, STALE_RECORD_MESSAGE } from '../../core/db/versioned.ts';
import { BusinessRuleError, ConflictError, InputError, NotFoundError } from '../../core/errors.ts';
import { assertSampleSetsChangeable, pickupsForBreaks, type SpecimenForBreak } from '../pickups/index.ts';
import { testResultsOfSpecimens } from './breaks.repository.ts';
import { formTemplate, judgeEntry, userName, writeJudged, type BreaksDeps, type SavedResult } from './breaks.service.ts';
import type { BreaksDatabase } from './breaks.table.ts';
import { BREAKS_MESSAGE as M } from './messages.ts';
import { assertTestingAllowed } from './rules/result.ts';
import { rowLayout } from './rules/set.ts';
import type { BreakSetInput } from './schema.ts';
import { keptViewLookups, specimenViews } from './specimen-view.ts';
import { loadTemplate } from './template-choice.ts';

type Db = Kysely<BreaksDatabase>;

/**
 * The specimens entered with this one as a set (issue 27), in specimen order, tested or not (a
 * result entered is shown and may be corrected): those of its sample set due on its test date.
 * A held specimen (no test date) is a set of its own.
 */
function dueTogether(specimens: readonly SpecimenForBreak[], specimenId: number): SpecimenForBreak[] {
  const specimen = specimens.find((one) => one.id === specimenId);
  if (!specimen) throw new NotFoundError(M.specimenNotFound);
  if (specimen.testDate === null) return [specimen];
  return specimens.filter((one) => one.testDate === specimen.testDate);
}

/**
 * The set a specimen is entered with, read in one statement: its sample set's id and its members.
 * `lock` holds the sample set for the rest of the transaction in that statement.
 */
export async function setMembers(
  db: Db,
  specimenId: number,
  options: { lock?: boolean } = {},
): Promise<{ sampleId: number; members: SpecimenForBreak[] }> {
  const members = dueTogether(await pickupsForBreaks.sampleSetOfSpecimenForBreak(db, specimenId, options), specimenId);
  return { sampleId: members[0]!.sample.id, members };
}

/**
 * `GET /api/break-report/set/{id}`: every specimen of the set with its result, and the template
 * as the break form's contract gives it (`template.fields`, each row's inputs); `rowEntry` says
 * whether those fields fit in a row, and why not (the composite templates keep the single form).
 */
export async function breakSet(deps: BreaksDeps, specimenId: number) {
  const { members } = await setMembers(deps.db, specimenId);
  const views = await specimenViews(deps.db, members, { lookups: keptViewLookups(deps) });
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
function namedRow(error: unknown, index: number, member: SpecimenForBreak): unknown {
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
 * the single save's body and is judged and kept in its result's history exactly as the single
 * save does; every row is judged before any is written, and they are written together (a set of
 * four in about fifteen statements). A row whose specimen has a result carries that result's
 * version: a version other than the record's, or none while a result exists, is a stale row and
 * refuses the whole set (409). The sample set is held first, and its pause and finalized reports
 * checked once: a row that fails pauses the set for the office, and the rows broken with it are
 * still recorded.
 */
export async function saveBreakSet(deps: BreaksDeps, actor: Actor, specimenId: number, input: BreakSetInput): Promise<SavedSet> {
  return withPreparedStatements(() =>
    deps.db.transaction().execute(async (trx) => {
      // Held first, so no single save of this set runs between the checks and the rows; the
      // results are read after the hold, so a row a save before this one recorded is seen stale.
      const { sampleId, members } = await setMembers(trx, specimenId, { lock: true });
      const sampleSet = { id: sampleId, allowTesting: members[0]!.sample.allowTesting };
      const byId = new Map(members.map((member) => [member.id, member]));
      const fields: Record<string, string> = {};
      const seen = new Set<number>();
      input.rows.forEach((row, index) => {
        if (!byId.has(row.specimenId)) fields[`rows.${index}.specimenId`] = M.notInSet;
        else if (seen.has(row.specimenId)) fields[`rows.${index}.specimenId`] = M.twiceInSet;
        seen.add(row.specimenId);
      });
      if (Object.keys(fields).length > 0) throw new InputError(M.correctFields, fields);
      const results = await testResultsOfSpecimens(
        trx,
        input.rows.map((row) => row.specimenId),
      );
      const existing = new Map(results.map((result) => [result.specimenId, result]));
      for (const row of input.rows) {
        const result = existing.get(row.specimenId);
        if (result === undefined) continue;
        if (row.version === undefined) throw new ConflictError(STALE_RECORD_MESSAGE);
        assertCurrentVersion(result, row.version);
      }
      if (input.rows.some((row) => !existing.has(row.specimenId))) assertTestingAllowed(sampleSet);
      await assertSampleSetsChangeable(deps.extensions, trx, [sampleSet.id]);
      const rowSpecimens = input.rows.map((row) => byId.get(row.specimenId)!);
      const [actorName, views] = await Promise.all([
        userName(trx, actor),
        specimenViews(trx, rowSpecimens, { results, lookups: keptViewLookups({ db: trx, dataChanges: deps.dataChanges }) }),
      ]);
      const template = await loadTemplate(views[0]!.templateId);
      const judged = input.rows.map((row, index) => {
        const { view, raw } = views[index]!;
        const result = existing.get(row.specimenId);
        try {
          if (!result && !raw.pickup.received) throw new BusinessRuleError(M.notReceived);
          return judgeEntry(deps, { view, raw, template, actorName }, row, result && { before: result });
        } catch (error) {
          throw namedRow(error, index, raw);
        }
      });
      const saved = await writeJudged(deps, trx, { ...actor, name: actorName }, judged);
      return {
        testResults: saved.map((one) => one.testResult),
        warnings: saved.flatMap((one, index) =>
          one.warning ? [{ specimenId: rowSpecimens[index]!.id, specimenNum: rowSpecimens[index]!.specimenNum, warning: one.warning }] : [],
        ),
      };
    }),
  );
}
