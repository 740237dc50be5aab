import type { Kysely } from 'kysely';
import { diffRecords } from '../../core/audit/audit.ts';
import type { Actor } from '../../core/auth/actor.ts';
import { fromDisplayDate, isIsoDate, labToday } from '../../shared/dates.ts';
import { withPreparedStatements } from '../../core/db/prepared.ts';
import { updateVersioned } from '../../core/db/versioned.ts';
import { BusinessRuleError, ConflictError, InputError, NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { assertSampleSetsChangeable, pickupsForBreaks, type SpecimenForBreak } from '../pickups/index.ts';
import { sampleTypesService } from '../sample-types/index.ts';
import { evaluateResult, flattenFields, type ResultEvaluation } from '../templates/index.ts';
import {
  changesOfTestResult,
  findTestResult,
  findTestResultOfSpecimen,
  insertChanges,
  insertTestResults,
  updateTestResult,
  type NewChange,
  type TestResultValues,
} from './breaks.repository.ts';
import type { BreaksDatabase, NewTestResultRow, TestResultRow } from './breaks.table.ts';
import { sendFailureAlert } from './failure-alert.tsx';
import { BREAKS_MESSAGE as M } from './messages.ts';
import { presentChange, presentTestResult, type TestResult } from './present.ts';
import { entryErrors, withReadingCopies } from './rules/entry.ts';
import { assertTestingAllowed, countsAsBroken, pausesSampleSet, saveWarning, storedResults, type EntryMeta } from './rules/result.ts';
import { startingTestDate, TEST_DATE_MESSAGE, testDateError } from './rules/test-date.ts';
import { currentTime, normaliseTime } from './rules/time.ts';
import type { BreakInput, ScheduleInput } from './schema.ts';
import { formulaContext } from './rules/context.ts';
import { keptViewLookups, specimenView, type SpecimenView } from './specimen-view.ts';
import { loadTemplate, type ChosenTemplate } from './template-choice.ts';

/** What the writes need from `ctx`: a test can hand in its own. */
export type BreaksDeps = Pick<PluginContext<BreaksDatabase>, 'db' | 'audit' | 'config' | 'mail' | 'extensions' | 'dataChanges'>;

type Db = Kysely<BreaksDatabase>;

/** A save's answer: the record, and the warning shown as the error toast when there is one. */
export interface SavedResult {
  testResult: TestResult;
  warning?: string;
}

/**
 * `GET /api/break-report/{id}`: `{ status, specimen, template }` as the break-report work order
 * asks (`status` is the answer's envelope; the result's own is `specimen.TestResult.status`):
 * the specimen, and its template with the entry fields at the top (the set screen and API clients build their rows from them) beside the
 * whole definition.
 */
export async function breakForm(deps: BreaksDeps, specimenId: number) {
  const { view, templateId } = await specimenView(deps.db, specimenId, keptViewLookups(deps));
  return { specimen: view, template: formTemplate(await loadTemplate(templateId)) };
}

/** A template as the break form and the set screen read it: its entry fields at the top, beside the whole definition. */
export const formTemplate = (template: ChosenTemplate) => ({
  id: template.id,
  version: template.version,
  name: template.name,
  title: template.title,
  fields: template.definition.fields,
  definition: template.definition,
});

/** The signed-in user's first and last name: the technician's default and the history's name (read only when the actor does not carry it). */
export async function userName(db: Db, actor: Pick<Actor, 'userId' | 'name'> | { userId: null }): Promise<string> {
  if (actor.userId === null) return 'System';
  if ('name' in actor && actor.name !== undefined) return actor.name;
  const user = await db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', actor.userId).executeTakeFirst();
  return user ? `${user.firstName} ${user.lastName}`.trim() : 'Unknown user';
}

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1' || value === 'on';
}

/**
 * The technician's statements from `results`, with the defaults of the second document; the
 * test date defaults to the specimen's scheduled one and may be neither before its cast date
 * nor after today.
 */
