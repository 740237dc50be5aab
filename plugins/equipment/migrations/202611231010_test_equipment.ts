import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('test_equipment')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    // Free text as the certificates give it ("Calibrated 01/15/2026, due 01/15/2027").
    .addColumn('calibration', 'text', (col) => col.notNull())
    .addColumn('details_label', 'text')
    .addColumn('details', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('test_equipment_name_idx').on('test_equipment').column('name').execute();
  await db.schema.createIndex('test_equipment_calibration_idx').on('test_equipment').column('calibration').execute();
  await db.schema.createIndex('test_equipment_details_label_idx').on('test_equipment').column('details_label').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_equipment').execute();
}
