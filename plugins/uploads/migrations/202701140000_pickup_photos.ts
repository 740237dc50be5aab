import { sql, type Kysely } from 'kysely';

/**
 * Photos of the samples on a pickup (`pickup_{id}`), taken by the driver at the stop; and the
 * client's own key of an image, so that a phone sending a photo again after a lost answer gets the
 * one already stored instead of a second copy.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').dropConstraint('uploads_owner_kind_check').execute();
  await db.schema
    .alterTable('uploads')
    .addCheckConstraint('uploads_owner_kind_check', sql`owner_kind in ('customer', 'report', 'pickup')`)
    .execute();
  await db.schema.alterTable('uploads').addColumn('client_key', 'uuid').execute();
  // Unique per record: a resend finds its photo; a race of two resends stores one.
  await db.schema.createIndex('uploads_client_key_idx').on('uploads').columns(['prefix', 'client_key']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('uploads_client_key_idx').execute();
  await db.schema.alterTable('uploads').dropColumn('client_key').execute();
  await db.schema.alterTable('uploads').dropConstraint('uploads_owner_kind_check').execute();
  await db.schema
    .alterTable('uploads')
    .addCheckConstraint('uploads_owner_kind_check', sql`owner_kind in ('customer', 'report')`)
    .execute();
}
