import type { ColumnType, Selectable } from 'kysely';
import type { CoreDatabase } from '../../core/db/core-database.ts';

export interface QuickbooksConnectionTable {
  id: number;
  realmId: string;
  companyName: string;
  /** Sealed with AES-256-GCM (token-cipher.ts). */
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  needsAttention: string | null;
  paymentsReadThrough: Date | null;
  connectedBy: number | null;
  connectedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface QuickbooksOauthStatesTable {
  state: string;
  userId: number;
  expiresAt: Date;
}

export type InvoiceSyncStatus = 'queued' | 'synced' | 'failed' | 'deleted' | 'voided';

export interface QuickbooksInvoiceSyncsTable {
  invoiceId: number;
  quickbooksInvoiceId: string | null;
  syncToken: string | null;
  status: InvoiceSyncStatus;
  lastError: string | null;
  syncedAt: Date | null;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** The charges of an invoice that are not sample types (a manual row without one is "other"), each with its QuickBooks item. */
export type ChargeItem = 'trip' | 'fuel' | 'late-fee' | 'discount' | 'other';

export interface QuickbooksItemsTable {
  charge: ChargeItem;
  quickbooksItemId: string;
}

export type QuickbooksDatabase = CoreDatabase & {
  quickbooksConnection: QuickbooksConnectionTable;
  quickbooksOauthStates: QuickbooksOauthStatesTable;
  quickbooksInvoiceSyncs: QuickbooksInvoiceSyncsTable;
  quickbooksItems: QuickbooksItemsTable;
};

export type ConnectionRow = Selectable<QuickbooksConnectionTable>;
export type InvoiceSyncRow = Selectable<QuickbooksInvoiceSyncsTable>;
