import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('materials')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('manufacturer', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('num_plies', 'integer', (col) => col.notNull().check(sql`num_plies > 0`))
    // Nominal thickness in inches, to a ten-thousandth, as composite data sheets give it.
    .addColumn('thickness', 'numeric(8, 4)', (col) => col.notNull().check(sql`thickness > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('materials_manufacturer_idx').on('materials').columns(['manufacturer', 'type']).execute();
  await db.schema.createIndex('materials_type_idx').on('materials').column('type').execute();
  await db.schema.createIndex('materials_num_plies_idx').on('materials').column('num_plies').execute();
  await db.schema.createIndex('materials_thickness_idx').on('materials').column('thickness').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('materials').execute();
}
