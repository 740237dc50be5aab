import { z } from 'zod';

/** The driver's offline bar: the pages of the day to keep on the phone, and whether to reload once changes are sent. */
export const driverOfflinePropsSchema = z.object({
  keep: z.array(z.string()),
  reloadAfterSend: z.boolean(),
});
export type DriverOfflineProps = z.infer<typeof driverOfflinePropsSchema>;
