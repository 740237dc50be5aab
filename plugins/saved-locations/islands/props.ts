import { z } from 'zod';

const text = z.string().nullable();

/** A location as the pages hand it to the form (the API's answer; the trip charge only for staff). */
export const locationPropSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  version: z.number().int(),
  pickupAddr1: z.string(),
  pickupAddr2: text,
  pickupCity: z.string(),
  pickupZip: text,
  mapPage: text,
  jobName: text,
  tripCharge: z.number().nullable().optional(),
  reportEmail: text,
  cellPhone: text,
  crossStreet: text,
  sendReports: z.boolean(),
  fuelCharge: z.boolean(),
});

export const locationFormPropsSchema = z.object({
  location: locationPropSchema.nullable(),
  /** Staff pick the customer and set the charges; a customer's locations are its own. */
  staff: z.boolean(),
  /** `/admin/project-addresses` or `/customers/project-addresses`. */
  listPath: z.string().startsWith('/'),
  /** Where Cancel and a finished save go: the back link, else the list. */
  returnPath: z.string().startsWith('/'),
});
export type LocationFormProps = z.infer<typeof locationFormPropsSchema>;
