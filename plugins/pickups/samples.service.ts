import { InputError } from '../../core/errors.ts';
import { customersService } from '../customers/index.ts';
import {
  readSchedule,
  SCHEDULE_MESSAGE,
  sampleTypesService,
  scheduleForQty,
  testTypesOfSpecimens,
  type SampleTypeDetails,
  type TestType,
} from '../sample-types/index.ts';
import { record, recordAll, type Writer } from './audit.ts';
import { PICKUP_MESSAGES as M } from './messages.ts';
import type { SampleRow, SpecimenRow } from './pickups.table.ts';
import { presentSample, presentSpecimen } from './present.ts';
import { childNumber, defaultMaxPsi, defaultTestDate } from './rules/sample-defaults.ts';
import { sampleRate } from './rules/sample-rate.ts';
import {
  deleteSample,
  deleteSpecimen,
  insertSample as insertSampleRow,
  insertSpecimens,
  nextSampleN,
  nextSpecimenN,
  samplesOf,
  specimensOf,
  updateSample,
  updateSpecimen,
} from './samples.repository.ts';
import type { SampleInput, SpecimenInput } from './schema.ts';

/** The pickup a sample set is written under; lock its row first so numbers never clash. */
export interface SampleParent {
  id: number;
  pickupNumber: number;
  customerId: number;
}

async function sampleTypeOf(writer: Writer, id: number, index: number): Promise<SampleTypeDetails> {
  const type = await sampleTypesService.findSampleType(writer.trx, id);
  if (!type) throw new InputError('Choose a sample type', { [`samples.${index}.sampleTypeId`]: 'Choose a sample type' });
  return type;
}

/** The stored columns of a sample set, with the defaults of the rules: max psi and rate. */
async function sampleColumns(writer: Writer, parent: SampleParent, input: SampleInput, type: SampleTypeDetails) {
  const { minPsi, forInformationOnly } = input.minPsi;
  const maxPsi = input.maxPsi ?? (minPsi === null ? null : defaultMaxPsi(minPsi, type.maxPsiPct));
  const rate = sampleRate({
    customerRate: await customersService.negotiatedRate(writer.trx, parent.customerId, type.id),
    sampleRate: input.rate,
    typeDefaultRate: type.defaultRate,
    overrideDefaultRate: input.overridePrice ?? false,
  });
  return {
    sampleTypeId: type.id,
    qty: input.qty ?? 1,
    castDate: input.castDate ?? null,
    castLocation: input.castLocation ?? null,
    pickupLocation: input.pickupLocation ?? null,
    minPsi,
    maxPsi,
    forInformationOnly: forInformationOnly || (input.forInformationOnly ?? false),
    dimensions: input.dimensions ?? null,
    notes: input.notes ?? null,
    description: input.description ?? null,
    rate,
    overridePrice: input.overridePrice ?? false,
    allowTesting: input.allowTesting ?? true,
  };
}

/** Test types by id, each read once however many specimens name it. */
function testTypeLookup(writer: Writer, type: SampleTypeDetails) {
  const known = new Map<number, Promise<TestType | undefined>>();
  if (type.defaultTestType) known.set(type.defaultTestType.id, Promise.resolve(type.defaultTestType));
  return (id: number) => {
    let found = known.get(id);
    if (!found) {
      found = sampleTypesService.findTestType(writer.trx, id);
      known.set(id, found);
    }
    return found;
  };
}

/** A specimen's columns: its test type defaults to the sample type's, its test date to cast date + variance. */
async function specimenColumns(
  sample: SampleRow,
  type: SampleTypeDetails,
  input: SpecimenInput,
  testType: ReturnType<typeof testTypeLookup>,
) {
  const testTypeId = input.testTypeId ?? type.defaultTestTypeId;
  const castDate = input.castDate ?? sample.castDate;
  let testDate = input.testDate ?? null;
  if (!testDate && testTypeId) testDate = defaultTestDate(castDate, (await testType(testTypeId))?.dateVariance);
  return {
    castDate,
    testDate,
    testTypeId,
    status: input.status ?? 'Open',
    specimenStatus: input.specimenStatus ?? 'Storage',
    breakType: input.breakType ?? null,
    location: input.location ?? null,
    immediate: input.immediate ?? false,
  };
}

/** New specimens of a set, numbered after its last one, in one insert with their audit entries in one more. */
async function addSpecimens(writer: Writer, sample: SampleRow, type: SampleTypeDetails, inputs: readonly SpecimenInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const first = await nextSpecimenN(writer.trx, sample.id);
  const testType = testTypeLookup(writer, type);
  const rows = [];
  for (const [index, input] of inputs.entries()) {
    const n = first + index;
    rows.push({
      ...(await specimenColumns(sample, type, input, testType)),
      sampleId: sample.id,
      n,
      specimenNum: childNumber(sample.sampleNum, n),
    });
  }
  const created = await insertSpecimens(writer.trx, rows);
  await recordAll(
    writer,
    created.map((row) => ({
      entity: 'specimen',
      recordId: row.id,
      action: 'create',
      before: null,
      after: { ...presentSpecimen(row), pickupId: sample.pickupId },
    })),
  );
}

/** Whether a row's recorded state moved, its version and times aside. */
const differs = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  JSON.stringify({ ...before, version: 0 }) !== JSON.stringify({ ...after, version: 0 });

