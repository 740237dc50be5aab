import { sql, type Kysely } from 'kysely';

/** The lab's payment terms; invoices take their due date from the customer's terms. */
const NET_TERMS = [
  { term: 'Due on receipt', days: 0 },
  { term: 'Net 15', days: 15 },
  { term: 'Net 30', days: 30 },
  { term: 'Net 45', days: 45 },
  { term: 'Net 60', days: 60 },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('net_terms')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('term', 'text', (col) => col.notNull().unique())
    .addColumn('days', 'integer', (col) => col.notNull().check(sql`days >= 0`))
    .execute();
  await sql`insert into net_terms (term, days) values ${sql.join(NET_TERMS.map((row) => sql`(${row.term}, ${row.days})`))}`.execute(db);

  await db.schema
    .createTable('customers')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('Active')
        .check(sql`status in ('Active', 'Must pay before P/U', 'Pre-release OK', 'Frozen Debt', 'Must pay before report', 'Inactive')`),
    )
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('short_name', 'text', (col) => col.check(sql`char_length(short_name) <= 10`))
    .addColumn('contact_first_name', 'text', (col) => col.notNull())
    .addColumn('contact_last_name', 'text', (col) => col.notNull())
    // The billing e-mail: one address, or several separated by commas.
    .addColumn('contact_email', 'text', (col) => col.notNull())
    .addColumn('contact_phone', 'text', (col) => col.notNull())
    .addColumn('contact_phone2', 'text')
    .addColumn('contact_fax', 'text')
    .addColumn('company_phone', 'text', (col) => col.notNull())
    .addColumn('company_license', 'text')
    .addColumn('billing_address1', 'text', (col) => col.notNull())
    .addColumn('billing_address2', 'text')
    .addColumn('billing_city', 'text', (col) => col.notNull())
    .addColumn('billing_state', 'text', (col) => col.notNull())
    .addColumn('billing_zip', 'text', (col) => col.notNull())
    .addColumn('invoice_template', 'text', (col) =>
      col
        .notNull()
        .defaultTo('default')
        .check(sql`invoice_template in ('default', 'extended')`),
    )
    .addColumn('invoice_frequency', 'text', (col) =>
      col.notNull().check(sql`invoice_frequency in ('Daily', 'Weekly', 'Monthly', 'Manual')`),
    )
    // Days after the due date a reminder goes out; 0 is None.
    .addColumn('invoice_reminder', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`invoice_reminder in (0, 30, 60, 90)`),
    )
    .addColumn('net_terms_id', 'integer', (col) => col.notNull().references('net_terms.id'))
    .addColumn('send_statements', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('send_invoices', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('send_reports', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('charge_late_fee', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('fuel_charge', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('report_email', 'text')
    .addColumn('quickbooks_id', 'text')
    // The stored file name of the uploaded header image (prefix customer_{id}).
    .addColumn('report_header_image', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // The list sorts by these; the search and the autosuggest read company and short names.
  await db.schema.createIndex('customers_company_name_idx').on('customers').column('company_name').execute();
  await db.schema.createIndex('customers_short_name_idx').on('customers').column('short_name').execute();
  await db.schema.createIndex('customers_status_idx').on('customers').column('status').execute();
  await db.schema.createIndex('customers_contact_last_name_idx').on('customers').column('contact_last_name').execute();
  await db.schema.createIndex('customers_billing_city_idx').on('customers').column('billing_city').execute();
  await db.schema.createIndex('customers_net_terms_id_idx').on('customers').column('net_terms_id').execute();
  await db.schema.createIndex('customers_quickbooks_id_idx').on('customers').column('quickbooks_id').execute();

  // Core's users point at their company; a deleted company leaves its users unlinked (and the
  // service deactivates them in the same transaction). Ids given before this table existed
  // name no company: they are cleared, so the users wait to be linked to a real one.
  await sql`update users set customer_id = null where customer_id is not null`.execute(db);
  await db.schema
    .alterTable('users')
    .addForeignKeyConstraint('users_customer_id_fkey', ['customer_id'], 'customers', ['id'], (fk) => fk.onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropConstraint('users_customer_id_fkey').execute();
  await db.schema.dropTable('customers').execute();
  await db.schema.dropTable('net_terms').execute();
}
