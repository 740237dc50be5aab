import { sql, type Kysely } from 'kysely';

/**
 * Pickups with their sample sets and specimens. Statuses are data: the rules find open,
 * received and invoiced by code, never by id. Pickup numbers come from a sequence (unique and
 * increasing under concurrent saves); sample sets and specimens carry their position `n`
 * under their parent, unique per parent, from which `{parent}.{n}` is built.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pickup_statuses')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`insert into pickup_statuses (code, description, is_default, sort_order) values
    ('open', 'Open', true, 10), ('received', 'Received', false, 20), ('invoiced', 'Invoiced', false, 30)`.execute(db);

  await sql`create sequence pickup_number_seq start with 1001`.execute(db);
  await db.schema
    .createTable('pickups')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('pickup_number', 'integer', (col) =>
      col
        .notNull()
        .unique()
        .defaultTo(sql`nextval('pickup_number_seq')`),
    )
    .addColumn('parent_pickup_id', 'integer', (col) => col.references('pickups.id').onDelete('set null'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id'))
    .addColumn('driver_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('inspector_id', 'integer', (col) => col.references('inspectors.id').onDelete('set null'))
    .addColumn('pickup_status_id', 'integer', (col) => col.notNull().references('pickup_statuses.id'))
    .addColumn('order_date', 'date')
    .addColumn('sched_pickup_date', 'date', (col) => col.notNull())
    .addColumn('actual_pickup_date', 'date')
    .addColumn('receive_date', 'date')
    .addColumn('arrival_time', 'time')
    .addColumn('departure_time', 'time')
    .addColumn('priority', 'text', (col) => col.notNull().defaultTo('Standard'))
    .addColumn('caller', 'text', (col) => col.notNull())
    .addColumn('received_by', 'text', (col) => col.notNull())
    .addColumn('instructions', 'text')
    .addColumn('driver_notes', 'text')
    .addColumn('specimen_location', 'text')
    .addColumn('trip_charge', 'numeric(10, 2)', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`trip_charge >= 0`),
    )
    .addColumn('fuel_charge', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('dropped_off', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('map_page', 'text')
    .addColumn('cross_street', 'text')
    .addColumn('stop_num', 'integer')
    .addColumn('odom_start', 'integer')
    .addColumn('odom_finish', 'integer')
    .addColumn('pickup_addr1', 'text')
    .addColumn('pickup_addr2', 'text')
    .addColumn('pickup_city', 'text', (col) => col.notNull())
    .addColumn('pickup_state', 'text')
    .addColumn('pickup_zip', 'text')
    .addColumn('project_addr1', 'text')
    .addColumn('project_addr2', 'text')
    .addColumn('project_city', 'text')
    .addColumn('project_state', 'text')
    .addColumn('project_zip', 'text')
    .addColumn('save_pickup_address', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('save_project_address', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('saved_pickup_location_id', 'integer', (col) => col.references('saved_locations.id').onDelete('set null'))
    .addColumn('saved_project_location_id', 'integer', (col) => col.references('saved_locations.id').onDelete('set null'))
    .addColumn('changes_invoice', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('invoiced', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Every foreign key, and every column the list sorts or searches by.
  const pickupIndexes: Array<[string, string[]]> = [
    ['parent_pickup_id', ['parent_pickup_id']],
    ['customer_id', ['customer_id', 'sched_pickup_date']],
    ['driver_id', ['driver_id', 'sched_pickup_date']],
    ['inspector_id', ['inspector_id']],
    ['pickup_status_id', ['pickup_status_id']],
    ['saved_pickup_location_id', ['saved_pickup_location_id']],
    ['saved_project_location_id', ['saved_project_location_id']],
    ['sched_pickup_date', ['sched_pickup_date', 'id']],
    ['actual_pickup_date', ['actual_pickup_date']],
    ['receive_date', ['receive_date']],
    ['priority', ['priority']],
    ['caller', ['caller']],
    ['pickup_addr1', ['pickup_addr1']],
    ['pickup_city', ['pickup_city']],
    ['project_addr1', ['project_addr1']],
    ['trip_charge', ['trip_charge']],
  ];
  for (const [name, columns] of pickupIndexes) {
    await db.schema.createIndex(`pickups_${name}_idx`).on('pickups').columns(columns).execute();
  }

  await db.schema
    .createTable('samples')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('pickup_id', 'integer', (col) => col.notNull().references('pickups.id').onDelete('cascade'))
    .addColumn('n', 'integer', (col) => col.notNull())
    .addColumn('sample_num', 'text', (col) => col.notNull().unique())
    .addColumn('sample_type_id', 'integer', (col) => col.references('sample_types.id'))
    .addColumn('qty', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`qty >= 0`),
    )
    .addColumn('actual_qty', 'integer', (col) => col.check(sql`actual_qty >= 0`))
    .addColumn('cast_date', 'date')
    .addColumn('cast_location', 'text')
    .addColumn('pickup_location', 'text')
    .addColumn('min_psi', 'numeric(10, 2)')
    .addColumn('max_psi', 'numeric(10, 2)')
    .addColumn('for_information_only', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('dimensions', 'text')
    .addColumn('notes', 'text')
    .addColumn('description', 'text')
    .addColumn('rate', 'numeric(10, 2)', (col) => col.check(sql`rate >= 0`))
    .addColumn('override_price', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('allow_testing', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('samples_pickup_n_key', ['pickup_id', 'n'])
    .execute();
  await db.schema.createIndex('samples_sample_type_id_idx').on('samples').column('sample_type_id').execute();

  await db.schema
    .createTable('specimens')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('sample_id', 'integer', (col) => col.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('n', 'integer', (col) => col.notNull())
    .addColumn('specimen_num', 'text', (col) => col.notNull().unique())
    .addColumn('cast_date', 'date')
    .addColumn('test_date', 'date')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('Open'))
    .addColumn('specimen_status', 'text', (col) => col.notNull().defaultTo('Storage'))
    .addColumn('break_type', 'text')
    .addColumn('location', 'text')
    .addColumn('test_type_id', 'integer', (col) => col.references('test_types.id'))
    .addColumn('immediate', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('specimens_sample_n_key', ['sample_id', 'n'])
    .execute();
  await db.schema.createIndex('specimens_test_type_id_idx').on('specimens').column('test_type_id').execute();
  // The break report lists specimens by test date and status.
  await db.schema.createIndex('specimens_test_date_idx').on('specimens').columns(['test_date', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('specimens').execute();
  await db.schema.dropTable('samples').execute();
  await db.schema.dropTable('pickups').execute();
  await sql`drop sequence pickup_number_seq`.execute(db);
  await db.schema.dropTable('pickup_statuses').execute();
}
