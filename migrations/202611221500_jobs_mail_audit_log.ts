import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull().defaultTo(5))
    .addColumn('run_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('jobs_name_idx').on('jobs').column('name').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('cc_address', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('attachments', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'held', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('mail_outbox_created_at_idx').on('mail_outbox').column('created_at').execute();
  await db.schema.createIndex('mail_outbox_status_idx').on('mail_outbox').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('audit_trail')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('record_id', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('impersonator_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_trail_record_idx').on('audit_trail').columns(['entity', 'record_id', 'id']).execute();
  await db.schema.createIndex('audit_trail_user_id_idx').on('audit_trail').column('user_id').execute();
  await db.schema.createIndex('audit_trail_impersonator_id_idx').on('audit_trail').column('impersonator_id').execute();

  await db.schema
    .createTable('logs')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('level', 'text', (col) => col.notNull().check(sql`level in ('error', 'warning', 'info')`))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('details', 'jsonb')
    .addColumn('file', 'text')
    .addColumn('line', 'integer')
    .addColumn('invoice', 'jsonb')
    .addColumn('customer', 'jsonb')
    .addColumn('pickup', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('logs_created_at_idx').on('logs').column('created_at').execute();
  await db.schema.createIndex('logs_level_idx').on('logs').columns(['level', 'created_at']).execute();

  await db.schema
    .createTable('user_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('reset', 'complete-registration')`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_tokens_user_id_idx').on('user_tokens').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_tokens', 'logs', 'audit_trail', 'mail_outbox', 'jobs']) await db.schema.dropTable(table).execute();
}