function entryMeta(results: Record<string, unknown>, actorName: string, timeZone: string, view: SpecimenView): EntryMeta {
  const errors: Record<string, string> = {};
  const technician = typeof results.technician === 'string' && results.technician.trim() ? results.technician.trim() : actorName;
  const today = labToday(timeZone);
  let testDate = startingTestDate(view.scheduledTestDate, today);
  if (typeof results.testDate === 'string' && results.testDate.trim()) {
    const text = results.testDate.trim();
    const iso = isIsoDate(text) ? text : fromDisplayDate(text);
    if (iso === null) errors.testDate = M.invalidDate;
    else testDate = iso;
  }
  const wrongDate = errors.testDate === undefined ? testDateError(testDate, view.castDate, today) : undefined;
  if (wrongDate !== undefined) errors.testDate = wrongDate;
  // Now, only when no time was typed: reading the clock in the lab's zone costs a formatter.
  let time = '';
  if (typeof results.time === 'string' && results.time.trim()) {
    const normal = normaliseTime(results.time);
    if (normal === null) errors.time = 'Enter a time such as 9:30 AM';
    else time = normal;
  } else time = currentTime(timeZone);
  if (Object.keys(errors).length > 0) throw new InputError(M.correctFields, errors);
  return { technician, testDate, time, testsComplete: flag(results.testsComplete) };
}

/** What the client says of the record must be what the specimen is: nothing it sends is taken on trust. */
function assertMatchesSpecimen(input: BreakInput, view: SpecimenView, template: ChosenTemplate): void {
  const fields: Record<string, string> = {};
  if (input.sampleId && input.sampleId !== view.Sample.id) fields.sampleId = M.mismatch('sample set');
  if (input.pickupId && input.pickupId !== view.Sample.pickupId) fields.pickupId = M.mismatch('pickup');
  if (input.sampleTypeId && input.sampleTypeId !== view.Sample.sampleTypeId) fields.sampleTypeId = M.mismatch('sample type');
  const templateId = typeof input.template === 'string' ? input.template : input.template?.id;
  if (templateId && templateId !== template.id && templateId !== template.name) fields.template = M.mismatch('template');
  if (Object.keys(fields).length > 0) throw new InputError(M.correctFields, fields);
}

/**
 * Evaluates what was entered with the template on the server (the answer is the record): the
 * entry checks of the second document first (400), then the engine's values and status.
 */
function judge(
  template: ChosenTemplate,
  view: SpecimenView,
  input: BreakInput,
  meta: EntryMeta,
): { values: TestResultValues; evaluation: ResultEvaluation } {
  const results = input.results as Record<string, unknown>;
  const errors = entryErrors(template.definition.fields, results, template.definition.defaultValues ?? {});
  const evaluation = evaluateResult(template.compiled, {
    fields: results,
    ...formulaContext(view, meta.testDate),
    acceptedRemarks: input.acceptedRemarks ?? [],
  });
  for (const error of evaluation.errors) {
    if ('field' in error && !errors[error.field]) errors[error.field] = error.message;
  }
  if (Object.keys(errors).length > 0) throw new InputError(M.correctFields, errors);
  const verified = flattenFields(template.definition.fields)
    .filter((field) => field.requireVerification === true)
    .map((field) => field.name);
  const psi = evaluation.computed.calculatedPsi;
  return {
    evaluation,
    values: {
      templateId: template.id,
      templateVersion: template.version,
      results: storedResults(results, evaluation, meta, verified),
      computed: evaluation.computed,
      remarks: evaluation.remarks,
      status: evaluation.status,
      message: evaluation.message ?? null,
      calculatedPsi: typeof psi === 'number' && Number.isFinite(psi) && Math.abs(psi) < 1e10 ? psi : null,
      testDate: meta.testDate,
      testsComplete: meta.testsComplete,
    },
  };
}

/** The recorded state of a result, for its history: what a person would compare. */
function snapshot(row: Pick<TestResultRow, 'status' | 'message' | 'remarks' | 'results'>): Record<string, unknown> {
  return { status: row.status, message: row.message, remarks: row.remarks, ...row.results };
}

/** A result judged and ready to write: every check passed, nothing written yet. */
export interface JudgedResult {
  /** The result it changes, or none for a specimen's first. */
  before?: TestResultRow;
  /** The version the client read of the result it changes. */
  version?: number;
  keys: Pick<NewTestResultRow, 'specimenId' | 'sampleId' | 'pickupId' | 'sampleTypeId'>;
  values: TestResultValues;
  evaluation: ResultEvaluation;
  alert: { specimenNum: string; pickupNumber: number; customerId: number };
}

/**
 * Judges what was entered for a specimen whose view, template and technician's name are read:
 * no statement, so a set's rows are all judged before any is written.
 */
