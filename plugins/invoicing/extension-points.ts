import type { ReactElement } from 'react';
import type { Actor } from '../../core/auth/actor.ts';
import { defineExtensionPoint, type SharedTransaction } from '../../core/plugin/extension-points.ts';

/** A write to an invoice (or its rows), handed to the plugins built on invoicing inside its transaction. */
export interface InvoiceWrite {
  trx: SharedTransaction;
  invoiceId: number;
  /** `voided`: the invoice stays, with its number, as void (nothing owed on it). */
  action: 'created' | 'updated' | 'deleted' | 'voided';
  /** Who wrote it; null for the jobs (daily invoicing, late fees). */
  actor: Actor | null;
}

/**
 * Runs inside the transaction of every invoice create, update and delete, after the invoice
 * and its rows are written (for a delete: before the rows are removed, so they can still be
 * read). A failure undoes the write.
 */
export const invoiceWritten = defineExtensionPoint<InvoiceWrite>('invoicing.invoiceWritten');

/** An invoice asked to be deleted, inside the delete's transaction. */
export interface InvoiceDeleteCheck {
  trx: SharedTransaction;
  invoiceId: number;
}

/**
 * Why another plugin needs the invoice kept (it left the lab through that plugin), phrased to
 * follow "was" ('synced to QuickBooks'), or null. Any reason turns the delete into a refusal:
 * the invoice is voided instead.
 */
export const invoiceKept = defineExtensionPoint<InvoiceDeleteCheck, string | null>('invoicing.invoiceKept');

/** An invoice's page, for a panel of another plugin (its QuickBooks sync). */
export interface InvoicePage {
  invoiceId: number;
  invoiceNum: number;
  actor: Actor;
  /** `/admin/invoices` for staff, `/customers/invoices` for a customer. */
  base: '/admin/invoices' | '/customers/invoices';
}

/** Panels shown on an invoice's page below its rows, in order; null shows nothing. */
export const invoicePagePanels = defineExtensionPoint<InvoicePage, ReactElement | null>('invoicing.pagePanels');

/** The audit dashboard's dates as instants: from the first day's start to the last day's end. */
export interface AuditRange {
  from: Date;
  to: Date;
}

/** A row another plugin adds to the audit dashboard (a QuickBooks sync), told by its invoice. */
export interface InvoiceAuditEntry {
  /** Unique among the plugin's own entries; the dashboard tells rows apart by type, data.emailType and id. */
  id: number;
  type: 'other';
  /** `emailType` names what happened, as a mail's names its kind. */
  data: { emailType: string } & Record<string, unknown>;
  createdAt: Date;
  invoiceId: number;
}

/** Rows beside the invoice and statement mails on the audit dashboard, within the range. */
export const invoiceAuditEntries = defineExtensionPoint<AuditRange, InvoiceAuditEntry[]>('invoicing.auditEntries');
