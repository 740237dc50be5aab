import { sql, type Kysely } from 'kysely';
import { addVersionColumns, dropVersionColumns } from '../../../core/db/versioned.ts';

/**
 * Invoices, their rows, the reminder steps sent and the log of invoice and statement mails (the
 * audit dashboard). Invoice numbers come from a sequence: unique and increasing however many
 * invoices are generated at once, without a lock. Money is `numeric(12,2)`: exact cents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence invoice_num_seq start with 1001`.execute(db);
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('invoice_num', 'integer', (col) =>
      col
        .notNull()
        .unique()
        .defaultTo(sql`nextval('invoice_num_seq')`),
    )
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('restrict'))
    // The pickup an invoice was generated from: one invoice per pickup; manual invoices have none.
    .addColumn('pickup_id', 'integer', (col) => col.unique().references('pickups.id').onDelete('set null'))
    .addColumn('invoice_date', 'date', (col) => col.notNull())
    .addColumn('due_date', 'date', (col) => col.notNull())
    .addColumn('total_amt', 'numeric(12, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('payments_received', 'numeric(12, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('balance', 'numeric(12, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('late_fee', 'numeric(12, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await addVersionColumns(db, ['invoices']);
  for (const column of ['customer_id', 'invoice_date', 'due_date', 'total_amt', 'balance']) {
    await db.schema.createIndex(`invoices_${column}_idx`).on('invoices').columns([column, 'id']).execute();
  }

  await db.schema
    .createTable('invoice_items')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    // 'specimen', 'sample' (a non-specimen sample set), 'trip', 'fuel', 'lateFee' or 'manual'.
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('pickup_id', 'integer', (col) => col.references('pickups.id').onDelete('set null'))
    .addColumn('sample_id', 'integer', (col) => col.references('samples.id').onDelete('set null'))
    .addColumn('specimen_id', 'integer', (col) => col.references('specimens.id').onDelete('set null'))
    .addColumn('sample_type_id', 'integer')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('qty', 'numeric(12, 2)', (col) => col.notNull().defaultTo(1))
    .addColumn('rate', 'numeric(12, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('amount', 'numeric(12, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('discount_amt', 'numeric(12, 2)', (col) => col.notNull().defaultTo(0))
    // Set when staff edited the row: a pickup change no longer rewrites it.
    .addColumn('override', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('notes', 'text')
    // The month ('YYYY-MM') a late-fee row charges: one per invoice and month.
    .addColumn('late_fee_month', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('invoice_items_late_fee_month_key', ['invoice_id', 'late_fee_month'])
    .execute();
  await db.schema.createIndex('invoice_items_invoice_id_idx').on('invoice_items').columns(['invoice_id', 'sort_order', 'id']).execute();
  await db.schema.createIndex('invoice_items_pickup_id_idx').on('invoice_items').column('pickup_id').execute();

  // A reminder step (30, 60 or 90 days overdue) is sent once per invoice.
  await db.schema
    .createTable('invoice_reminders')
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('step', 'integer', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('invoice_reminders_pkey', ['invoice_id', 'step'])
    .execute();

  // The invoice and statement mails sent, for the audit dashboard.
  await db.schema
    .createTable('invoice_mail_log')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    // 'email', 'statement' or 'other'.
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (col) => col.references('invoices.id').onDelete('set null'))
    .addColumn('pickup_id', 'integer', (col) => col.references('pickups.id').onDelete('set null'))
    // The statement's month ('YYYY-MM'): the monthly job sends one per customer and month.
    .addColumn('month', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('invoice_mail_log_created_at_idx').on('invoice_mail_log').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('invoice_mail_log_customer_month_idx')
    .on('invoice_mail_log')
    .columns(['customer_id', 'type', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_mail_log').execute();
  await db.schema.dropTable('invoice_reminders').execute();
  await db.schema.dropTable('invoice_items').execute();
  await dropVersionColumns(db, ['invoices']);
  await db.schema.dropTable('invoices').execute();
  await sql`drop sequence invoice_num_seq`.execute(db);
}
