import { z } from 'zod';

/** The props of `reports.VerifyFile`: the issued file a dropped file is compared with. */
export const verifyFilePropsSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  reportNumber: z.string(),
  revision: z.number().int(),
});
export type VerifyFileProps = z.infer<typeof verifyFilePropsSchema>;
