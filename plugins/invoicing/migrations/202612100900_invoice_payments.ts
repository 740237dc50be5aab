import { sql, type Kysely } from 'kysely';

/**
 * The payments applied to invoices, each once: a payment is known by where it came from and
 * its reference there (a QuickBooks payment's id), and one payment may pay several invoices.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_payments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('amount', 'numeric(12, 2)', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('paid_on', 'date', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('invoice_payments_once_key', ['invoice_id', 'source', 'reference'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_payments').execute();
}
