import { sql, type Kysely } from 'kysely';

/** The audit dashboard lists the syncs of a range of dates from core's audit trail: this serves it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index quickbooks_sync_audit_idx on audit_trail (created_at) where entity = 'quickbooks-invoice-sync'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('quickbooks_sync_audit_idx').execute();
}
