import { sql, type Kysely } from 'kysely';

/** One row per recurring job: when it next falls due. The row is what several processes agree on. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_schedules')
    .addColumn('job', 'text', (col) => col.primaryKey())
    .addColumn('pattern', 'text', (col) => col.notNull())
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('next_run_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_run_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_schedules').execute();
}
