import type { Actor } from '../../core/auth/actor.ts';
import { NotAllowedError, NotFoundError } from '../../core/errors.ts';
import { record } from './audit.ts';
import { pickupDetail } from './detail.ts';
import { DRIVER_FIELDS, PICKUP_MESSAGES as M } from './messages.ts';
import { findPickup, updatePickup, type PickupScope } from './pickups.repository.ts';
import { inTransaction, type PickupDeps } from './pickups.service.ts';
import { assertSampleSetsChangeable } from './sample-set-guard.ts';
import { presentPickup, presentSpecimen } from './present.ts';
import { assertOdometer } from './rules/odometer.ts';
import { findSpecimen, updateSpecimen as updateSpecimenRow } from './samples.repository.ts';
import type { DriverUpdate, SpecimenUpdateInput } from './schema.ts';

/**
 * Refuses a driver's body that names any field besides the road fields: refused rather than
 * silently dropped, so a driver's app learns at once what it may not change.
 */
export function assertDriverFields(body: unknown): void {
  const offered = body && typeof body === 'object' ? Object.keys(body) : [];
  if (offered.some((field) => !(DRIVER_FIELDS as readonly string[]).includes(field))) throw new NotAllowedError(M.driverFields);
}

/**
 * A driver's `PUT /api/pickups/{id}`: only the road fields of the reading notes, only on a
 * pickup assigned to them; from a form opened before another save, the 409.
 */
export async function recordRoadDetails(deps: PickupDeps, actor: Actor, id: number, input: DriverUpdate) {
  const { version, ...fields } = input;
  return inTransaction(deps, actor, async (writer) => {
    const before = await findPickup(writer.trx, id, { all: true }, true);
    if (!before) throw new NotFoundError(M.notFound);
    if (before.driverId !== actor.userId) throw new NotAllowedError(M.notYourPickup);
    assertOdometer(before, fields);
    const after = await updatePickup(writer.trx, id, fields, version);
    await record(writer, 'pickup', id, 'update', presentPickup(before), presentPickup(after));
    return pickupDetail(writer.trx, after);
  });
}

/** `PUT /api/specimens/{id}`: the specimen edit dialog; its pickup must be one the scope sees; a stale dialog is a 409. */
export async function updateSpecimen(deps: PickupDeps, actor: Actor, id: number, input: SpecimenUpdateInput, scope: PickupScope) {
  const { id: _id, version, ...columns } = input;
  return inTransaction(deps, actor, async (writer) => {
    const before = await findSpecimen(writer.trx, id);
    if (!before || !(await findPickup(writer.trx, before.pickupId, scope, true))) throw new NotFoundError(M.specimenNotFound);
    await assertSampleSetsChangeable(deps.extensions, writer.trx, [before.sampleId]);
    const after = await updateSpecimenRow(writer.trx, id, columns, version);
    const { pickupId, ...was } = before;
    await record(writer, 'specimen', id, 'update', { ...presentSpecimen(was), pickupId }, { ...presentSpecimen(after), pickupId });
    return presentSpecimen(after);
  });
}
