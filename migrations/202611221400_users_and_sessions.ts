import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'customer-service', 'driver', 'technician', 'customer')`))
    .addColumn('customer_id', 'integer')
    .addColumn('active_ind', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('password_hash', 'text')
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('users_email_key')
    .unique()
    .on('users')
    .expression(sql`lower(email)`)
    .execute();
  await db.schema.createIndex('users_customer_id_idx').on('users').column('customer_id').execute();
  await db.schema.createIndex('users_last_name_idx').on('users').columns(['last_name', 'first_name']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('impersonator_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    // The name shown in the impersonation banner, set by whoever starts an impersonated session.
    .addColumn('impersonation_label', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_impersonator_id_idx').on('sessions').column('impersonator_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_failures_lookup_idx').on('login_failures').columns(['email', 'ip', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
