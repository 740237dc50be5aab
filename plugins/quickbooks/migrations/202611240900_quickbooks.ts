import { sql, type Kysely } from 'kysely';

/**
 * The QuickBooks connection (one company, tokens sealed with AES-256-GCM), the `state` of each
 * connect under way, each invoice's sync, the items of the charges that are not sample types,
 * and the payments read back (one row per payment and invoice: applied once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quickbooks_connection')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('realm_id', 'text', (col) => col.notNull())
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('access_token', 'text', (col) => col.notNull())
    .addColumn('refresh_token', 'text', (col) => col.notNull())
    .addColumn('access_expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('refresh_expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('needs_attention', 'text')
    .addColumn('payments_read_through', 'timestamptz')
    .addColumn('connected_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('connected_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('quickbooks_connection_connected_by_idx').on('quickbooks_connection').column('connected_by').execute();

  await db.schema
    .createTable('quickbooks_oauth_states')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('quickbooks_oauth_states_user_id_idx').on('quickbooks_oauth_states').column('user_id').execute();

  await db.schema
    .createTable('quickbooks_invoice_syncs')
    .addColumn('invoice_id', 'integer', (col) => col.primaryKey())
    .addColumn('quickbooks_invoice_id', 'text')
    .addColumn('sync_token', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('queued', 'synced', 'failed', 'deleted')`))
    .addColumn('last_error', 'text')
    .addColumn('synced_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('quickbooks_invoice_syncs_status_idx')
    .on('quickbooks_invoice_syncs')
    .columns(['status', 'updated_at'])
    .execute();
  // Payments read back name QuickBooks invoices: this finds the portal's.
  await db.schema
    .createIndex('quickbooks_invoice_syncs_quickbooks_invoice_id_idx')
    .on('quickbooks_invoice_syncs')
    .column('quickbooks_invoice_id')
    .execute();

  await db.schema
    .createTable('quickbooks_items')
    .addColumn('charge', 'text', (col) => col.primaryKey().check(sql`charge in ('trip', 'fuel', 'late-fee', 'discount', 'other')`))
    .addColumn('quickbooks_item_id', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('quickbooks_payments')
    .addColumn('quickbooks_payment_id', 'text', (col) => col.notNull())
    .addColumn('invoice_id', 'integer', (col) => col.notNull())
    .addColumn('amount', 'numeric(12, 2)', (col) => col.notNull())
    .addColumn('paid_on', 'date', (col) => col.notNull())
    .addColumn('applied_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('quickbooks_payments_pkey', ['quickbooks_payment_id', 'invoice_id'])
    .execute();
  await db.schema.createIndex('quickbooks_payments_invoice_id_idx').on('quickbooks_payments').column('invoice_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'quickbooks_payments',
    'quickbooks_items',
    'quickbooks_invoice_syncs',
    'quickbooks_oauth_states',
    'quickbooks_connection',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
