import { sql, type Kysely } from 'kysely';
import type { PaymentSource } from './payments.table.ts';

/** A payment another plugin kept before invoicing kept payments itself. */
export interface AdoptedPayment {
  invoiceId: number;
  source: PaymentSource;
  reference: string;
  /** Dollars, as an exact decimal. */
  amount: string;
  /** `YYYY-MM-DD`. */
  paidOn: string;
  receivedAt: Date;
}

/**
 * Takes over payments kept elsewhere, once, from that plugin's migration: each is kept in
 * `invoice_payments` and added to its invoice's payments received and balance (raising its
 * version, so an open form cannot save the old balance back). A payment of an invoice deleted
 * since, or one kept already, changes nothing. Runs in the migration's transaction, in raw SQL
 * as migrations do (no audit entry: nobody acted).
 */
export async function adoptPayments(db: Kysely<unknown>, payments: readonly AdoptedPayment[]): Promise<void> {
  for (const payment of payments) {
    const kept = await sql<{ invoiceId: number }>`
      insert into invoice_payments (invoice_id, source, reference, amount, paid_on, created_at)
      select id, ${payment.source}, ${payment.reference}, ${payment.amount}::numeric, ${payment.paidOn}::date, ${payment.receivedAt}::timestamptz
      from invoices where id = ${payment.invoiceId}
      on conflict do nothing
      returning invoice_id`.execute(db);
    if (kept.rows.length === 0) continue;
    await sql`
      update invoices
      set payments_received = payments_received + ${payment.amount}::numeric, balance = balance - ${payment.amount}::numeric, version = version + 1
      where id = ${payment.invoiceId}`.execute(db);
  }
}
