import type { Kysely } from 'kysely';
import type { ChargeItem, InvoiceSyncStatus, QuickbooksDatabase } from './quickbooks.table.ts';

type Db = Kysely<QuickbooksDatabase>;

export function findInvoiceSync(db: Db, invoiceId: number) {
  return db.selectFrom('quickbooksInvoiceSyncs').selectAll().where('invoiceId', '=', invoiceId).executeTakeFirst();
}

/** The portal invoices of QuickBooks invoice ids. */
export async function invoicesOfQuickbooksIds(db: Db, quickbooksIds: readonly string[]): Promise<Map<string, number>> {
  if (quickbooksIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quickbooksInvoiceSyncs')
    .select(['invoiceId', 'quickbooksInvoiceId'])
    .where('quickbooksInvoiceId', 'in', [...quickbooksIds])
    .execute();
  return new Map(rows.map((row) => [row.quickbooksInvoiceId!, row.invoiceId]));
}

export interface SyncChange {
  status: InvoiceSyncStatus;
  lastError?: string | null;
  quickbooksInvoiceId?: string | null;
  syncToken?: string | null;
  syncedAt?: Date | null;
}

export async function writeInvoiceSync(db: Db, invoiceId: number, change: SyncChange, now = new Date()): Promise<void> {
  await db
    .insertInto('quickbooksInvoiceSyncs')
    .values({ invoiceId, ...change, updatedAt: now })
    .onConflict((oc) => oc.column('invoiceId').doUpdateSet({ ...change, updatedAt: now }))
    .execute();
}

/** The invoices still to sync (queued, or waiting for a retry); a validation fault waits for a person, so 'failed' is not among them. */
export async function unsyncedInvoiceIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('quickbooksInvoiceSyncs')
    .select('invoiceId')
    .where('status', '=', 'queued')
    .orderBy('invoiceId')
    .execute();
  return rows.map((row) => row.invoiceId);
}

export async function chargeItemIds(db: Db): Promise<Map<ChargeItem, string>> {
  const rows = await db.selectFrom('quickbooksItems').selectAll().execute();
  return new Map(rows.map((row) => [row.charge, row.quickbooksItemId]));
}

export async function saveChargeItem(db: Db, charge: ChargeItem, quickbooksItemId: string): Promise<void> {
  await db
    .insertInto('quickbooksItems')
    .values({ charge, quickbooksItemId })
    .onConflict((oc) => oc.column('charge').doUpdateSet({ quickbooksItemId }))
    .execute();
}

/** The syncs that need a look: refused by QuickBooks or still waiting, the latest first. */
export function syncsNeedingAttention(db: Db, limit = 50) {
  return db
    .selectFrom('quickbooksInvoiceSyncs')
    .selectAll()
    .where('status', 'in', ['failed', 'queued'])
    .orderBy('updatedAt', 'desc')
    .limit(limit)
    .execute();
}
