import { sql, type Kysely } from 'kysely';

/**
 * Payments read back are applied by invoicing, which keeps each once (`invoice_payments`). The
 * payments this plugin kept before are handed over and applied to their invoices' balances
 * (raising their versions), then its own copy goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    with moved as (
      insert into invoice_payments (invoice_id, source, reference, amount, paid_on, created_at)
      select p.invoice_id, 'quickbooks', p.quickbooks_payment_id, p.amount, p.paid_on, p.applied_at
      from quickbooks_payments p join invoices i on i.id = p.invoice_id
      where p.amount > 0
      on conflict do nothing
      returning invoice_id, amount
    ), paid as (select invoice_id, sum(amount) as amount from moved group by invoice_id)
    update invoices set payments_received = payments_received + paid.amount, balance = balance - paid.amount, version = version + 1
    from paid where invoices.id = paid.invoice_id`.execute(db);
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
