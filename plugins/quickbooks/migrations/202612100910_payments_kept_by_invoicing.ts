import { sql, type Kysely } from 'kysely';
import { adoptPayments } from '../../invoicing/index.ts';

/**
 * Payments read back are applied by invoicing, which keeps each once (`invoice_payments`). The
 * payments this plugin kept before are handed over to invoicing, which applies them to their
 * invoices' balances, then its own copy goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const kept = await sql<{ invoiceId: number; reference: string; amount: string; paidOn: string; receivedAt: Date }>`
    select invoice_id, quickbooks_payment_id as reference, amount::text as amount, paid_on::text as paid_on, applied_at as received_at
    from quickbooks_payments where amount > 0 order by applied_at, quickbooks_payment_id`.execute(db);
  await adoptPayments(
    db,
    kept.rows.map((payment) => ({ ...payment, source: 'quickbooks' as const })),
  );
  await db.schema.dropTable('quickbooks_payments').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quickbooks_payments')
    .addColumn('quickbooks_payment_id', 'text', (col) => col.notNull())
    .addColumn('invoice_id', 'integer', (col) => col.notNull())
    .addColumn('amount', 'numeric(12, 2)', (col) => col.notNull())
    .addColumn('paid_on', 'date', (col) => col.notNull())
    .addColumn('applied_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('quickbooks_payments_pkey', ['quickbooks_payment_id', 'invoice_id'])
    .execute();
  await db.schema.createIndex('quickbooks_payments_invoice_id_idx').on('quickbooks_payments').column('invoice_id').execute();
}
