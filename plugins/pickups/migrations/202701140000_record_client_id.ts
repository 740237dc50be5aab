import type { Kysely } from 'kysely';

/**
 * The id the driver's phone gave the Pick Up it sent last. A phone that lost the answer sends the
 * same record again; the server knows it by this id and answers it as done, never recording twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pickups').addColumn('record_client_id', 'uuid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pickups').dropColumn('record_client_id').execute();
}
