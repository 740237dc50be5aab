import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    // Made by the server (`<prefix>_<random>.<ext>`), never taken from the client.
    .addColumn('file_name', 'text', (col) => col.notNull().unique())
    .addColumn('prefix', 'text', (col) => col.notNull())
    // The record the prefix names: `customer_12` is customer 12, `report_40` report 40.
    .addColumn('owner_kind', 'text', (col) => col.notNull().check(sql`owner_kind in ('customer', 'report')`))
    .addColumn('owner_id', 'integer', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull().check(sql`content_type in ('image/jpeg', 'image/png', 'image/gif')`))
    .addColumn('size_bytes', 'integer', (col) => col.notNull().check(sql`size_bytes > 0`))
    .addColumn('uploaded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('uploads_owner_idx').on('uploads').columns(['owner_kind', 'owner_id', 'created_at']).execute();
  await db.schema.createIndex('uploads_prefix_idx').on('uploads').columns(['prefix', 'created_at']).execute();
  await db.schema.createIndex('uploads_uploaded_by_idx').on('uploads').column('uploaded_by').execute();
  await db.schema.createIndex('uploads_created_at_idx').on('uploads').column('created_at').execute();
  await db.schema.createIndex('uploads_size_bytes_idx').on('uploads').column('size_bytes').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
