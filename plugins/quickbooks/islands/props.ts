import { z } from 'zod';

export const disconnectPropsSchema = z.object({ companyName: z.string() });
export type DisconnectProps = z.infer<typeof disconnectPropsSchema>;

export const invoiceSyncPropsSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNum: z.number().int().nullable(),
  status: z.enum(['queued', 'synced', 'failed', 'deleted', 'voided']).nullable(),
  error: z.string().nullable(),
});
export type InvoiceSyncProps = z.infer<typeof invoiceSyncPropsSchema>;
