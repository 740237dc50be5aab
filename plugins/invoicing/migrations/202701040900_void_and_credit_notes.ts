import { sql, type Kysely } from 'kysely';

/**
 * Invoices keep their history: an invoice that left the lab is voided, not deleted (who, when,
 * why kept on it), and the money received on it becomes a credit note of its customer. A voided
 * invoice keeps its pickup, so only the current invoice of a pickup is unique. A due date
 * typed by hand is marked, so that a later change of the invoice date moves only the others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('voided_at', 'timestamptz')
    .addColumn('void_reason', 'text')
    .addColumn('voided_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('due_date_by_hand', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  // A manual invoice's due date was always typed on its form.
  await sql`update invoices set due_date_by_hand = true where pickup_id is null`.execute(db);
  await db.schema.createIndex('invoices_voided_by_idx').on('invoices').column('voided_by').execute();
  await sql`alter table invoices drop constraint invoices_pickup_id_key`.execute(db);
  await sql`create unique index invoices_pickup_id_current_key on invoices (pickup_id) where voided_at is null`.execute(db);
  await db.schema.createIndex('invoices_pickup_id_idx').on('invoices').column('pickup_id').execute();
  // Whether an invoice was ever mailed decides whether it may be deleted.
  await db.schema.createIndex('invoice_mail_log_invoice_id_idx').on('invoice_mail_log').columns(['invoice_id', 'type']).execute();

  await sql`create sequence credit_note_num_seq start with 1`.execute(db);
  await db.schema
    .createTable('credit_notes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('credit_num', 'integer', (col) =>
      col
        .notNull()
        .unique()
        .defaultTo(sql`nextval('credit_note_num_seq')`),
    )
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('restrict'))
    // The voided invoice whose payments it credits; a voided invoice is never deleted.
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id').onDelete('restrict'))
    .addColumn('amount', 'numeric(12, 2)', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('issued_on', 'date', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('credit_notes_customer_id_idx').on('credit_notes').columns(['customer_id', 'id']).execute();
  await db.schema.createIndex('credit_notes_invoice_id_idx').on('credit_notes').column('invoice_id').execute();
  await db.schema.createIndex('credit_notes_created_by_idx').on('credit_notes').column('created_by').execute();

  // The audit dashboard lists the deletes and voids of a range of dates from core's audit trail.
  await sql`create index invoice_history_audit_idx on audit_trail (created_at) where entity = 'invoice' and action in ('void', 'delete')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoice_history_audit_idx').execute();
  await db.schema.dropTable('credit_notes').execute();
  await sql`drop sequence credit_note_num_seq`.execute(db);
  await db.schema.dropIndex('invoice_mail_log_invoice_id_idx').execute();
  await db.schema.dropIndex('invoices_pickup_id_idx').execute();
  await db.schema.dropIndex('invoices_pickup_id_current_key').execute();
  // One invoice per pickup again: a voided one lets go of its pickup.
  await sql`update invoices set pickup_id = null where voided_at is not null`.execute(db);
  await sql`alter table invoices add constraint invoices_pickup_id_key unique (pickup_id)`.execute(db);
  await db.schema.dropIndex('invoices_voided_by_idx').execute();
  await db.schema
    .alterTable('invoices')
    .dropColumn('voided_at')
    .dropColumn('void_reason')
    .dropColumn('voided_by')
    .dropColumn('due_date_by_hand')
    .execute();
}
