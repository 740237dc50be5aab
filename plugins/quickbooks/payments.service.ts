import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { JobService, PluginContext } from '../../core/plugin/define-plugin.ts';
import { applyPayment } from '../invoicing/index.ts';
import { findConnection, setPaymentsReadThrough } from './connection.repository.ts';
import type { QboClient } from './qbo-client.ts';
import type { QuickbooksDatabase } from './quickbooks.table.ts';
import { paymentShares, type ScheduledRead } from './rules.ts';
import { invoicesOfQuickbooksIds } from './sync.repository.ts';

export const READ_PAYMENTS_JOB = 'quickbooks.read-payments';
/** How often the scheduled read runs. */
export const PAYMENTS_EVERY_MS = 15 * 60_000;
/** Each read looks this far behind the last one: QuickBooks' clock and ours differ a little, and a payment is kept once anyway. */
const OVERLAP_MS = 10 * 60_000;

export interface PaymentsRead {
  read: number;
  applied: number;
}

/**
 * Reads the payments QuickBooks changed since the last read and applies each one's share of the
 * portal's invoices to their balances, once (invoicing keeps the payment's id with the invoice:
 * a payment read twice is applied once). A share of nothing, or a refund, changes no balance.
 */
export async function readPayments(
  deps: Pick<PluginContext<QuickbooksDatabase>, 'db' | 'audit'>,
  client: QboClient,
  now = new Date(),
): Promise<PaymentsRead> {
  const { db } = deps;
  const connection = await findConnection(db);
  if (!connection) return { read: 0, applied: 0 };
  const since = new Date((connection.paymentsReadThrough ?? connection.connectedAt).getTime() - OVERLAP_MS);
  const payments = await client.find('Payment', [{ field: 'MetaData.LastUpdatedTime', value: since.toISOString(), operator: '>' }]);
  const shares = payments.flatMap((payment) => paymentShares(payment).map((share) => ({ ...share, payment })));
  const invoices = await invoicesOfQuickbooksIds(db, [...new Set(shares.map((share) => share.invoiceRef))]);
  let applied = 0;
  for (const share of shares) {
    const invoiceId = invoices.get(share.invoiceRef);
    if (invoiceId === undefined || share.amount <= 0) continue;
    const paidOn = String(share.payment.TxnDate ?? now.toISOString().slice(0, 10));
    const outcome = await applyPayment(deps, {
      invoiceId,
      source: 'quickbooks',
      reference: share.payment.Id,
      amount: share.amount,
      paidOn,
    });
    if (outcome.outcome === 'applied') applied += 1;
  }
  await setPaymentsReadThrough(db, now);
  return { read: payments.length, applied };
}

/**
 * Queues the next scheduled read, 15 minutes after `after`, unless one is already queued (the
 * read that is running and calls this is not: it is the one being followed).
 */
export async function schedulePaymentsRead(db: Kysely<QuickbooksDatabase>, jobs: JobService, after = new Date()): Promise<void> {
  const queued = await db
    .selectFrom('jobs')
    .select('id')
    .where('name', '=', READ_PAYMENTS_JOB)
    .where('status', '=', 'queued')
    .where(sql<boolean>`data->>'scheduled' = 'true'`)
    .executeTakeFirst();
  if (queued) return;
  const runAt = new Date(after.getTime() + PAYMENTS_EVERY_MS);
  const data: ScheduledRead = { scheduled: true, plannedFor: runAt.toISOString() };
  await jobs.enqueue(db, READ_PAYMENTS_JOB, { ...data }, { runAt, maxAttempts: 100 });
}

/** Intuit signs a webhook's body: base64 of its HMAC-SHA256 with the verifier token, in `intuit-signature`. */
export function verifyIntuitSignature(body: string, signature: string | undefined, verifier: string | undefined): boolean {
  if (!signature || !verifier) return false;
  const expected = createHmac('sha256', verifier).update(body, 'utf8').digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
