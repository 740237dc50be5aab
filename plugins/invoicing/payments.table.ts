import type { ColumnType, Generated, Selectable } from 'kysely';
import type { InvoicingDatabase } from './invoices.table.ts';

/** Where a payment was taken: QuickBooks for now; the reference is its id there. */
export type PaymentSource = 'quickbooks';

export interface InvoicePaymentsTable {
  id: Generated<number>;
  invoiceId: number;
  source: PaymentSource;
  reference: string;
  amount: ColumnType<string, string, never>;
  /** `YYYY-MM-DD`. */
  paidOn: ColumnType<string, string, never>;
  createdAt: ColumnType<Date, never, never>;
}

export type PaymentsDatabase = InvoicingDatabase & { invoicePayments: InvoicePaymentsTable };
export type InvoicePaymentRow = Selectable<InvoicePaymentsTable>;
