import { z } from 'zod';

const nullableText = z.string().nullable();
const specimen = z.object({
  id: z.number(),
  specimenNum: z.string(),
  castDate: nullableText,
  testDate: nullableText,
  status: z.string(),
  specimenStatus: z.string(),
  testTypeId: z.number().nullable(),
  version: z.number(),
});
const sample = z.object({
  id: z.number(),
  sampleNum: z.string(),
  sampleTypeId: z.number().nullable(),
  qty: z.number(),
  actualQty: z.number().nullable(),
  castDate: nullableText,
  minPsi: z.number().nullable(),
  maxPsi: z.number().nullable(),
  forInformationOnly: z.boolean(),
  rate: z.number().nullable(),
  overridePrice: z.boolean(),
  allowTesting: z.boolean(),
  description: nullableText,
  notes: nullableText,
  dimensions: nullableText,
  castLocation: nullableText,
  pickupLocation: nullableText,
  specimens: z.array(specimen),
});

/** The pickup as the page hands it to the form (the API's answer; extra fields pass through). */
export const formPickupSchema = z.looseObject({
  id: z.number(),
  pickupNumber: z.number(),
  customerId: z.number(),
  droppedOff: z.boolean(),
  fuelCharge: z.boolean(),
  savePickupAddress: z.boolean(),
  saveProjectAddress: z.boolean(),
  pickupStatusId: z.number(),
  version: z.number(),
  samples: z.array(sample),
  SubPickups: z.array(z.object({ id: z.number(), pickupNumber: z.number() })),
  ParentPickup: z.object({ id: z.number(), pickupNumber: z.number() }).nullable(),
  Customer: z.object({ id: z.number(), companyName: z.string() }).nullable(),
});

const option = z.object({ id: z.number(), label: z.string() });

export const pickupFormPropsSchema = z.object({
  pickup: formPickupSchema.nullable(),
  sampleTypes: z.array(
    z.object({
      id: z.number(),
      description: z.string(),
      nonSpecimen: z.boolean(),
      maxPsiPct: z.number().nullable(),
      defaultRate: z.number().nullable(),
    }),
  ),
  /** Today in the lab's time zone (YYYY-MM-DD): a new pickup's Order Date. */
  today: z.string(),
  /** The pickup customer's negotiated rates, so the sample set dialog shows the rate that will apply. */
  customerRates: z.array(z.object({ sampleTypeId: z.number(), rate: z.number().nullable() })),
  testTypes: z.array(option),
  drivers: z.array(option),
  inspectors: z.array(option),
  statuses: z.array(z.object({ id: z.number(), code: z.string(), description: z.string(), isDefault: z.boolean() })),
});
export type PickupFormProps = z.infer<typeof pickupFormPropsSchema>;

export const roadDetailsFormPropsSchema = z.object({
  pickupId: z.number(),
  values: z.object({
    actualPickupDate: nullableText,
    arrivalTime: nullableText,
    departureTime: nullableText,
    odomStart: z.number().nullable(),
    odomFinish: z.number().nullable(),
    driverNotes: nullableText,
    droppedOff: z.boolean(),
    version: z.number(),
  }),
});
export type RoadDetailsFormProps = z.infer<typeof roadDetailsFormPropsSchema>;
