import type { Kysely } from 'kysely';

/** When the non-compliance alert of a failed result went to the outbox: it goes once per result. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('test_results').addColumn('failure_alert_sent_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('test_results').dropColumn('failure_alert_sent_at').execute();
}
