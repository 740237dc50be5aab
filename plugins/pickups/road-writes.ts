import type { Context } from 'hono';
import { NotAllowedError, NotFoundError } from '../../core/errors.ts';
import type { AppEnv } from '../../core/http/env.ts';
import { parseInput } from '../../core/http/validate.ts';
import { record } from './audit.ts';
import { pickupDetail } from './detail.ts';
import { DRIVER_FIELDS, PICKUP_MESSAGES as M } from './messages.ts';
import { findPickup, type PickupScope } from './pickups.repository.ts';
import { inTransaction, type PickupDeps } from './pickup-writes.ts';
import { presentPickup, presentSpecimen } from './present.ts';
import { driverUpdateSchema, specimenUpdateSchema } from './schema.ts';

/**
 * A driver's `PUT /api/pickups/{id}`: only the road fields of the reading notes, only on a
 * pickup assigned to them. Any other field is refused rather than silently dropped.
 */
export async function recordRoadDetails(deps: PickupDeps, c: Context<AppEnv>, id: number, body: unknown) {
  const userId = c.get('auth')!.user.id;
  const offered = body && typeof body === 'object' ? Object.keys(body) : [];
  if (offered.some((field) => !(DRIVER_FIELDS as readonly string[]).includes(field))) throw new NotAllowedError(M.driverFields);
  const input = parseInput(driverUpdateSchema, body);
  return inTransaction(deps, c, async (writer) => {
    const before = await findPickup(writer.trx, id, { all: true }, true);
    if (!before) throw new NotFoundError(M.notFound);
    if (before.driverId !== userId) throw new NotAllowedError(M.notYourPickup);
    const after = await writer.trx
      .updateTable('pickups')
      .set({ ...input, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await record(writer, 'pickup', id, 'update', presentPickup(before), presentPickup(after));
    return pickupDetail(writer.trx, after);
  });
}

/** `PUT /api/specimens/{id}`: the specimen edit dialog; its pickup must be one the scope sees. */
export async function updateSpecimen(deps: PickupDeps, c: Context<AppEnv>, id: number, body: unknown, scope: PickupScope) {
  const input = parseInput(specimenUpdateSchema, body);
  return inTransaction(deps, c, async (writer) => {
    const before = await writer.trx
      .selectFrom('specimens')
      .innerJoin('samples', 'samples.id', 'specimens.sampleId')
      .selectAll('specimens')
      .select('samples.pickupId')
      .where('specimens.id', '=', id)
      .executeTakeFirst();
    if (!before || !(await findPickup(writer.trx, before.pickupId, scope, true))) throw new NotFoundError(M.specimenNotFound);
    const { id: _id, ...columns } = input;
    const after = await writer.trx
      .updateTable('specimens')
      .set({ ...columns, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const { pickupId, ...was } = before;
    await record(writer, 'specimen', id, 'update', { ...presentSpecimen(was), pickupId }, { ...presentSpecimen(after), pickupId });
    return presentSpecimen(after);
  });
}
