import type { Kysely } from 'kysely';

/**
 * The driver's record of a pickup (chain of custody): who on site released the samples, when,
 * and their signature drawn on the driver's phone, kept as a PNG image; and per sample set how
 * many specimens were actually collected.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pickups')
    .addColumn('released_by', 'text')
    .addColumn('released_at', 'timestamptz')
    .addColumn('release_signature', 'bytea')
    .execute();
  await db.schema.alterTable('samples').addColumn('collected_qty', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('samples').dropColumn('collected_qty').execute();
  await db.schema.alterTable('pickups').dropColumn('released_by').dropColumn('released_at').dropColumn('release_signature').execute();
}
