import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('test_types')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('description', 'text', (col) => col.notNull())
    // Days from the cast date to the test date; 0 means no default test date.
    .addColumn('date_variance', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`date_variance >= 0`),
    )
    // The type whose specimens may be received without a test date (a hold), as data, not a magic id.
    .addColumn('no_test_date_required', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('test_types_description_key')
    .unique()
    .on('test_types')
    .expression(sql`lower(description)`)
    .execute();
  await db.schema.createIndex('test_types_date_variance_idx').on('test_types').column('date_variance').execute();

  await db.schema
    .createTable('sample_types')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('sku', 'integer', (col) => col.check(sql`sku > 0`))
    .addColumn('default_rate', 'numeric(12, 2)', (col) => col.check(sql`default_rate >= 0`))
    .addColumn('max_psi_pct', 'numeric(8, 2)', (col) => col.check(sql`max_psi_pct >= 0`))
    // Billed but never broken (a trip, a field test): no specimens, listed after the specimen types.
    .addColumn('non_specimen', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('default_test_type_id', 'integer', (col) => col.references('test_types.id').onDelete('set null'))
    .addColumn('default_report_template', 'text')
    .addColumn('quickbooks_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sample_types_description_key')
    .unique()
    .on('sample_types')
    .expression(sql`lower(description)`)
    .execute();
  // Serves the lists: specimen types first, then by description.
  await db.schema.createIndex('sample_types_list_idx').on('sample_types').columns(['non_specimen', 'description']).execute();
  await db.schema.createIndex('sample_types_default_test_type_id_idx').on('sample_types').column('default_test_type_id').execute();
  await db.schema.createIndex('sample_types_sku_idx').on('sample_types').column('sku').execute();
  await db.schema.createIndex('sample_types_default_rate_idx').on('sample_types').column('default_rate').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sample_types').execute();
  await db.schema.dropTable('test_types').execute();
}
