import { InputError } from '../../core/errors.ts';
import { sampleTypesService, type SampleTypeDetails } from '../sample-types/index.ts';
import { record, type Writer } from './audit.ts';
import { PICKUP_MESSAGES as M } from './messages.ts';
import { customerRate, nextSampleN, nextSpecimenN, samplesOf, specimensOf } from './pickups.repository.ts';
import type { SampleRow, SpecimenRow } from './pickups.table.ts';
import { presentSample, presentSpecimen } from './present.ts';
import { childNumber, defaultMaxPsi, defaultTestDate, sampleRate } from './rules/sample-defaults.ts';
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
    customerRate: await customerRate(writer.trx, parent.customerId, type.id),
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

/** A specimen's columns: its test type defaults to the sample type's, its test date to cast date + variance. */
async function specimenColumns(writer: Writer, sample: SampleRow, type: SampleTypeDetails, input: SpecimenInput) {
  const testTypeId = input.testTypeId ?? type.defaultTestTypeId;
  const castDate = input.castDate ?? sample.castDate;
  let testDate = input.testDate ?? null;
  if (!testDate && testTypeId) {
    const testType =
      testTypeId === type.defaultTestType?.id ? type.defaultTestType : await sampleTypesService.findTestType(writer.trx, testTypeId);
    testDate = defaultTestDate(castDate, testType?.dateVariance);
  }
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

async function insertSpecimen(writer: Writer, sample: SampleRow, type: SampleTypeDetails, input: SpecimenInput): Promise<void> {
  const n = await nextSpecimenN(writer.trx, sample.id);
  const row = await writer.trx
    .insertInto('specimens')
    .values({
      ...(await specimenColumns(writer, sample, type, input)),
      sampleId: sample.id,
      n,
      specimenNum: childNumber(sample.sampleNum, n),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await record(writer, 'specimen', row.id, 'create', null, { ...presentSpecimen(row), pickupId: sample.pickupId });
}

async function syncSpecimens(
  writer: Writer,
  sample: SampleRow,
  type: SampleTypeDetails,
  inputs: readonly SpecimenInput[],
  existing: SpecimenRow[],
) {
  const kept = new Set(inputs.map((input) => input.id).filter((id): id is number => typeof id === 'number'));
  for (const gone of existing.filter((specimen) => !kept.has(specimen.id))) {
    await writer.trx.deleteFrom('specimens').where('id', '=', gone.id).execute();
    await record(writer, 'specimen', gone.id, 'delete', { ...presentSpecimen(gone), pickupId: sample.pickupId }, null);
  }
  for (const input of inputs) {
    const before = existing.find((specimen) => specimen.id === input.id);
    if (!before) {
      await insertSpecimen(writer, sample, type, input);
      continue;
    }
    const after = await writer.trx
      .updateTable('specimens')
      .set({ ...(await specimenColumns(writer, sample, type, input)), updatedAt: new Date() })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await record(
      writer,
      'specimen',
      before.id,
      'update',
      { ...presentSpecimen(before), pickupId: sample.pickupId },
      { ...presentSpecimen(after), pickupId: sample.pickupId },
    );
  }
}

/** A new sample set numbered `{pickupNumber}.{n}`, with its specimens given or, for a specimen type, `qty` made. */
export async function insertSample(writer: Writer, parent: SampleParent, input: SampleInput, index: number): Promise<SampleRow> {
  const type = await sampleTypeOf(writer, input.sampleTypeId!, index);
  const n = await nextSampleN(writer.trx, parent.id);
  const sample = await writer.trx
    .insertInto('samples')
    .values({
      ...(await sampleColumns(writer, parent, input, type)),
      pickupId: parent.id,
      n,
      sampleNum: childNumber(parent.pickupNumber, n),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await record(writer, 'sample', sample.id, 'create', null, presentSample(sample));
  const specimens = input.specimens ?? (type.nonSpecimen ? [] : Array.from({ length: sample.qty }, () => ({})));
  for (const specimen of specimens) await insertSpecimen(writer, sample, type, specimen);
  return sample;
}

/**
 * Brings a pickup's sample sets in line with the form: sets without an id are added, sets with
 * one are changed (their specimens too, when sent), sets left out are deleted. Answers whether
 * anything changed, which marks the invoice as changed.
 */
export async function syncSamples(writer: Writer, parent: SampleParent, inputs: readonly SampleInput[]): Promise<boolean> {
  const existing = await samplesOf(writer.trx, parent.id);
  const kept = new Set(inputs.map((input) => input.id).filter((id): id is number => typeof id === 'number'));
  let changed = false;
  for (const gone of existing.filter((sample) => !kept.has(sample.id))) {
    await writer.trx.deleteFrom('samples').where('id', '=', gone.id).execute();
    await record(writer, 'sample', gone.id, 'delete', presentSample(gone), null);
    changed = true;
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
    const after = await writer.trx
      .updateTable('samples')
      .set({ ...(await sampleColumns(writer, parent, input, type)), updatedAt: new Date() })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const [was, is] = [presentSample(before), presentSample(after)];
    if (JSON.stringify(was) !== JSON.stringify(is)) {
      await record(writer, 'sample', before.id, 'update', was, is);
      changed = true;
    }
    if (input.specimens) await syncSpecimens(writer, after, type, input.specimens, await specimensOf(writer.trx, [after.id]));
  }
  return changed;
}
