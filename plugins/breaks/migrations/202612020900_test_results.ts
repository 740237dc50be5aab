import { sql, type Kysely } from 'kysely';

/**
 * Test results, one per specimen, and their history. A result is edited in place (its
 * `version` guards against lost updates) and never deleted: every save also writes a row of
 * `test_result_changes` with who, when, the values before and after and the template version
 * that computed them (ISO/IEC 17025 records). The history table has no update or delete path.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('test_results')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    // Restrict: a specimen with a result is part of the lab's record and cannot disappear with its set.
    .addColumn('specimen_id', 'integer', (col) => col.notNull().unique().references('specimens.id').onDelete('restrict'))
    .addColumn('sample_id', 'integer', (col) => col.notNull().references('samples.id').onDelete('restrict'))
    .addColumn('pickup_id', 'integer', (col) => col.notNull().references('pickups.id').onDelete('restrict'))
    .addColumn('sample_type_id', 'integer', (col) => col.references('sample_types.id'))
    .addColumn('template_id', 'text', (col) => col.notNull())
    .addColumn('template_version', 'text', (col) => col.notNull())
    .addColumn('results', 'jsonb', (col) => col.notNull())
    .addColumn('computed', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('remarks', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('Pending', 'Passed', 'Failed')`))
    .addColumn('message', 'text')
    .addColumn('calculated_psi', 'numeric(12, 2)')
    .addColumn('test_date', 'date')
    .addColumn('tests_complete', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  for (const [name, columns] of [
    ['sample_id', ['sample_id', 'status']],
    ['pickup_id', ['pickup_id']],
    ['status', ['status', 'test_date']],
    ['test_date', ['test_date']],
  ] as const) {
    await db.schema
      .createIndex(`test_results_${name}_idx`)
      .on('test_results')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('test_result_changes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('test_result_id', 'integer', (col) => col.notNull().references('test_results.id').onDelete('restrict'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull().check(sql`action in ('create', 'update')`))
    .addColumn('changed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // The name at the time, so the record reads the same after the user is renamed or removed.
    .addColumn('changed_by_name', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('template_id', 'text', (col) => col.notNull())
    .addColumn('template_version', 'text', (col) => col.notNull())
    .addColumn('status_before', 'text')
    .addColumn('status_after', 'text', (col) => col.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb', (col) => col.notNull())
    .addColumn('changes', 'jsonb', (col) => col.notNull())
    .addUniqueConstraint('test_result_changes_result_version_key', ['test_result_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_result_changes').execute();
  await db.schema.dropTable('test_results').execute();
}
