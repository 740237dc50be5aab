import { sql, type Kysely } from 'kysely';

/** The inspectors who order pickups: the lab's list, each optionally one customer's own. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inspectors')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('full_name', 'text', (col) => col.notNull().check(sql`btrim(full_name) <> ''`))
    .addColumn('mobile_phone', 'text')
    .addColumn('office_phone', 'text')
    .addColumn('fax', 'text')
    .addColumn('email', 'text')
    .addColumn('address1', 'text')
    .addColumn('address2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip', 'text')
    .addColumn('license', 'text')
    // Without a company the inspector is the lab's, offered for every customer; a deleted
    // company's inspectors stay on the lab's list (pickups may still name them).
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('set null'))
    .addColumn('firm', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // The list sorts by these, and a customer's lists and searches start from its own rows.
  await db.schema.createIndex('inspectors_customer_id_idx').on('inspectors').columns(['customer_id', 'full_name']).execute();
  await db.schema.createIndex('inspectors_full_name_idx').on('inspectors').column('full_name').execute();
  await db.schema.createIndex('inspectors_firm_idx').on('inspectors').column('firm').execute();
  await db.schema.createIndex('inspectors_email_idx').on('inspectors').column('email').execute();
  await db.schema.createIndex('inspectors_city_idx').on('inspectors').column('city').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inspectors').execute();
}
