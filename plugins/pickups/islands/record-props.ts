import { z } from 'zod';

/** The driver's Pick Up form: the pickup's version, the road values so far and its sample sets. */
export const pickupRecordFormPropsSchema = z.object({
  pickupId: z.number(),
  pickupNumber: z.number(),
  version: z.number(),
  values: z.object({
    arrivalTime: z.string().nullable(),
    departureTime: z.string().nullable(),
    odomStart: z.number().nullable(),
    odomFinish: z.number().nullable(),
    driverNotes: z.string().nullable(),
  }),
  samples: z.array(z.object({ id: z.number(), label: z.string(), qty: z.number() })),
});
export type PickupRecordFormProps = z.infer<typeof pickupRecordFormPropsSchema>;
