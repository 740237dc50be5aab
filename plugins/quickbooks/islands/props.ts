import { z } from 'zod';

export const disconnectPropsSchema = z.object({ companyName: z.string() });
export type DisconnectProps = z.infer<typeof disconnectPropsSchema>;