/** Brings a set's specimens in line with the form; answers whether any was added, changed or deleted. */
async function syncSpecimens(
  writer: Writer,
  sample: SampleRow,
  type: SampleTypeDetails,
  inputs: readonly SpecimenInput[],
  existing: SpecimenRow[],
): Promise<boolean> {
  const kept = new Set(inputs.map((input) => input.id).filter((id): id is number => typeof id === 'number'));
  let changed = false;
  for (const gone of existing.filter((specimen) => !kept.has(specimen.id))) {
    changed = true;
    await deleteSpecimen(writer.trx, gone.id);
    await record(writer, 'specimen', gone.id, 'delete', { ...presentSpecimen(gone), pickupId: sample.pickupId }, null);
  }
  const testType = testTypeLookup(writer, type);
  for (const input of inputs) {
    const before = existing.find((specimen) => specimen.id === input.id);
    if (!before) continue;
    const after = await updateSpecimen(writer.trx, before.id, await specimenColumns(sample, type, input, testType));
    changed ||= differs(presentSpecimen(before), presentSpecimen(after));
    await record(
      writer,
      'specimen',
      before.id,
      'update',
      { ...presentSpecimen(before), pickupId: sample.pickupId },
      { ...presentSpecimen(after), pickupId: sample.pickupId },
    );
  }
  const added = inputs.filter((input) => !existing.some((specimen) => specimen.id === input.id));
  await addSpecimens(writer, sample, type, added);
  return changed || added.length > 0;
}

/**
 * The specimens of a new set laid out by its break schedule (the one the dialog sent, else the
 * sample type's, else every specimen of the default test type), the last group taking what the
 * quantity adds or removes; their test dates follow from the cast date in `specimenColumns`.
 */
async function scheduledSpecimens(writer: Writer, type: SampleTypeDetails, input: SampleInput, qty: number, index: number) {
  const schedule = input.breakSchedule ? readSchedule(input.breakSchedule) : type.breakSchedule;
  const testTypeIds = testTypesOfSpecimens(scheduleForQty(schedule, qty, type.defaultTestTypeId));
  for (const id of new Set(testTypeIds)) {
    if (id !== null && !(await sampleTypesService.findTestType(writer.trx, id)))
      throw new InputError(SCHEDULE_MESSAGE.unknownTestType, { [`samples.${index}.breakSchedule`]: SCHEDULE_MESSAGE.unknownTestType });
  }
  return testTypeIds.map((testTypeId) => (testTypeId === null ? {} : { testTypeId }));
}

/** A new sample set numbered `{pickupNumber}.{n}`, with its specimens given or, for a specimen type, `qty` made. */
export async function insertSample(writer: Writer, parent: SampleParent, input: SampleInput, index: number): Promise<SampleRow> {
  const type = await sampleTypeOf(writer, input.sampleTypeId!, index);
  const n = await nextSampleN(writer.trx, parent.id);
  const sample = await insertSampleRow(writer.trx, {
    ...(await sampleColumns(writer, parent, input, type)),
    pickupId: parent.id,
    n,
    sampleNum: childNumber(parent.pickupNumber, n),
  });
  await record(writer, 'sample', sample.id, 'create', null, presentSample(sample));
  const specimens = input.specimens ?? (type.nonSpecimen ? [] : await scheduledSpecimens(writer, type, input, sample.qty, index));
  await addSpecimens(writer, sample, type, specimens);
  return sample;
}

/** What a save did to a pickup's sample sets. */
export interface SamplesSync {
  /** Anything changed, which marks the invoice as changed. */
  changed: boolean;
  /** The sets that existed before and were changed or deleted (their specimens included). */
  changedSampleIds: number[];
}

/**
 * Brings a pickup's sample sets in line with the form: sets without an id are added, sets with
 * one are changed (their specimens too, when sent), sets left out are deleted. The caller has
 * checked that the form is not stale, so every set it leaves out is one it knew.
 */
export async function syncSamples(writer: Writer, parent: SampleParent, inputs: readonly SampleInput[]): Promise<SamplesSync> {
  const existing = await samplesOf(writer.trx, parent.id);
  const kept = new Set(inputs.map((input) => input.id).filter((id): id is number => typeof id === 'number'));
  let changed = false;
  const changedSampleIds: number[] = [];
  for (const gone of existing.filter((sample) => !kept.has(sample.id))) {
    await deleteSample(writer.trx, gone.id);
    await record(writer, 'sample', gone.id, 'delete', presentSample(gone), null);
    changed = true;
    changedSampleIds.push(gone.id);
  }
  for (const [index, input] of inputs.entries()) {
    const before = existing.find((sample) => sample.id === input.id);
    if (!before) {
      if (input.id) throw new InputError(M.sampleNotFound, { [`samples.${index}.id`]: M.sampleNotFound });
      await insertSample(writer, parent, input, index);
      changed = true;
      continue;
    }
    const type = await sampleTypeOf(writer, input.sampleTypeId!, index);
    const after = await updateSample(writer.trx, before.id, await sampleColumns(writer, parent, input, type));
    const [was, is] = [presentSample(before), presentSample(after)];
    // A save that changes nothing of a set leaves no trail entry (its version still moves).
    const setChanged = differs(was, is);
    if (setChanged) {
      await record(writer, 'sample', before.id, 'update', was, is);
      changed = true;
    }
    const specimensChanged = input.specimens
      ? await syncSpecimens(writer, after, type, input.specimens, await specimensOf(writer.trx, [after.id]))
      : false;
    if (setChanged || specimensChanged) changedSampleIds.push(before.id);
  }
  return { changed, changedSampleIds };
}
