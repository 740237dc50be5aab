import type { Kysely } from 'kysely';

/**
 * A sample type's default break schedule: `[{ qty, testTypeId }, ...]` in specimen order
 * (issue 27). Null: every specimen takes the default test type, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sample_types').addColumn('break_schedule', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sample_types').dropColumn('break_schedule').execute();
}
