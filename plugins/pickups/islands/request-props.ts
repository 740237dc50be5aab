import { z } from 'zod';

const choice = z.object({ id: z.number(), label: z.string() });

/** The customer's Request Pickup form: its saved addresses, its inspectors, the sample types and the lab's cut-off. */
export const pickupRequestFormPropsSchema = z.object({
  locations: z.array(choice),
  inspectors: z.array(choice),
  sampleTypes: z.array(choice),
  cutoff: z.string(),
});
export type PickupRequestFormProps = z.infer<typeof pickupRequestFormPropsSchema>;

/** The office's Confirm and Decline of one request. */
export const requestAnswerPropsSchema = z.object({
  pickupId: z.number(),
  pickupNumber: z.number(),
  version: z.number(),
  schedPickupDate: z.string(),
  drivers: z.array(choice),
});
export type RequestAnswerProps = z.infer<typeof requestAnswerPropsSchema>;
