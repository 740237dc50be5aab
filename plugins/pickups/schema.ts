import { z } from 'zod';
import * as zMini from 'zod/mini';
import { breakScheduleField } from '../sample-types/index.ts';
import {
  blankToNull,
  decimal,
  flag,
  optionalDate,
  optionalId,
  requiredDate,
  requiredText,
  text,
  time,
  wholeNumber,
  zip,
} from './fields.ts';
import { PICKUP_MESSAGES as M, PRIORITIES, RECEIVED_BY, SPECIMEN_STATUSES, TEST_STATUSES } from './messages.ts';
import { LIMIT_MESSAGES as L, PICKUP_LIMITS as LIMIT } from './limits.ts';
import { parseMinPsi } from './rules/sample-defaults.ts';
import { versionField } from '../../core/db/versioned.ts';

/** A specimen as the specimen table and its edit dialog send it. */
export const specimenInputSchema = z.object({
  id: optionalId('Invalid id').optional(),
  castDate: optionalDate.optional(),
  testDate: optionalDate.optional(),
  status: z.preprocess(blankToNull, z.enum(TEST_STATUSES, { error: M.required }).nullable()).optional(),
  specimenStatus: z.preprocess(blankToNull, z.enum(SPECIMEN_STATUSES, { error: M.required }).nullable()).optional(),
  testTypeId: optionalId(M.required).optional(),
  breakType: text(100).optional(),
  location: text(200).optional(),
  immediate: flag(false).optional(),
});
export type SpecimenInput = z.output<typeof specimenInputSchema>;

/** `PUT /api/specimens/{id}`: specimen status, test status and test type required. */
export const specimenUpdateSchema = specimenInputSchema.extend({
  status: z.preprocess(blankToNull, z.enum(TEST_STATUSES, { error: M.required })),
  specimenStatus: z.preprocess(blankToNull, z.enum(SPECIMEN_STATUSES, { error: M.required })),
  testTypeId: optionalId(M.required).refine((value) => value !== null, M.required),
  version: versionField,
});
export type SpecimenUpdateInput = z.output<typeof specimenUpdateSchema>;

/** Min psi: a number or 'For Information Only', answered back as the flag. */
const minPsi = z
  .union([z.string(), z.number(), z.null()], { error: M.number })
  .optional()
  .transform((value, ctx) => {
    const parsed = parseMinPsi(value ?? null);
    if (!parsed) ctx.addIssue({ code: 'custom', message: M.number });
    else if (parsed.minPsi !== null && parsed.minPsi > LIMIT.psi) ctx.addIssue({ code: 'custom', message: L.psi });
    return parsed ?? { minPsi: null, forInformationOnly: false };
  });

/** A sample set as the sample set dialog sends it; its specimens are made when not given. */
export const sampleInputSchema = z.object({
  id: optionalId('Invalid id').optional(),
  sampleTypeId: optionalId(M.required).refine((value) => value !== null, M.required),
  qty: z
    .preprocess((value) => (value === undefined ? 1 : value), wholeNumber(LIMIT.setQty, L.setQty))
    .refine((value) => value !== null, M.number),
  castDate: optionalDate.optional(),
  castLocation: text(200).optional(),
  pickupLocation: text(200).optional(),
  minPsi,
  forInformationOnly: flag(false).optional(),
  maxPsi: decimal(LIMIT.psi, L.psi).optional(),
  dimensions: text(100).optional(),
  notes: text(2000).optional(),
  description: text(500).optional(),
  rate: decimal(LIMIT.rate, L.rate).optional(),
  overridePrice: flag(false).optional(),
  allowTesting: flag(true).optional(),
  specimens: z.array(specimenInputSchema).max(LIMIT.setQty, L.specimens).optional(),
  /** The break schedule for this set as the dialog shows it (the sample type's by default); used when `specimens` is not sent. */
  breakSchedule: zMini.optional(breakScheduleField),
});
export type SampleInput = z.output<typeof sampleInputSchema>;

