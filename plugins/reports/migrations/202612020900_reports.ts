import { sql, type Kysely } from 'kysely';

/**
 * One report per specimen-type sample set. What the list shows and sorts by (sample set number,
 * project address, cast date, company) is copied from the pickup when the report is made, so the
 * list is one table; what the form enters is JSON in the record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('sample_id', 'integer', (col) => col.notNull().unique().references('samples.id').onDelete('cascade'))
    .addColumn('pickup_id', 'integer', (col) => col.notNull().references('pickups.id').onDelete('cascade'))
    .addColumn('pickup_number', 'integer', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('saved_location_id', 'integer')
    .addColumn('sample_num', 'text', (col) => col.notNull())
    .addColumn('project_address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cast_date', 'date')
    .addColumn('report_date', 'date')
    .addColumn('type', 'text')
    .addColumn('template', 'text')
    .addColumn('report_info_complete', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('finalized', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('finalized_at', 'timestamptz')
    .addColumn('finalized_by', 'text')
    .addColumn('amended', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('amend_reason', 'text')
    // The issue printed: 1 for the first, one more for each amendment.
    .addColumn('issue', 'integer', (col) => col.notNull().defaultTo(1))
    // The files' names as a JSON list, latest last, or ONFILE for a report kept on paper.
    .addColumn('pdfs', 'text')
    // Every generated file with its issue, date and amendment reason (JSON), so each stays downloadable.
    .addColumn('versions', 'text', (col) => col.notNull().defaultTo('[]'))
    // JSON as text: the database driver's camel-casing would rename keys such as lot_num inside jsonb.
    .addColumn('general_report_info', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('data_sheet_info', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('images', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('graph', 'text')
    .addColumn('equipment', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('materials', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('reports_pickup_idx').on('reports').columns(['pickup_id', 'id']).execute();
  await db.schema.createIndex('reports_customer_idx').on('reports').columns(['customer_id', 'id']).execute();
  await db.schema.createIndex('reports_cast_date_idx').on('reports').columns(['cast_date', 'id']).execute();
  await db.schema.createIndex('reports_created_idx').on('reports').columns(['created_at', 'id']).execute();
  // A report held instead of mailed, with the dashboard badge's reason, until someone clears it.
  await db.schema
    .createTable('unsent_reports')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('report_id', 'integer', (col) => col.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('unsent_reports_report_idx').on('unsent_reports').columns(['report_id']).execute();
  await db.schema.createIndex('reports_sample_num_idx').on('reports').columns(['sample_num', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('unsent_reports').execute();
  await db.schema.dropTable('reports').execute();
}
