import { z } from 'zod';
import { messageAnswer, okAnswer } from '../../core/http/answers.ts';

/** What the QuickBooks routes answer (decision 142). */
export const connectionAnswer = okAnswer.extend({
  connection: z
    .object({
      companyName: z.string(),
      realmId: z.string(),
      accessExpiresAt: z.iso.datetime(),
      refreshExpiresAt: z.iso.datetime(),
      needsAttention: z.boolean(),
      connectedAt: z.iso.datetime(),
    })
    .nullable()
    .describe('Null when no QuickBooks company is connected'),
});

export const invoiceSyncAnswer = okAnswer.extend({
  sync: z
    .object({
      status: z.enum(['queued', 'synced', 'failed', 'deleted', 'voided']),
      error: z.string().nullable(),
      quickbooksInvoiceId: z.string().nullable(),
      syncedAt: z.iso.datetime().nullable(),
    })
    .nullable()
    .describe('Null for an invoice never sent to QuickBooks'),
  payments: z.array(z.object({ quickbooksPaymentId: z.string(), amount: z.number(), paidOn: z.string() })),
});

/** Sync now: synced (200), or queued until QuickBooks is connected (202, `waiting`). */
export const syncNowAnswer = messageAnswer.extend({
  waiting: z.literal(true).optional().describe('Present when the sync waits for a QuickBooks connection'),
});
