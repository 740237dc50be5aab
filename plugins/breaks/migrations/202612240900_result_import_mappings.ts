import { sql, type Kysely } from 'kysely';

/**
 * The column mappings of the compression machines whose CSV exports are imported: one per
 * machine, reused at each import, edited with a version like every other form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('result_import_mappings')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('machine', 'text', (col) => col.notNull().unique())
    .addColumn('columns', 'jsonb', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('result_import_mappings_updated_by_idx').on('result_import_mappings').column('updated_by').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('result_import_mappings').execute();
}
