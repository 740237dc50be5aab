import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CoreDatabase } from '../../core/db/core-database.ts';
import type { VersionColumn } from '../../core/db/versioned.ts';

/** `numeric` money comes back as a decimal string; writes take a number or a string. */
type Money = ColumnType<string, number | string | undefined, number | string>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type Timestamps = {
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
};

export type InvoiceItemKind = 'specimen' | 'sample' | 'trip' | 'fuel' | 'lateFee' | 'manual';
export type MailLogType = 'email' | 'statement' | 'other';

export interface InvoicesTable extends Timestamps {
  version: VersionColumn;
  id: Generated<number>;
  /** From `invoice_num_seq`: unique and increasing. */
  invoiceNum: Generated<number>;
  customerId: number;
  pickupId: number | null;
  /** `YYYY-MM-DD` (dates come back as text). */
  invoiceDate: ColumnType<string, string, string>;
  dueDate: ColumnType<string, string, string>;
  totalAmt: Money;
  paymentsReceived: Money;
  balance: Money;
  lateFee: Money;
  notes: string | null;
  /** Set when the due date was typed by hand: a new invoice date then leaves it where it is. */
  dueDateByHand: WithDefault<boolean>;
  /** A voided invoice keeps its number and rows; it no longer counts in balances, statements or revenue. */
  voidedAt: Date | null;
  voidReason: string | null;
  voidedBy: number | null;
  /** The list's search text, derived by the database from the invoice number (decision 234). */
  searchText: ColumnType<string, never, never>;
}

export interface InvoiceItemsTable extends Timestamps {
  id: Generated<number>;
  invoiceId: number;
  kind: InvoiceItemKind;
  pickupId: number | null;
  sampleId: number | null;
  specimenId: number | null;
  sampleTypeId: number | null;
  description: string;
  qty: Money;
  rate: Money;
  amount: Money;
  discountAmt: Money;
  override: WithDefault<boolean>;
  notes: string | null;
  lateFeeMonth: string | null;
  sortOrder: WithDefault<number>;
}

export interface InvoiceRemindersTable {
  invoiceId: number;
  step: number;
  sentAt: ColumnType<Date, never, never>;
}

export interface InvoiceMailLogTable {
  id: Generated<number>;
  type: MailLogType;
  data: ColumnType<Record<string, unknown>, string, string>;
  customerId: number;
  invoiceId: number | null;
  pickupId: number | null;
  month: string | null;
  createdAt: ColumnType<Date, never, never>;
}

/** A received pickup's expected invoice date, as its customer's frequency set it on receipt. */
export interface ExpectedInvoiceDatesTable {
  pickupId: number;
  expectedDate: string | null;
  invoiceFrequency: string;
}

/** The money received on an invoice that was voided, credited to its customer. */
export interface CreditNotesTable {
  id: Generated<number>;
  /** From `credit_note_num_seq`: unique and increasing. */
  creditNum: Generated<number>;
  customerId: number;
  invoiceId: number;
  amount: ColumnType<string, string, never>;
  /** `YYYY-MM-DD`. */
  issuedOn: ColumnType<string, string, never>;
  reason: string;
  createdBy: number | null;
  createdAt: ColumnType<Date, never, never>;
}

/** What this plugin's queries see: its own tables and core's. Pickups and customers come through their read models. */
export type InvoicingDatabase = CoreDatabase & {
  invoices: InvoicesTable;
  invoiceItems: InvoiceItemsTable;
  invoiceReminders: InvoiceRemindersTable;
  invoiceMailLog: InvoiceMailLogTable;
  expectedInvoiceDates: ExpectedInvoiceDatesTable;
  creditNotes: CreditNotesTable;
};

export type InvoiceRow = Selectable<InvoicesTable>;
export type NewInvoiceRow = Insertable<InvoicesTable>;
export type InvoiceUpdate = Updateable<InvoicesTable>;
export type InvoiceItemRow = Selectable<InvoiceItemsTable>;
export type NewInvoiceItemRow = Insertable<InvoiceItemsTable>;
export type InvoiceItemUpdate = Updateable<InvoiceItemsTable>;
export type MailLogRow = Selectable<InvoiceMailLogTable>;
export type CreditNoteRow = Selectable<CreditNotesTable>;
