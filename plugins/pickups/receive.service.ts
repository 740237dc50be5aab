import type { Actor } from '../../core/auth/actor.ts';
import { labToday } from '../../shared/dates.ts';
import { BusinessRuleError, ConflictError, NotFoundError } from '../../core/errors.ts';
import { shareTransaction } from '../../core/plugin/extension-points.ts';
import { record, type Writer } from './audit.ts';
import { pickupReceived } from './extension-points.ts';
import { pickupDetail, samplesWithSpecimens, setsForStatus } from './detail.ts';
import { PICKUP_MESSAGES as M } from './messages.ts';
import { findPickup, insertPickup, statusById, statusByCode, updatePickup } from './pickups.repository.ts';
import type { PickupRow, SampleRow } from './pickups.table.ts';
import { inTransaction, type PickupDeps } from './pickups.service.ts';
import { presentPickup, presentSample, presentSpecimen } from './present.ts';
import { insertSample, samplesOf, specimensByIds, updateSample, updateSpecimen } from './samples.repository.ts';
import { planReceive, type ReceiveLine, type RemainderSet } from './rules/receive.ts';
import { childNumber } from './rules/sample-defaults.ts';
import { datesOnReceive, receiveWarning, STATUS_CODE } from './rules/status.ts';

/** The fields a remainder pickup takes from the pickup it continues (the reading notes). */
function remainderPickup(pickup: PickupRow, openStatusId: number) {
  const {
    id,
    pickupNumber: _number,
    version: _version,
    createdAt: _created,
    updatedAt: _updated,
    actualPickupDate: _actual,
    receiveDate: _received,
    searchText: _search,
    ...fields
  } = pickup;
  return {
    ...fields,
    parentPickupId: id,
    pickupStatusId: openStatusId,
    arrivalTime: null,
    departureTime: null,
    odomStart: null,
    odomFinish: null,
    driverNotes: null,
    changesInvoice: false,
    invoiced: false,
  };
}

/** Moves the specimens that did not arrive to a new sample set of the remainder pickup, renumbered under it. */
async function moveRemainder(writer: Writer, remainder: RemainderSet, from: SampleRow, to: PickupRow, n: number) {
  const { id: _id, createdAt: _c, updatedAt: _u, pickupId: _p, n: _n, sampleNum: _s, actualQty: _a, ...fields } = from;
  const { version: _version, ...columns } = fields;
  const sample = await insertSample(writer.trx, {
    ...columns,
    pickupId: to.id,
    n,
    sampleNum: childNumber(to.pickupNumber, n),
    qty: remainder.qty,
  });
  await record(writer, 'sample', sample.id, 'create', null, presentSample(sample));
  const moving = await specimensByIds(writer.trx, remainder.specimenIds);
  for (const [index, specimenId] of remainder.specimenIds.entries()) {
    const before = moving.find((specimen) => specimen.id === specimenId)!;
    const after = await updateSpecimen(writer.trx, specimenId, {
      sampleId: sample.id,
      n: index + 1,
      specimenNum: childNumber(sample.sampleNum, index + 1),
    });
    await record(
      writer,
      'specimen',
      specimenId,
      'update',
      { ...presentSpecimen(before), pickupId: from.pickupId },
      { ...presentSpecimen(after), pickupId: to.id },
    );
  }
}

/**
 * `PUT /api/pickups/receive/{id}`, in one transaction: every set gets its actual quantity, the
 * pickup becomes received (dates filled), and what did not arrive moves to a new sub-pickup.
 * Receiving twice is a 409; the status rules and the missing-type rule are 422s.
 */
export async function receivePickup(deps: PickupDeps, actor: Actor, id: number, lines: readonly ReceiveLine[]) {
  return inTransaction(deps, actor, async (writer) => {
    const { trx } = writer;
    const before = await findPickup(trx, id, { all: true }, true);
    if (!before) throw new NotFoundError(M.notFound);
    const current = await statusById(trx, before.pickupStatusId);
    if (before.invoiced || current?.code !== STATUS_CODE.open) throw new ConflictError(M.alreadyReceived);
    const samples = await samplesWithSpecimens(trx, id);
    const plan = planReceive(
      samples.map((sample) => ({
        id: sample.id,
        qty: sample.qty,
        nonSpecimen: sample.SampleType?.nonSpecimen ?? false,
        hasSampleType: sample.SampleType !== null,
        specimenIds: sample.specimens.map((specimen) => specimen.id),
      })),
      lines,
    );
    const warning = receiveWarning(await setsForStatus(trx, id));
    if (warning) throw new BusinessRuleError(warning, 'warning');

    for (const line of plan.received) {
      const was = samples.find((sample) => sample.id === line.sampleId)!;
      await updateSample(trx, line.sampleId, { actualQty: line.actualQty });
      await record(
        writer,
        'sample',
        line.sampleId,
        'receive',
        { actualQty: was.actualQty, pickupId: id },
        { actualQty: line.actualQty, pickupId: id },
      );
    }
    const open = await statusByCode(trx, STATUS_CODE.open);
    if (plan.remainders.length > 0) {
      const next = await insertPickup(trx, remainderPickup(before, open.id));
      await record(writer, 'pickup', next.id, 'create', null, presentPickup(next));
      const rows = await samplesOf(trx, id);
      for (const [index, remainder] of plan.remainders.entries()) {
        await moveRemainder(
          writer,
          remainder,
          rows.find((row) => row.id === remainder.sampleId)!,
          next,
          index + 1,
        );
      }
    }
    const received = await statusByCode(trx, STATUS_CODE.received);
    const after = await updatePickup(trx, id, {
      pickupStatusId: received.id,
      ...datesOnReceive(before, labToday(deps.config.labTimeZone)),
    });
    await record(writer, 'pickup', id, 'receive', presentPickup(before), presentPickup(after));
    await deps.extensions.collect(pickupReceived, { trx: shareTransaction(trx), pickupId: id, actor });
    return pickupDetail(trx, after);
  });
}
