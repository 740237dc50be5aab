import { sql, type Kysely } from 'kysely';

/**
 * A customer's saved project and pickup addresses. One location per customer and address:
 * address line 1, city and zip compared ignoring case and runs of spaces, through
 * `saved_location_key`, which the unique index and the reuse lookup share.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function saved_location_key(part text) returns text
    language sql immutable parallel safe
    as $$ select lower(btrim(regexp_replace(coalesce(part, ''), '\\s+', ' ', 'g'))) $$
  `.execute(db);

  await db.schema
    .createTable('saved_locations')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    // A location is always some customer's; it goes with its company.
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('pickup_addr1', 'text', (col) => col.notNull().check(sql`btrim(pickup_addr1) <> ''`))
    .addColumn('pickup_addr2', 'text')
    .addColumn('pickup_city', 'text', (col) => col.notNull().check(sql`btrim(pickup_city) <> ''`))
    .addColumn('pickup_zip', 'text')
    .addColumn('map_page', 'text')
    .addColumn('job_name', 'text')
    .addColumn('trip_charge', 'numeric(10, 2)', (col) => col.check(sql`trip_charge >= 0`))
    .addColumn('report_email', 'text')
    .addColumn('cell_phone', 'text')
    // Shown as Gate Code.
    .addColumn('cross_street', 'text')
    .addColumn('send_reports', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('fuel_charge', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Leads with customer_id, so it also serves the foreign key and a customer's own lists.
  await sql`
    create unique index saved_locations_address_key on saved_locations
      (customer_id, saved_location_key(pickup_addr1), saved_location_key(pickup_city), saved_location_key(pickup_zip))
  `.execute(db);
  // The list sorts by these; it answers the trip charge as a JSON number, so it sorts by that cast.
  for (const column of ['pickup_addr1', 'pickup_city', 'pickup_zip', 'job_name']) {
    await db.schema.createIndex(`saved_locations_${column}_idx`).on('saved_locations').column(column).execute();
  }
  await db.schema
    .createIndex('saved_locations_trip_charge_idx')
    .on('saved_locations')
    .expression(sql`cast(trip_charge as double precision)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_locations').execute();
  await sql`drop function saved_location_key(text)`.execute(db);
}
