import { sql, type Kysely } from 'kysely';

/**
 * Which notices a customer user gets by mail. A user without a row gets every notice: the row
 * is written on the user's first save, so the defaults here are the defaults everywhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_notice_preferences')
    // The primary key is the foreign key's index.
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('report_issued', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('report_amended', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('failed_result', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('invoice_issued', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('pickup_confirmed', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_notice_preferences').execute();
}
