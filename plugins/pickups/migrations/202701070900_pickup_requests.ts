import { sql, type Kysely } from 'kysely';

/**
 * Pickups a customer requests on the portal: the statuses a request passes through (Requested,
 * then Open once the office confirms it, or Declined, or Cancelled by the customer), who asked
 * and when, the time window wanted, the caller's phone and the reason of a decline.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into pickup_statuses (code, description, is_default, sort_order) values
    ('requested', 'Requested', false, 5), ('declined', 'Declined', false, 40), ('cancelled', 'Cancelled', false, 50)`.execute(db);
  await db.schema
    .alterTable('pickups')
    .addColumn('requested_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('requested_at', 'timestamptz')
    .addColumn('window_from', 'time')
    .addColumn('window_to', 'time')
    .addColumn('caller_phone', 'text')
    .addColumn('decline_reason', 'text')
    .execute();
  await db.schema.createIndex('pickups_requested_by_idx').on('pickups').column('requested_by').execute();
  // "My Requests" lists a company's requests, newest first.
  await db.schema
    .createIndex('pickups_customer_requests_idx')
    .on('pickups')
    .columns(['customer_id', 'requested_at'])
    .where(sql.ref('requested_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pickups_customer_requests_idx').execute();
  await db.schema.dropIndex('pickups_requested_by_idx').execute();
  await db.schema
    .alterTable('pickups')
    .dropColumn('requested_by')
    .dropColumn('requested_at')
    .dropColumn('window_from')
    .dropColumn('window_to')
    .dropColumn('caller_phone')
    .dropColumn('decline_reason')
    .execute();
  await sql`delete from pickup_statuses where code in ('requested', 'declined', 'cancelled')`.execute(db);
}
