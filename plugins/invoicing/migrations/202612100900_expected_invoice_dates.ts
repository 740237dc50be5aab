import type { Kysely } from 'kysely';

/** The expected invoice date of each received pickup, fixed when it is received (null: Manual, invoiced by hand). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('expected_invoice_dates')
    .addColumn('pickup_id', 'integer', (col) => col.primaryKey().references('pickups.id').onDelete('cascade'))
    .addColumn('expected_date', 'date')
    .addColumn('invoice_frequency', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('expected_invoice_dates_expected_date_idx').on('expected_invoice_dates').column('expected_date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('expected_invoice_dates').execute();
}
