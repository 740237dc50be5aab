import { sql, type Kysely } from 'kysely';

/** A customer's negotiated rate and free-item interval, and its report template, per sample type. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_sample_rates')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('sample_type_id', 'integer', (col) => col.notNull().references('sample_types.id').onDelete('cascade'))
    // Empty when only the bogo interval is negotiated: the sample's or the type's rate applies.
    .addColumn('rate', 'numeric(12, 2)', (col) => col.check(sql`rate >= 0`))
    // Buy x, get one free: with 3, every 4th item is free.
    .addColumn('bogo_interval', 'integer', (col) => col.check(sql`bogo_interval > 0`))
    .addUniqueConstraint('customer_sample_rates_customer_type_key', ['customer_id', 'sample_type_id'])
    .execute();
  await db.schema.createIndex('customer_sample_rates_sample_type_id_idx').on('customer_sample_rates').column('sample_type_id').execute();

  await db.schema
    .createTable('customer_templates')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('sample_type_id', 'integer', (col) => col.notNull().references('sample_types.id').onDelete('cascade'))
    .addColumn('template', 'text', (col) => col.notNull())
    .addUniqueConstraint('customer_templates_customer_type_key', ['customer_id', 'sample_type_id'])
    .execute();
  await db.schema.createIndex('customer_templates_sample_type_id_idx').on('customer_templates').column('sample_type_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_templates').execute();
  await db.schema.dropTable('customer_sample_rates').execute();
}
