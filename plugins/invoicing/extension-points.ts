import type { Actor } from '../../core/auth/actor.ts';
import { defineExtensionPoint, type SharedTransaction } from '../../core/plugin/extension-points.ts';

/** A write to an invoice (or its rows), handed to the plugins built on invoicing inside its transaction. */
export interface InvoiceWrite {
  trx: SharedTransaction;
  invoiceId: number;
  action: 'created' | 'updated' | 'deleted';
  /** Who wrote it; null for the jobs (daily invoicing, late fees). */
  actor: Actor | null;
}

/**
 * Runs inside the transaction of every invoice create, update and delete, after the invoice
 * and its rows are written (for a delete: before the rows are removed, so they can still be
 * read). A failure undoes the write.
 */
export const invoiceWritten = defineExtensionPoint<InvoiceWrite>('invoicing.invoiceWritten');
