import { z } from 'zod';

export const materialFormPropsSchema = z.object({
  material: z
    .object({
      id: z.number().int(),
      version: z.number().int(),
      manufacturer: z.string(),
      type: z.string(),
      numPlies: z.number().int(),
      thickness: z.number().nullable(),
    })
    .nullable(),
});

export type MaterialFormProps = z.infer<typeof materialFormPropsSchema>;
