import { z } from 'zod';
import type { Actor } from '../../../core/auth/actor.ts';
import { labToday } from '../../../shared/dates.ts';
import { assertCurrentVersion, versionField } from '../../../core/db/versioned.ts';
import { InputError, NotAllowedError, NotFoundError } from '../../../core/errors.ts';
import { record } from '../audit.ts';
import { optionalId, requiredText, text, time, wholeNumber } from '../fields.ts';
import { LIMIT_MESSAGES as L, PICKUP_LIMITS as LIMIT } from '../limits.ts';
import { PICKUP_MESSAGES as M } from '../messages.ts';
import { findPickup, updatePickup } from '../pickups.repository.ts';
import { inTransaction, type PickupDeps } from '../pickups.service.ts';
import { presentPickup } from '../present.ts';
import { assertOdometer } from '../rules/odometer.ts';
import { RECORD_MESSAGES } from './record-messages.ts';

/** A drawn signature is a small PNG; anything far larger is not one. */
const MAX_SIGNATURE_BYTES = 300 * 1024;
const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/;

export { RECORD_MESSAGES };

/** The signature as the screen drew it (a PNG data URL), as bytes. */
const signature = z.string({ error: RECORD_MESSAGES.signature }).transform((value, check) => {
  const base64 = PNG_DATA_URL.exec(value)?.[1];
  const bytes = base64 ? Buffer.from(base64, 'base64') : null;
  const png = bytes && bytes.length <= MAX_SIGNATURE_BYTES && bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  if (!png) {
    check.addIssue({ code: 'custom', message: RECORD_MESSAGES.signature });
    return z.NEVER;
  }
  return new Uint8Array(bytes);
});

/** "Pick up": what the driver records at the stop (chain of custody). */
export const pickupRecordSchema = z.object({
  arrivalTime: time.optional(),
  departureTime: time.optional(),
  odomStart: wholeNumber(LIMIT.odometer, L.odometer).optional(),
  odomFinish: wholeNumber(LIMIT.odometer, L.odometer).optional(),
  driverNotes: text(4000).optional(),
  collected: z
    .array(
      z.object({
        sampleId: optionalId('Invalid id').refine((value) => value !== null, 'Invalid id'),
        qty: wholeNumber(LIMIT.setQty, L.setQty).refine((value) => value !== null, M.number),
      }),
    )
    .max(LIMIT.samples, L.samples)
    .default([]),
  releasedBy: requiredText(RECORD_MESSAGES.releasedBy),
  signature,
  /** The phone's own id of this Pick Up: sent again after a lost answer, it is answered as done, not recorded twice. */
  clientId: z.uuid('Invalid id').optional(),
  version: versionField,
});
export type PickupRecordInput = z.output<typeof pickupRecordSchema>;

/**
 * `PUT /api/pickups/{id}/record`: the driver's record of the stop. It marks the pickup picked
 * up today (the lab's day) with who released the samples, their signature and the time; a record
 * from a screen opened before another save is refused (409), so the office's change is never lost.
 * A record sent again with the `clientId` of the one recorded last is answered as it is, unchanged.
 */
export async function recordPickup(deps: PickupDeps, actor: Actor, id: number, input: PickupRecordInput) {
  return inTransaction(deps, actor, async (writer) => {
    const { trx } = writer;
    const before = await findPickup(trx, id, { all: true }, true);
    if (!before) throw new NotFoundError(M.notFound);
    if (actor.role === 'driver' && before.driverId !== actor.userId) throw new NotAllowedError(M.notYourPickup);
    // A resend of the Pick Up already recorded (its answer was lost on the way): done already.
    if (input.clientId !== undefined && before.recordClientId === input.clientId) return presentPickup(before);
    assertCurrentVersion(before, input.version);
    assertOdometer(before, input);
    const sets = await trx.selectFrom('samples').selectAll().where('pickupId', '=', id).execute();
    for (const [index, line] of input.collected.entries()) {
      const set = sets.find((candidate) => candidate.id === line.sampleId);
      if (!set) throw new InputError(RECORD_MESSAGES.sample, { [`collected.${index}.sampleId`]: RECORD_MESSAGES.sample });
      await trx.updateTable('samples').set({ collectedQty: line.qty }).where('id', '=', set.id).execute();
      await record(
        writer,
        'sample',
        set.id,
        'update',
        { pickupId: id, collectedQty: set.collectedQty },
        { pickupId: id, collectedQty: line.qty },
      );
    }
    const after = await updatePickup(
      trx,
      id,
      {
        arrivalTime: input.arrivalTime ?? before.arrivalTime,
        departureTime: input.departureTime ?? before.departureTime,
        odomStart: input.odomStart ?? before.odomStart,
        odomFinish: input.odomFinish ?? before.odomFinish,
        driverNotes: input.driverNotes ?? before.driverNotes,
        actualPickupDate: labToday(deps.config.labTimeZone),
        releasedBy: input.releasedBy,
        releasedAt: new Date(),
        releaseSignature: input.signature,
        recordClientId: input.clientId ?? null,
      },
      input.version,
    );
    await record(writer, 'pickup', id, 'update', presentPickup(before), presentPickup(after));
    return presentPickup(after);
  });
}
