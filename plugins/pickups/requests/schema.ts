import { z } from 'zod';
import { versionField } from '../../../core/db/versioned.ts';
import { optionalDate, optionalId, requiredDate, requiredText, text, time, wholeNumber, zip, flag } from '../fields.ts';
import { LIMIT_MESSAGES as L, PICKUP_LIMITS as LIMIT } from '../limits.ts';
import { PICKUP_MESSAGES as M } from '../messages.ts';
import { REQUEST_MESSAGES as R } from './messages.ts';

/** An expected sample set of a request: its type, how many and when it was cast; the lab sets the rest. */
const requestedSet = z.strictObject({
  sampleTypeId: optionalId(M.required).refine((value) => value !== null, M.required),
  qty: wholeNumber(LIMIT.setQty, L.setQty).refine((value) => value !== null && value > 0, M.number),
  castDate: optionalDate.optional(),
});

const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * What a customer may send to request a pickup. It is strict: prices, rates, trip and fuel
 * charges, the driver and the status are the lab's, and a body naming any of them (or any other
 * field) is refused whole (`assertRequestFields`) rather than quietly trimmed.
 */
export const pickupRequestSchema = z
  .strictObject({
    savedLocationId: optionalId(R.location).optional(),
    pickupAddr1: text(200).optional(),
    pickupAddr2: text(200).optional(),
    pickupCity: text(200).optional(),
    pickupState: text(50).optional(),
    pickupZip: zip.optional(),
    saveAddress: flag(false).optional(),
    schedPickupDate: requiredDate(M.required),
    windowFrom: time.optional(),
    windowTo: time.optional(),
    inspectorId: optionalId('Choose an inspector').optional(),
    samples: z.array(requestedSet).max(LIMIT.samples, L.samples).optional(),
    caller: requiredText(M.required),
    callerPhone: text(40).optional(),
    instructions: text(4000).optional(),
  })
  // Checked even when other fields are wrong, so the form shows every message at once.
  .refine((request) => Boolean(request.savedLocationId || request.pickupAddr1), {
    path: ['pickupAddr1'],
    message: R.address,
    when: isObject,
  })
  .refine((request) => Boolean(request.savedLocationId || request.pickupCity), {
    path: ['pickupCity'],
    message: M.cityRequired,
    when: isObject,
  })
  .refine((request) => !(request.windowFrom && request.windowTo && request.windowTo <= request.windowFrom), {
    path: ['windowTo'],
    message: R.window,
    when: isObject,
  });
export type PickupRequestInput = z.output<typeof pickupRequestSchema>;

/** The fields a request may name; anything else is the lab's to set. */
export const REQUEST_FIELDS: readonly string[] = Object.keys(pickupRequestSchema.shape);

/** The office confirms a request: who drives and on which day. */
export const confirmRequestSchema = z.object({
  driverId: optionalId(M.driver).refine((value) => value !== null, M.driver),
  schedPickupDate: requiredDate(M.required),
  version: versionField,
});
export type ConfirmRequestInput = z.output<typeof confirmRequestSchema>;

/** The office declines a request, saying why (the customer is mailed the reason). */
export const declineRequestSchema = z.object({
  reason: requiredText(R.reason, 1000),
  version: versionField,
});
export type DeclineRequestInput = z.output<typeof declineRequestSchema>;