export function judgeEntry(
  deps: Pick<BreaksDeps, 'config'>,
  read: { view: SpecimenView; raw: SpecimenForBreak; template: ChosenTemplate; actorName: string },
  entered: BreakInput,
  change?: { before: TestResultRow },
  options: { machineReading?: boolean } = {},
): JudgedResult {
  const { view, raw, template, actorName } = read;
  const input = options.machineReading
    ? { ...entered, results: withReadingCopies(template.definition.fields, entered.results as Record<string, unknown>) }
    : entered;
  assertMatchesSpecimen(input, view, template);
  const meta = entryMeta(input.results as Record<string, unknown>, actorName, deps.config.labTimeZone, view);
  const { values, evaluation } = judge(template, view, input, meta);
  return {
    ...(change && { before: change.before, version: entered.version }),
    keys: { specimenId: raw.id, sampleId: raw.sample.id, pickupId: raw.pickup.id, sampleTypeId: raw.sample.sampleTypeId },
    values,
    evaluation,
    alert: { specimenNum: view.specimenNum, pickupNumber: view.Sample.Pickup.pickupNumber, customerId: view.Sample.Pickup.customerId },
  };
}

/**
 * Writes judged results in the caller's transaction, in as few statements as a set allows: the
 * first results in one insert, each change under its version, every history entry in one insert,
 * the specimens' statuses through pickups in one batch; a failed result pauses its sample set
 * and alerts the office. Answers each saved result with its warning, in the order given.
 */
export async function writeJudged(
  deps: BreaksDeps,
  trx: Db,
  actor: Actor & { name: string },
  judged: readonly JudgedResult[],
): Promise<SavedResult[]> {
  // A first result's history entry is written with it; the values it records are those written
  // (stored as JSON, so compared as read back).
  const created = await insertTestResults(
    trx,
    judged
      .filter((one) => !one.before)
      .map((one) => {
        const after = snapshot(JSON.parse(JSON.stringify(one.values)) as TestResultValues);
        return {
          keys: { ...one.keys, createdBy: actor.userId },
          values: one.values,
          history: { changedByName: actor.name, after, changes: diffRecords(null, after) },
        };
      }),
  );
  const rows: TestResultRow[] = [];
  const changes: NewChange[] = [];
  for (const one of judged) {
    if (!one.before) {
      rows.push(created.shift()!);
      continue;
    }
    const { before } = one;
    const row = await updateVersioned(one.version, (guard) => updateTestResult(trx, before.id, one.values, actor.userId, guard));
    rows.push(row);
    changes.push({
      testResultId: row.id,
      version: row.version,
      action: 'update',
      changedBy: actor.userId,
      changedByName: actor.name,
      templateId: row.templateId,
      templateVersion: row.templateVersion,
      statusBefore: before.status,
      statusAfter: row.status,
      before: snapshot(before),
      after: snapshot(row),
      changes: diffRecords(snapshot(before), snapshot(row)),
    });
  }
  await insertChanges(trx, changes);
  const writer = { trx, audit: deps.audit, actor: { userId: actor.userId, impersonatorId: actor.impersonatorId } };
  await pickupsForBreaks.recordSpecimenTests(
    writer,
    rows.map((row) => ({ specimenId: row.specimenId, status: row.status, tested: countsAsBroken(row) })),
  );
  for (const sampleId of new Set(rows.filter((row) => pausesSampleSet(row.status)).map((row) => row.sampleId)))
    await pickupsForBreaks.setSampleTesting(writer, sampleId, false);
  for (const [index, row] of rows.entries()) await sendFailureAlert(deps, trx, row, judged[index]!.alert);
  return rows.map((row, index) => {
    const warning = saveWarning(judged[index]!.evaluation);
    return { testResult: presentTestResult(row), ...(warning && { warning }) };
  });
}

/** `POST /api/break-report`: the first result of a specimen. */
export async function createTestResult(deps: BreaksDeps, actor: Actor, input: BreakInput): Promise<SavedResult> {
  return withPreparedStatements(() => deps.db.transaction().execute((trx) => recordFirstResult(deps, trx, actor, input)));
}

/**
 * The first result of a specimen, inside the caller's transaction (a save, or a machine import
 * that records many: `machineReading` takes its values as read, with no second typing). Every
 * refusal is thrown before anything is written.
 */
export async function recordFirstResult(
  deps: BreaksDeps,
  trx: Db,
  actor: Actor,
  entered: BreakInput,
  options: { machineReading?: boolean } = {},
): Promise<SavedResult> {
  const { view, raw, templateId } = await specimenView(
    trx,
    entered.specimenId,
    keptViewLookups({ db: trx, dataChanges: deps.dataChanges }),
  );
  if (!raw.pickup.received) throw new BusinessRuleError(M.notReceived);
  const sampleSet = await pickupsForBreaks.lockSampleSet(trx, raw.sample.id);
  if (!sampleSet) throw new NotFoundError(M.sampleSetNotFound);
  assertTestingAllowed(sampleSet);
  await assertSampleSetsChangeable(deps.extensions, trx, [raw.sample.id]);
  if (await findTestResultOfSpecimen(trx, entered.specimenId)) throw new ConflictError(M.alreadyHasResult);
  const template = await loadTemplate(templateId);
  const name = await userName(trx, actor);
  const judged = judgeEntry(deps, { view, raw, template, actorName: name }, entered, undefined, options);
  return (await writeJudged(deps, trx, { ...actor, name }, [judged]))[0]!;
}

