import { z } from 'zod';

/** The dropzone: which record's images (`customer_{id}` or `report_{id}`), the ones it has, and how many it may hold. */
export const imageDropzonePropsSchema = z.object({
  prefix: z.string().regex(/^(customer|report)_[1-9]\d{0,9}$/),
  files: z.array(z.string()),
  max: z.number().int().positive().optional(),
  label: z.string().optional(),
});

export type ImageDropzoneIslandProps = z.infer<typeof imageDropzonePropsSchema>;
