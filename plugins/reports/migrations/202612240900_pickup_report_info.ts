import { sql, type Kysely } from 'kysely';

/**
 * The General Report Info of a pickup: what its general report screen holds, copied to the
 * pickup's open reports when saved and given to the reports made later. Kept by the reports
 * plugin, so pickups know nothing of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pickup_report_info')
    .addColumn('pickup_id', 'integer', (col) => col.primaryKey().references('pickups.id').onDelete('cascade'))
    // JSON as text, as in reports: the field names inside keep their spelling.
    .addColumn('general_report_info', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pickup_report_info').execute();
}