/**
 * `PUT /api/break-report/{id}`: a change to a result, judged again with the specimen's current
 * template; the previous values stay in its history. A result of a paused set may be corrected.
 */
export async function updateTestResultById(deps: BreaksDeps, actor: Actor, id: number, input: BreakInput): Promise<SavedResult> {
  return withPreparedStatements(() => deps.db.transaction().execute((trx) => changeTestResult(deps, trx, actor, id, input)));
}

/** A change to a result inside the caller's transaction (a save, or judging again when its pickup changed). */
export async function changeTestResult(deps: BreaksDeps, trx: Db, actor: Actor, id: number, input: BreakInput): Promise<SavedResult> {
  const before = await findTestResult(trx, id);
  if (!before) throw new NotFoundError(M.resultNotFound);
  if (before.specimenId !== input.specimenId) throw new InputError(M.correctFields, { specimenId: M.mismatch('specimen') });
  const { view, raw, templateId } = await specimenView(trx, before.specimenId, keptViewLookups({ db: trx, dataChanges: deps.dataChanges }));
  await pickupsForBreaks.lockSampleSet(trx, before.sampleId);
  await assertSampleSetsChangeable(deps.extensions, trx, [before.sampleId]);
  const template = await loadTemplate(templateId);
  const name = await userName(trx, actor);
  const judged = judgeEntry(deps, { view, raw, template, actorName: name }, input, { before });
  return (await writeJudged(deps, trx, { ...actor, name }, [judged]))[0]!;
}

/** `GET /api/break-report/history/{id}`: every save of a result, oldest first. */
export async function resultHistory(db: Db, id: number) {
  if (!(await findTestResult(db, id))) throw new NotFoundError(M.resultNotFound);
  return (await changesOfTestResult(db, id)).map(presentChange);
}

/** 'Allow testing after Failed Test': the office lets a paused sample set be tested again. */
export async function allowTesting(deps: BreaksDeps, actor: Actor, sampleId: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const writer = { trx, audit: deps.audit, actor: { userId: actor.userId, impersonatorId: actor.impersonatorId } };
    await assertSampleSetsChangeable(deps.extensions, trx, [sampleId]);
    if (!(await pickupsForBreaks.setSampleTesting(writer, sampleId, true))) throw new NotFoundError(M.sampleSetNotFound);
  });
}

/**
 * The Schedule action of a held specimen (a "Hold" test type, no test date): the test type it
 * is to be broken at and its date (cast date + the type's days unless given). Until then it stays
 * out of the due lists. A tested or already dated specimen is changed on the pickup instead.
 */
export async function scheduleHeldSpecimen(deps: BreaksDeps, actor: Actor, specimenId: number, input: ScheduleInput): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { view, raw } = await specimenView(trx, specimenId);
    if (view.tested || view.testDate !== null) throw new BusinessRuleError(M.notHeld);
    await assertSampleSetsChangeable(deps.extensions, trx, [raw.sample.id]);
    const testType = await sampleTypesService.findTestType(trx, input.testTypeId);
    if (!testType) throw new InputError(M.correctFields, { testTypeId: 'Unknown test type' });
    if (testType.noTestDateRequired) throw new InputError(M.correctFields, { testTypeId: M.heldType });
    const typed = input.testDate?.trim()
      ? isIsoDate(input.testDate.trim())
        ? input.testDate.trim()
        : fromDisplayDate(input.testDate)
      : undefined;
    if (typed === null) throw new InputError(M.correctFields, { testDate: M.invalidDate });
    const testDate = typed ?? pickupsForBreaks.defaultTestDate(view.castDate, testType.dateVariance);
    if (!testDate) throw new InputError(M.correctFields, { testDate: M.noTestDate });
    if (view.castDate !== null && testDate < view.castDate)
      throw new InputError(M.correctFields, { testDate: TEST_DATE_MESSAGE.beforeCast(view.castDate) });
    const writer = { trx, audit: deps.audit, actor: { userId: actor.userId, impersonatorId: actor.impersonatorId } };
    await pickupsForBreaks.scheduleSpecimen(writer, specimenId, { testTypeId: testType.id, testDate }, input.version);
  });
}