const pickupFields = {
  customerId: optionalId(M.customer).refine((value) => value !== null, M.customer),
  driverId: optionalId(M.driver).optional(),
  inspectorId: optionalId('Choose an inspector').optional(),
  pickupStatusId: optionalId(M.status).optional(),
  orderDate: optionalDate.optional(),
  schedPickupDate: requiredDate(M.required),
  actualPickupDate: optionalDate.optional(),
  receiveDate: optionalDate.optional(),
  arrivalTime: time.optional(),
  departureTime: time.optional(),
  priority: z.preprocess((value) => blankToNull(value) ?? 'Standard', z.enum(PRIORITIES, { error: M.choice })),
  caller: requiredText(M.required),
  receivedBy: z.preprocess(blankToNull, z.enum(RECEIVED_BY, { error: M.required })),
  instructions: text(4000).optional(),
  driverNotes: text(4000).optional(),
  specimenLocation: text(200).optional(),
  tripCharge: z.preprocess((value) => blankToNull(value) ?? 0, decimal(LIMIT.tripCharge, L.tripCharge, M.charge, M.charge)),
  fuelCharge: flag(false).optional(),
  droppedOff: flag(false),
  mapPage: text(100).optional(),
  crossStreet: text(200).optional(),
  stopNum: wholeNumber(LIMIT.stopNum, L.stopNum).optional(),
  odomStart: wholeNumber(LIMIT.odometer, L.odometer).optional(),
  odomFinish: wholeNumber(LIMIT.odometer, L.odometer).optional(),
  pickupAddr1: text(200).optional(),
  pickupAddr2: text(200).optional(),
  pickupCity: requiredText(M.cityRequired),
  pickupState: text(50).optional(),
  pickupZip: zip.optional(),
  projectAddr1: text(200).optional(),
  projectAddr2: text(200).optional(),
  projectCity: text(200).optional(),
  projectState: text(50).optional(),
  projectZip: zip.optional(),
  savePickupAddress: flag(true),
  saveProjectAddress: flag(true),
  savedPickupLocationId: optionalId('Choose a location').optional(),
  savedProjectLocationId: optionalId('Choose a location').optional(),
  samples: z.array(sampleInputSchema).max(LIMIT.samples, L.samples).optional(),
  version: versionField,
};

/** A pickup as the pickup form sends it; a driver is required unless it was dropped off. */
export const pickupInputSchema = z.object(pickupFields).refine((pickup) => pickup.droppedOff || Boolean(pickup.driverId), {
  path: ['driverId'],
  message: M.driver,
  // Checked even when other fields are wrong, so the form shows every message at once.
  when: (payload) => {
    const value = payload.value as { droppedOff?: unknown; driverId?: unknown } | null;
    return typeof value === 'object' && value !== null;
  },
});
export type PickupInput = z.output<typeof pickupInputSchema>;

/** What a driver may send: the road fields only (the reading notes). */
export const driverUpdateSchema = z.strictObject({
  actualPickupDate: pickupFields.actualPickupDate,
  arrivalTime: pickupFields.arrivalTime,
  departureTime: pickupFields.departureTime,
  odomStart: pickupFields.odomStart,
  odomFinish: pickupFields.odomFinish,
  driverNotes: pickupFields.driverNotes,
  droppedOff: flag(false).optional(),
  version: versionField,
});
export type DriverUpdate = z.output<typeof driverUpdateSchema>;

/** The Receive Samples dialog: the actual quantity of each sample set. */
export const receiveInputSchema = z.object({
  samples: z
    .array(
      z.object({
        id: optionalId('Invalid id').refine((v) => v !== null, 'Invalid id'),
        actualQty: wholeNumber(LIMIT.setQty, L.setQty).refine((v) => v !== null, M.number),
      }),
    )
    .max(LIMIT.samples, L.samples)
    .default([]),
});

export const updateQuerySchema = z.object({ updateInvoice: z.enum(['true', 'false', '']).optional() });
